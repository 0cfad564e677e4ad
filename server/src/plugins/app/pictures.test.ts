import fs from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { PICTURE_THUMBNAIL_SIDE, PICTURE_THUMBNAIL_SUFFIX, pictureThumbnailUrl } from 'shared-contracts/api/picture-thumbnail';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import {
  jpegDeclaring, phonePhoto, pictureSize, pngDeclaring, realPicture, truncatedJpeg, webpDeclaring,
} from '../../../test/picture-factory';
import { storedFiles } from '../../modules/users/users-kit';
import { PAYMENT_PICTURES } from '../../modules/payments/pictures';
import { isOwnStoredPicture } from './owned-pictures';

/**
 * Picture limits and thumbnails (docs/storage.md) on every route that keeps a picture: a picture declaring too many
 * pixels or not decoding is refused and stores nothing; a phone's photo is kept with a thumbnail beside it, served
 * by the original's route with the original's permissions.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-pictures-'));
const { server, tokens } = useTestServer({ env: { DATA_DIR: dataDir }, signIn: ['admin'] });
afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
type Who = { userId: number; token: string };
let buyer: Who;
let other: Who;
let photo: Buffer;

beforeAll(async () => {
  buyer = await makeUser(server, 'pic-buyer', 'purchaser');
  other = await makeUser(server, 'pic-other', 'purchaser');
  photo = await phonePhoto();
});

const auth = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
const uploads = () => storedFiles(dataDir);

/** One route that keeps a picture: where it is sent, by whom, and where the kept picture is then served. */
type PictureRoute = {
  name: string;
  path: string;
  field: string;
  uploader: () => string;
  /** The served url of what the upload answered. */
  urlOf: (body: Record<string, unknown>) => string;
  /** Served only with a token (the owned pictures): who else may read it, and who may not. */
  owned: boolean;
};

const ownedRoute = (name: string, path: string): PictureRoute => ({
  name, path, field: 'file', uploader: () => buyer.token, urlOf: (b) => String(b.url), owned: true,
});
const routes: PictureRoute[] = [
  ownedRoute('payment vouchers', '/api/payments/files'),
  ownedRoute('refund pictures', '/api/refunds/files'),
  ownedRoute('shipment screenshots and waybills', '/api/shipments/files'),
  { name: 'goods pictures', path: '/api/goods/images', field: 'file', uploader: () => tokens.admin, urlOf: (b) => String(b.url), owned: false },
  {
    name: 'avatars', path: '/api/users/updateAvatar', field: 'avatar', uploader: () => buyer.token,
    urlOf: (b) => `/avatar/${String(b.avatarName)}`, owned: false,
  },
  {
    name: 'storage-tool pictures', path: '/api/localStorage/pictures', field: 'file', uploader: () => tokens.admin,
    urlOf: (b) => String(b.url), owned: true,
  },
];

async function upload(route: PictureRoute, bytes: Buffer, type: string) {
  const form = new FormData();
  form.append(route.field, new Blob([bytes], { type }), `picture.${type.split('/')[1]}`);
  const res = await fetch(server.url + route.path, { method: 'POST', body: form, headers: auth(route.uploader()) });
  return { status: res.status, body: await res.json() as Record<string, unknown> };
}

const get = (url: string, token: string | null) => fetch(server.url + url, { headers: auth(token) });
/**
 * The status of a read, its body read to the end: an unread picture holds its connection open with the server
 * still writing, and closing the server then waits for it (the file's hook timed out in full runs).
 */
async function statusOf(url: string, token: string | null): Promise<number> {
  const res = await get(url, token);
  await res.arrayBuffer();
  return res.status;
}

