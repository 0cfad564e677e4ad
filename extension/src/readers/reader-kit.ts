/**
 * What every platform's reader needs: prices in fen from the page's yuan texts, absolute https picture addresses, the
 * JSON a page assigns in a script, and the rule that a page is read completely or not at all.
 */
import type { PriceTier, ReadFailure, ReadItem, ReadSku } from '../shared/read-item';

/** `"12.50"`, `12.5`, `"¥ 1,299.00"` → fen; anything else (empty, "面议", a range) → null. */
export function fenOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  const cleaned = text.replace(/[¥￥,\s]|元/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', cents = ''] = cleaned.split('.');
  const fen = Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  return fen > 0 ? fen : null;
}

/** A whole number of pieces from `"50"`, `50`, `"≥50件"`; null when there is none. */
export function countOf(value: unknown): number | null {
  const match = /\d+/.exec(typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '');
  return match ? Number(match[0]) : null;
}

/**
 * Pictures as absolute https addresses: the platforms write them protocol-relative (`//img.alicdn.com/…`) and size
 * them with suffixes (`_60x60.jpg`), which would send thumbnails; duplicates and non-pictures are left out.
 */
export function pictureUrls(sources: readonly unknown[], max = 20): string[] {
  const urls: string[] = [];
  for (const source of sources) {
    if (typeof source !== 'string' || source.trim() === '') continue;
    let url = source.trim();
    if (url.startsWith('//')) url = `https:${url}`;
    url = url.replace(/^http:\/\//, 'https://').replace(/_\d+x\d+(q\d+)?\.(jpg|jpeg|png|webp)$/i, '');
    if (!/^https:\/\/[^\s"'<>]+$/.test(url) || urls.includes(url)) continue;
    urls.push(url);
    if (urls.length === max) break;
  }
  return urls;
}

/**
 * The JSON value a page's script assigns to `name` (`window.rawData = {...};`, `var iDetailData = {...}`). Scanned
 * with a brace counter rather than a regular expression, as the values hold nested objects and strings with braces.
 */
export function assignedJson(doc: Document, name: string): unknown {
  for (const script of Array.from(doc.querySelectorAll('script:not([src])'))) {
    const text = script.textContent ?? '';
    const at = text.search(new RegExp(`(?:window\\.|var |let |const )?${name.replace(/[.$]/g, '\\$&')}\\s*=\\s*\\{`));
    if (at < 0) continue;
    const json = balancedObject(text, text.indexOf('{', at));
    if (json === null) continue;
    try {
      return JSON.parse(json);
    } catch {
      continue;
    }
  }
  return undefined;
}

function balancedObject(text: string, start: number): string | null {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}

/** The first object under `root` (depth first) that has every one of `keys`: embedded data moves between wrappers. */
export function findObjectWith(root: unknown, keys: readonly string[], depth = 0): Record<string, unknown> | undefined {
  if (root === null || typeof root !== 'object' || depth > 12) return undefined;
  const record = root as Record<string, unknown>;
  if (!Array.isArray(root) && keys.every((key) => key in record)) return record;
  for (const value of Object.values(record)) {
    const found = findObjectWith(value, keys, depth + 1);
    if (found) return found;
  }
  return undefined;
}

export const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : {};
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const asText = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** The trimmed, whitespace-collapsed text of the first element matching one of `selectors`. */
export function textOf(doc: ParentNode, ...selectors: string[]): string {
  for (const selector of selectors) {
    const text = doc.querySelector(selector)?.textContent?.replace(/\s+/g, ' ').trim();
    if (text) return text;
  }
  return '';
}

/** Every combination of the specification values, in the page's order: the SKUs of a page that lists specs only. */
export function combinations(specs: readonly { name: string; values: readonly string[] }[]): Record<string, string>[] {
  let result: Record<string, string>[] = [{}];
  for (const spec of specs) result = result.flatMap((attrs) => spec.values.map((value) => ({ ...attrs, [spec.name]: value })));
  return specs.length === 0 ? [] : result;
}

/** The lowest tier's price: what one piece costs at the minimum order, the price of a SKU without its own. */
export function priceAtMinimum(tiers: readonly PriceTier[]): number | null {
  return tiers.length > 0 ? [...tiers].sort((a, b) => a.minQuantity - b.minQuantity)[0]!.price : null;
}

export const failure = (reason: ReadFailure['reason'], detail: string): ReadFailure => ({ ok: false, reason, detail });

/**
 * A page is read completely or not at all: an item without its id, title, shop, a price for every SKU or at least one
 * SKU is a failure naming what was missing, never a half item sent on.
 */
export function complete(item: ReadItem): { ok: true; item: ReadItem } | ReadFailure {
  const missing: string[] = [];
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(item.itemId)) missing.push('item id');
  if (!item.title) missing.push('title');
  if (!item.shopName) missing.push('shop');
  if (!(item.price > 0)) missing.push('price');
  if (item.skus.length === 0) missing.push('SKUs');
  if (item.skus.some((sku: ReadSku) => !(sku.price > 0))) missing.push('SKU prices');
  // One SKU may have no specification (an item sold in one form); several must each say which they are.
  if (item.skus.length > 1 && item.skus.some((sku) => Object.keys(sku.attrs).length === 0)) missing.push('SKU specifications');
  return missing.length > 0 ? failure('unreadable', `missing ${missing.join(', ')}`) : { ok: true, item };
}
