import zlib from 'node:zlib';

/**
 * A ZIP archive read from its central directory, by hand: the central directory is the only place that says what
 * each entry is (its external attributes tell a symlink from a file) and how big it claims to be, and both must be
 * judged before a single byte is inflated (docs/deploy.md "Limits"). Inflating goes through node:zlib with
 * `maxOutputLength` set to the declared size, so an entry that lies about its size stops there instead of filling
 * memory or burning CPU (fflate's inflate keeps decoding past a too-small output buffer). ZIP64, multi-disk and
 * encrypted archives are refused: a remote's dist never needs them.
 */

export type ZipEntry = {
  /** The name as stored (UTF-8 when the archive says so, otherwise Latin-1, which the path rules then refuse). */
  name: string;
  isDirectory: boolean;
  /** A symbolic link, or any other special file (device, fifo): nothing a build writes. */
  isLink: boolean;
  method: number;
  compressedSize: number;
  /** Declared uncompressed size. */
  size: number;
  crc: number;
  /** Where the entry's data starts in the archive. */
  dataOffset: number;
};

/** The bytes are not a ZIP archive this reader accepts. */
export class ZipFormatError extends Error {}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_MARK = 0xffffffff;
const FLAG_ENCRYPTED = 0x1;
const FLAG_UTF8 = 0x800;
/** "Version made by" hosts whose external attributes carry a Unix mode in their high 16 bits. */
const UNIX_HOSTS = new Set([3, 19]);
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
/** Windows' FILE_ATTRIBUTE_REPARSE_POINT: a junction or a link. */
const DOS_REPARSE_POINT = 0x400;
export const METHOD_STORED = 0;
export const METHOD_DEFLATE = 8;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function endOfCentralDirectory(zip: Buffer): number {
  const lowest = Math.max(0, zip.length - EOCD_SIZE - MAX_COMMENT);
  for (let at = zip.length - EOCD_SIZE; at >= lowest; at--) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE && at + EOCD_SIZE + zip.readUInt16LE(at + 20) <= zip.length) return at;
  }
  throw new ZipFormatError('no end of central directory');
}

function decodeName(bytes: Buffer, flags: number): string {
  if (flags & FLAG_UTF8) {
    try {
      return utf8.decode(bytes);
    } catch {
      throw new ZipFormatError('entry name is not UTF-8');
    }
  }
  return bytes.toString('latin1');
}

function isLinkAttributes(madeBy: number, external: number): boolean {
  if (UNIX_HOSTS.has(madeBy >> 8)) {
    const type = (external >>> 16) & S_IFMT;
    if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) return true;
  }
  return (external & DOS_REPARSE_POINT) !== 0;
}

/** Every entry of the archive as its central directory declares it; nothing is inflated. */
export function listZipEntries(zip: Buffer): ZipEntry[] {
  if (zip.length < EOCD_SIZE) throw new ZipFormatError('too short');
  const eocd = endOfCentralDirectory(zip);
  const disk = zip.readUInt16LE(eocd + 4);
  const centralDisk = zip.readUInt16LE(eocd + 6);
  const onDisk = zip.readUInt16LE(eocd + 8);
  const count = zip.readUInt16LE(eocd + 10);
  const centralSize = zip.readUInt32LE(eocd + 12);
  const centralOffset = zip.readUInt32LE(eocd + 16);
  if (disk !== 0 || centralDisk !== 0 || onDisk !== count) throw new ZipFormatError('multi-disk archive');
  if (count === 0xffff || centralSize === ZIP64_MARK || centralOffset === ZIP64_MARK) throw new ZipFormatError('ZIP64 archive');
  const centralEnd = centralOffset + centralSize;
  if (centralEnd > eocd) throw new ZipFormatError('central directory out of bounds');

  const entries: ZipEntry[] = [];
  let at = centralOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > centralEnd || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new ZipFormatError('broken central directory');
    const madeBy = zip.readUInt16LE(at + 4);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const external = zip.readUInt32LE(at + 38);
    const localOffset = zip.readUInt32LE(at + 42);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > centralEnd) throw new ZipFormatError('broken central directory');
    if (flags & FLAG_ENCRYPTED) throw new ZipFormatError('encrypted entry');
    if (compressedSize === ZIP64_MARK || size === ZIP64_MARK || localOffset === ZIP64_MARK) throw new ZipFormatError('ZIP64 entry');
    const name = decodeName(zip.subarray(at + 46, at + 46 + nameLength), flags);

    if (localOffset + 30 > centralOffset || zip.readUInt32LE(localOffset) !== LOCAL_SIGNATURE) throw new ZipFormatError('broken local header');
    const dataOffset = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    if (dataOffset + compressedSize > centralOffset) throw new ZipFormatError('entry data out of bounds');

    entries.push({
      name, isDirectory: name.endsWith('/'), isLink: isLinkAttributes(madeBy, external), method, compressedSize, size, crc, dataOffset,
    });
    at = next;
  }
  return entries;
}

/**
 * The entry's bytes, inflated at most to its declared size; a size, CRC or method that does not match what the
 * central directory says is a ZipFormatError.
 */
export function readZipEntry(zip: Buffer, entry: ZipEntry): Buffer {
  const raw = zip.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  let data: Buffer;
  if (entry.method === METHOD_STORED) {
    data = raw;
  } else if (entry.method === METHOD_DEFLATE) {
    try {
      // maxOutputLength must be at least 1; a longer output is refused as a lie below.
      data = zlib.inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.size) });
    } catch {
      throw new ZipFormatError(`entry ${entry.name} does not inflate to its declared size`);
    }
  } else {
    throw new ZipFormatError(`entry ${entry.name} uses compression method ${entry.method}`);
  }
  if (data.length !== entry.size) throw new ZipFormatError(`entry ${entry.name} is not its declared size`);
  if ((zlib.crc32(data) >>> 0) !== entry.crc) throw new ZipFormatError(`entry ${entry.name} fails its CRC`);
  return data;
}