describe.each(routes)('$name', (route) => {
  it.each([
    ['a PNG of 60000 × 60000', () => pngDeclaring(60_000, 60_000), 'image/png'],
    ['a JPEG of 60000 × 60000', () => jpegDeclaring(60_000, 60_000), 'image/jpeg'],
    ['a WebP of 16000 × 16000', () => webpDeclaring(16_000, 16_000), 'image/webp'],
    ['a PNG of 8000 × 8000 (64 megapixels, sides within the limit)', () => pngDeclaring(8000, 8000), 'image/png'],
    ['a PNG of 12001 × 1 (a side over the limit)', () => pngDeclaring(12_001, 1), 'image/png'],
  ])('refuses %s with upload.pictureTooLarge and stores nothing', async (_, make, type) => {
    const before = await uploads();
    const res = await upload(route, await make(), type);
    expect(res).toMatchObject({ status: 400, body: { message: MessageKey.uploadPictureTooLarge } });
    expect(await uploads()).toEqual(before);
  });

  it('refuses a JPEG cut short with upload.pictureUnreadable and stores nothing', async () => {
    const before = await uploads();
    const res = await upload(route, await truncatedJpeg(), 'image/jpeg');
    expect(res).toMatchObject({ status: 400, body: { message: MessageKey.uploadPictureUnreadable } });
    expect(await uploads()).toEqual(before);
  });

  it('keeps a phone\'s photo, serves the original as it came and a small upright WebP thumbnail beside it', async () => {
    const res = await upload(route, photo, 'image/jpeg');
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    const url = route.urlOf(res.body);
    const original = await get(url, route.uploader());
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await original.arrayBuffer())).toEqual(photo);

    const thumbUrl = route.name === 'storage-tool pictures' ? String(res.body.thumbnailUrl) : pictureThumbnailUrl(url);
    expect(thumbUrl).not.toBe(url);
    const thumb = await get(thumbUrl, route.uploader());
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(thumb.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await thumb.arrayBuffer());
    // 4032 × 3024 held upright (EXIF orientation 6) fits 640² as 480 × 640.
    expect(await pictureSize(bytes)).toEqual({ width: 480, height: PICTURE_THUMBNAIL_SIDE, format: 'webp' });
    expect(bytes.length).toBeLessThan(photo.length / 2);

    if (route.owned) {
      // The thumbnail is exactly as private as the original.
      for (const [who, status] of [[null, 401], [other.token, route.name === 'storage-tool pictures' ? 403 : 404]] as const) {
        expect(await statusOf(url, who)).toBe(status);
        expect(await statusOf(thumbUrl, who)).toBe(status);
      }
      expect(await statusOf(url, tokens.admin)).toBe(200);
      expect(await statusOf(thumbUrl, tokens.admin)).toBe(200);
    } else {
      expect(await statusOf(thumbUrl, null)).toBe(200);
    }
  });
});

describe('thumbnails stored before thumbnails existed', () => {
  it('are made on first request from the original, stored, and served like the others', async () => {
    const res = await upload(routes[0]!, await realPicture('png', 1200, 900), 'image/png');
    const url = String(res.body.url);
    const thumbFile = path.join(dataDir, 'uploads', `${String(res.body.key)}${PICTURE_THUMBNAIL_SUFFIX}`);
    await fs.rm(thumbFile);
    const thumb = await get(pictureThumbnailUrl(url), buyer.token);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect(await pictureSize(Buffer.from(await thumb.arrayBuffer()))).toEqual({ width: 640, height: 480, format: 'webp' });
    expect((await fs.stat(thumbFile)).isFile()).toBe(true);
    // Someone else still gets nothing, made or not.
    await fs.rm(thumbFile);
    expect(await statusOf(pictureThumbnailUrl(url), other.token)).toBe(404);
    await expect(fs.stat(thumbFile)).rejects.toThrow();
  });
});

describe('a record names the original, never a thumbnail', () => {
  it('does not take a thumbnail key as the uploader\'s own picture', async () => {
    const res = await upload(routes[0]!, await realPicture('png', 20, 20), 'image/png');
    const key = String(res.body.key);
    expect(await isOwnStoredPicture(server.app.storage, PAYMENT_PICTURES, buyer.userId, key)).toBe(true);
    expect(await isOwnStoredPicture(server.app.storage, PAYMENT_PICTURES, buyer.userId, `${key}${PICTURE_THUMBNAIL_SUFFIX}`)).toBe(false);
  });
});
