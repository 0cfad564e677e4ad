import type { StorageFileKind } from 'shared-contracts/api/storage-files';

const ARCHIVE_TYPES = new Set([
  'application/zip', 'application/x-7z-compressed', 'application/x-rar-compressed', 'application/vnd.rar', 'application/gzip',
  'application/x-tar', 'application/x-bzip2', 'application/x-xz', 'application/zstd', 'application/x-lzip', 'application/x-compress',
]);
const DOCUMENT_TYPES = new Set([
  'application/pdf', 'application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint', 'application/rtf',
  'application/epub+zip', 'application/x-cfb',
]);
const DOCUMENT_TYPE_PREFIXES = ['text/', 'application/vnd.openxmlformats-officedocument.', 'application/vnd.oasis.opendocument.'];
/** Bytes `file-type` does not recognise (plain text has no signature) are kept as octet-stream: their suffix tells. */
const DOCUMENT_SUFFIXES = new Set(['txt', 'csv', 'md', 'json', 'xml', 'log', 'tsv', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf']);
const ARCHIVE_SUFFIXES = new Set(['zip', '7z', 'rar', 'gz', 'tgz', 'tar', 'bz2', 'xz', 'zst']);

/** The kind the storage page shows for a file: from its sniffed type, else its suffix. */
export function fileKindOf(contentType: string, suffix: string): StorageFileKind {
  if (contentType.startsWith('image/')) return 'image';
  if (ARCHIVE_TYPES.has(contentType)) return 'archive';
  if (DOCUMENT_TYPES.has(contentType) || DOCUMENT_TYPE_PREFIXES.some((p) => contentType.startsWith(p))) return 'document';
  if (contentType !== 'application/octet-stream') return 'other';
  if (DOCUMENT_SUFFIXES.has(suffix)) return 'document';
  if (ARCHIVE_SUFFIXES.has(suffix)) return 'archive';
  return 'other';
}
