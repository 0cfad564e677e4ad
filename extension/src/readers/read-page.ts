/** Which reader an address belongs to: the same patterns as the manifest's content scripts (scripts/manifest.mjs). */
import type { ReadResult } from '../shared/read-item';
import { read1688 } from './alibaba1688';
import { readPinduoduo } from './pinduoduo';
import { failure } from './reader-kit';
import { readTaobao } from './taobao';
import { readTmall } from './tmall';

type Reader = (doc: Document, url: string) => ReadResult;

const READERS: readonly { host: RegExp; path: RegExp; read: Reader }[] = [
  { host: /^item\.taobao\.com$/, path: /^\/item\.htm$/, read: readTaobao },
  { host: /^detail\.tmall\.com$/, path: /^\/item\.htm$/, read: readTmall },
  { host: /^detail\.1688\.com$/, path: /^\/offer\/\d+\.html$/, read: read1688 },
  { host: /^mobile\.(yangkeduo|pinduoduo)\.com$/, path: /^\/goods\d*\.html$/, read: readPinduoduo },
];

export function readPage(doc: Document, url: string): ReadResult {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return failure('notItemPage', 'not a web address');
  }
  const reader = READERS.find((r) => r.host.test(parsed.hostname) && r.path.test(parsed.pathname));
  if (!reader) return failure('notItemPage', `${parsed.hostname}${parsed.pathname} is no item page of a known platform`);
  // The address sent on is the page's own, without its tracking parameters (spm, scm…) but with the item's id.
  const clean = new URL(parsed.origin + parsed.pathname);
  for (const key of ['id', 'goods_id']) {
    const value = parsed.searchParams.get(key);
    if (value) clean.searchParams.set(key, value);
  }
  return reader.read(doc, clean.toString());
}
