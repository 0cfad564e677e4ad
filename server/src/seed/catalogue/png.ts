import zlib from 'node:zlib';

/**
 * A minimal PNG encoder (8-bit RGB, no interlace) for the demo catalogue's pictures: made at seed time with
 * node:zlib, so seeding needs no network and no image library.
 */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes `pixel(x, y)` → [r, g, b] as a PNG of width × height. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[o++] = r;
      raw[o++] = g;
      raw[o++] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/**
 * A product-card picture: the colour as a soft diagonal gradient with a pattern that tells the category apart
 * (stripes, dots, checks, rings, ...), so a page of goods does not look like one repeated tile.
 */
export function productPicture(rgb: [number, number, number], pattern: number, size = 240): Buffer {
  const [r, g, b] = rgb;
  const c = size / 2;
  return encodePng(size, size, (x, y) => {
    const shade = 1.15 - ((x + y) / (2 * size)) * 0.35;
    let mark = false;
    switch (pattern % 6) {
      case 0: mark = ((x + y) >> 4) % 2 === 0; break; // diagonal stripes
      case 1: mark = ((x % 30) - 15) ** 2 + ((y % 30) - 15) ** 2 < 36; break; // dots
      case 2: mark = ((x >> 5) + (y >> 5)) % 2 === 0; break; // checks
      case 3: mark = Math.floor(Math.hypot(x - c, y - c) / 14) % 2 === 0; break; // rings
      case 4: mark = (y >> 3) % 3 === 0; break; // horizontal lines
      default: mark = Math.abs(x - c) + Math.abs(y - c) < size * 0.3; break; // diamond
    }
    const k = mark ? 0.82 : 1;
    return [clamp(r * shade * k + (mark ? 10 : 0)), clamp(g * shade * k + (mark ? 10 : 0)), clamp(b * shade * k + (mark ? 10 : 0))];
  });
}
