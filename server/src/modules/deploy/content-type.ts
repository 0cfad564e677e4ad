/**
 * The content type a deployed file is stored and served with, by its extension: a build's files are the portal's
 * own scripts, styles, fonts and pictures. Anything else is a plain download. Types only (the storage refuses
 * parameters); `servedContentType` adds the charset to text when sending.
 */
const BY_EXTENSION: Record<string, string> = {
  js: 'text/javascript',
  mjs: 'text/javascript',
  cjs: 'text/javascript',
  json: 'application/json',
  map: 'application/json',
  css: 'text/css',
  html: 'text/html',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  wasm: 'application/wasm',
  xml: 'application/xml',
};

export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

export function contentTypeOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot < 0) return FALLBACK_CONTENT_TYPE;
  return BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? FALLBACK_CONTENT_TYPE;
}

const TEXTUAL = /^(text\/|application\/(json|xml)$|image\/svg\+xml$)/;

/** The header value: text types say they are UTF-8 (what builds write). */
export function servedContentType(stored: string): string {
  return TEXTUAL.test(stored) ? `${stored}; charset=utf-8` : stored;
}
