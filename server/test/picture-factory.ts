import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * Pictures for the upload tests (docs/storage.md "Picture limits and thumbnails"): real ones made with sharp, and
 * tiny files whose headers declare far more pixels than they carry, as an attacker would send them.
 */

const onePixel = { create: { width: 1, height: 1, channels: 3 as const, background: '#1890ff' } };

/**
 * A photo as a phone takes it: 4032 × 3024 (12 megapixels), a JPEG with a gradient and a pattern so it is not
 * trivially small, turned by its EXIF orientation (6: the phone was held upright), as phones store them.
 */
export async function phonePhoto(width = 4032, height = 3024): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0, o = 0; y < height; y++) {
    for (let x = 0; x < width; x++, o += 3) {
      raw[o] = (x * 255) / width;
      raw[o + 1] = (y * 255) / height;
      raw[o + 2] = ((x >> 5) + (y >> 5)) % 2 ? 200 : 60;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).withMetadata({ orientation: 6 }).toBuffer();
}

/** A real picture of the given format and size (one colour), for the routes' happy paths. */
export function realPicture(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 1, height = 1): Promise<Buffer> {
  return sharp({ create: { ...onePixel.create, width, height } }).toFormat(format).toBuffer();
}

/** A PNG of `width` × `height` by its header, with one pixel's data: the CRC is right, so only the size is wrong. */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp(onePixel).png().toBuffer());
  // Signature (8), IHDR length and type (8), then width and height; the chunk's CRC covers type and data (17 bytes).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A JPEG whose frame header (SOF0) declares `width` × `height` (at most 65 535 each) over one pixel's data. */
export async function jpegDeclaring(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await sharp(onePixel).jpeg().toBuffer());
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** A lossless WebP whose VP8L header declares `width` × `height` (at most 16 384 each) over one pixel's data. */
export async function webpDeclaring(width: number, height: number): Promise<Buffer> {
  const webp = Buffer.from(await sharp(onePixel).webp({ lossless: true }).toBuffer());
  // RIFF header (12), 'VP8L' and its size (8), the signature byte 0x2f, then 14 bits each of width-1 and height-1.
  const at = webp.indexOf('VP8L') + 9;
  const bits = webp.readUInt32LE(at);
  webp.writeUInt32LE(((bits & ~0x0fffffff) | (width - 1) | ((height - 1) << 14)) >>> 0, at);
  return webp;
}

/** A real JPEG cut in half: its header is fine, its pixels end early. */
export async function truncatedJpeg(): Promise<Buffer> {
  const whole = await realPicture('jpeg', 400, 300);
  return whole.subarray(0, whole.length >> 1);
}

/** Width, height and type of picture bytes, as a browser would decode them. */
export async function pictureSize(bytes: Buffer): Promise<{ width: number; height: number; format: string }> {
  const meta = await sharp(bytes).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0, format: meta.format ?? '' };
}
