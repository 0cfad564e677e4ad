import { describe, expect, it } from 'vitest';
import { PICTURE_THUMBNAIL_SIDE, PICTURE_THUMBNAIL_SUFFIX, pictureThumbnailUrl } from 'shared-contracts/api/picture-thumbnail';
import { useTestServer } from '../../../test/harness';
import { pictureSize } from '../../../test/picture-factory';
import { storedFiles } from '../users/users-kit';

/** GET /api/mall-files/*: stored mall files with a long cache; anything else is a 404, never a 500. */
const { server } = useTestServer({ catalogue: 6 });

describe('GET /api/mall-files/*', () => {
  it('serves a seeded picture and a text material with their types and a year-long cache', async () => {
    const g = (await server.call('GET', '/api/goods/1')).body;
    const pic = await fetch(server.url + g.images[0]);
    expect(pic.status).toBe(200);
    expect(pic.headers.get('content-type')).toBe('image/png');
    expect(pic.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await pic.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    const copy = g.materials.find((m: { contentType: string }) => m.contentType === 'text/plain');
    const text = await fetch(server.url + copy.url);
    expect(text.headers.get('content-type')).toBe('text/plain');
    expect(await text.text()).toContain('Áo thun cotton nam cổ tròn');
  });

  it.each([
    '/api/mall-files/goods/nothing-here.png',
    '/api/mall-files/',
    '/api/mall-files/..%2F..%2Fetc%2Fpasswd',
    '/api/mall-files/../avatars/x.png',
    '/api/mall-files/goods/.hidden',
    '/api/mall-files/%2e%2e/%2e%2e/package.json',
    '/api/mall-files/goods//x.png',
    `/api/mall-files/${'a/'.repeat(20)}x.png`,
    '/api/mall-files/.meta/goods/seed-apparel-0.png.json',
  ])('%s → 404', async (path) => {
    const res = await fetch(server.url + path);
    expect(res.status).toBe(404);
  });
});

/** Thumbnails of mall pictures (docs/storage.md "Picture limits and thumbnails"); uploads are tested in plugins/app/pictures.test.ts. */
describe('GET /api/mall-files/*.thumb.webp', () => {
  type Goods = { coverUrl: string; images: string[]; materials: { url: string; contentType: string }[] };
  const goods = async () => (await server.call('GET', '/api/goods/1')).body as Goods;

  it('serves a seeded picture\'s thumbnail, stored by the seed, within the thumbnail size, with the same long cache', async () => {
    const g = await goods();
    const thumb = await fetch(server.url + pictureThumbnailUrl(g.coverUrl));
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const size = await pictureSize(Buffer.from(await thumb.arrayBuffer()));
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(PICTURE_THUMBNAIL_SIDE);
    const key = `${g.coverUrl.replace('/api/mall-files/', 'mall/')}${PICTURE_THUMBNAIL_SUFFIX}`;
    expect(await storedFiles(server.config.dataDir)).toContain(key);
  });

  it('makes no thumbnail of a thumbnail, nor of a file that is not a picture', async () => {
    const g = await goods();
    const before = await storedFiles(server.config.dataDir);
    expect((await fetch(`${server.url}${pictureThumbnailUrl(g.images[0]!)}${PICTURE_THUMBNAIL_SUFFIX}`)).status).toBe(404);
    const text = g.materials.find((m) => m.contentType === 'text/plain')!;
    expect((await fetch(`${server.url}${text.url}${PICTURE_THUMBNAIL_SUFFIX}`)).status).toBe(404);
    expect(await storedFiles(server.config.dataDir)).toEqual(before);
  });
});
