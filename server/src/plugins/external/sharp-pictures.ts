import sharp from 'sharp';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { PICTURE_MAX_PIXELS, PICTURE_MAX_SIDE } from 'shared-contracts/api/picture-upload';
import { PICTURE_THUMBNAIL_SIDE } from 'shared-contracts/api/picture-thumbnail';
import { HttpError } from '../app/errors';

// Every picture is decoded once (at upload, or once for a thumbnail made late), so libvips' operation cache would
// only hold memory; one thread per picture leaves the other core to the API (at most the libuv pool's four pictures
// are worked on at once).
sharp.cache(false);
sharp.concurrency(1);

export const THUMBNAIL_TYPE = 'image/webp';

/**
 * The thumbnail of a picture (docs/storage.md "Picture limits and thumbnails"): turned upright by its EXIF
 * orientation, fitted into PICTURE_THUMBNAIL_SIDE² (never enlarged), the first frame of an animation, as WebP
 * without the original's metadata (no GPS position of a phone photo). libvips refuses more than PICTURE_MAX_PIXELS
 * by itself (limitInputPixels) and stops at the first damaged byte (failOn 'warning', sharp's advice for untrusted
 * input); either throws.
 */
export function makeThumbnail(data: Buffer): Promise<Buffer> {
  return sharp(data, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'warning', autoOrient: true })
    .resize({ width: PICTURE_THUMBNAIL_SIDE, height: PICTURE_THUMBNAIL_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer();
}

/**
 * A PNG of an SVG document we wrote ourselves (the demo goods' drawings, docs/mall-search.md "Seed"): drawn by
 * libvips' librsvg, which reads no file and fetches nothing the document does not hold.
 */
export function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 2 }).toBuffer();
}

/** Width, height and frames as the picture's header declares them (no pixel is decoded); null when there is no header. */
async function declaredSize(data: Buffer): Promise<{ width: number; height: number; frames: number } | null> {
  // The limit is ours to apply below: sharp's own would throw before the header could be read.
  const meta = await sharp(data, { limitInputPixels: false }).metadata().catch(() => null);
  if (!meta?.width || !meta.height) return null;
  return { width: meta.width, height: meta.height, frames: meta.pages ?? 1 };
}

/**
 * Checks an uploaded picture (whose type file-type has already sniffed) and makes its thumbnail:
 * 400 `upload.pictureTooLarge` when its header declares more than PICTURE_MAX_SIDE on a side or more than
 * PICTURE_MAX_PIXELS (all frames together: what a browser decodes to play it), read before any pixel is; 400
 * `upload.pictureUnreadable` when the header or the pixels do not decode. Making the thumbnail decodes the picture,
 * so a picture that passes is one a browser can show.
 */
export async function checkPicture(data: Buffer): Promise<{ thumbnail: Buffer }> {
  const size = await declaredSize(data);
  if (!size) throw new HttpError(400, MessageKey.uploadPictureUnreadable);
  if (size.width > PICTURE_MAX_SIDE || size.height > PICTURE_MAX_SIDE || size.width * size.height * size.frames > PICTURE_MAX_PIXELS) {
    throw new HttpError(400, MessageKey.uploadPictureTooLarge);
  }
  try {
    return { thumbnail: await makeThumbnail(data) };
  } catch {
    throw new HttpError(400, MessageKey.uploadPictureUnreadable);
  }
}
