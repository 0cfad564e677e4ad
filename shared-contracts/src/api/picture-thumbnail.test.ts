import { describe, expect, it } from 'vitest';
import { usersMessages } from '../i18n/messages-users';
import { MessageKey } from './message-keys';
import { PICTURE_MAX_PIXELS, PICTURE_MAX_SIDE } from './picture-upload';
import { pictureThumbnailUrl } from './picture-thumbnail';

describe('pictureThumbnailUrl', () => {
  it.each([
    ['/api/mall-files/goods/u-1.png', '/api/mall-files/goods/u-1.png.thumb.webp'],
    ['/api/payments/files/5/a.JPG', '/api/payments/files/5/a.JPG.thumb.webp'],
    ['/api/refunds/files/5/a.jpeg', '/api/refunds/files/5/a.jpeg.thumb.webp'],
    ['/avatar/0b1d6a7e-3c1f-4a55-9d4e-2f7a8c9e0b12.gif', '/avatar/0b1d6a7e-3c1f-4a55-9d4e-2f7a8c9e0b12.gif.thumb.webp'],
  ])('asks the portal for the thumbnail of %s', (url, thumb) => {
    expect(pictureThumbnailUrl(url)).toBe(thumb);
  });

  it.each([
    ['a thumbnail already', '/api/mall-files/goods/u-1.png.thumb.webp'],
    ['a picture of another site', 'https://img.example/item.jpg'],
    ['a picture of another site without a scheme', '//img.example/item.jpg'],
    ['a file that is not a picture', '/api/mall-files/materials/copy.txt'],
    ['a storage-tool download', '/api/localStorage/5/download'],
    ['an address with a query', '/api/mall-files/goods/u-1.png?v=2'],
  ])('leaves %s as it is', (_, url) => {
    expect(pictureThumbnailUrl(url)).toBe(url);
  });

  it('keeps no picture as no picture', () => {
    expect(pictureThumbnailUrl(null)).toBeNull();
    expect(pictureThumbnailUrl(undefined)).toBeUndefined();
    expect(pictureThumbnailUrl('')).toBe('');
  });
});

describe('the pixel limit message', () => {
  it('states the limits the server applies, in every language', () => {
    const megapixels = String(PICTURE_MAX_PIXELS / 1_000_000);
    const side = (sep: string) => String(PICTURE_MAX_SIDE).replace(/\B(?=(\d{3})+$)/, sep);
    expect(usersMessages.en[MessageKey.uploadPictureTooLarge]).toContain(`${megapixels} megapixels`);
    expect(usersMessages.en[MessageKey.uploadPictureTooLarge]).toContain(side(','));
    // 4000 万 = 40 million.
    expect(usersMessages.cn[MessageKey.uploadPictureTooLarge]).toContain(`${PICTURE_MAX_PIXELS / 10_000} 万像素`);
    expect(usersMessages.cn[MessageKey.uploadPictureTooLarge]).toContain(side(','));
    expect(usersMessages.vi[MessageKey.uploadPictureTooLarge]).toContain(`${megapixels} megapixel`);
    expect(usersMessages.vi[MessageKey.uploadPictureTooLarge]).toContain(side('.'));
  });
});
