/**
 * Taobao item pages (`item.taobao.com/item.htm?id=…`). The page's data (`window.__ICE_APP_CONTEXT__`, with skuBase and
 * skuCore, taobao-data.ts) first; the older server-drawn page's DOM (`#J_Title`, `.J_Prop` groups, `#J_StrPrice`) when
 * the data is missing. A price range in the DOM (SKUs priced apart, which SKU costs what not shown) is not read.
 */
import type { ReadResult } from '../shared/read-item';
import { skusFromDom } from './dom-specs';
import { readTaobaoData } from './taobao-data';
import { assignedJson, complete, failure, fenOf, pictureUrls, textOf } from './reader-kit';

export function itemIdOfUrl(url: string): string {
  try {
    return new URL(url).searchParams.get('id') ?? '';
  } catch {
    return '';
  }
}

export function readTaobao(doc: Document, url: string): ReadResult {
  const embedded = readTaobaoData(doc, assignedJson(doc, '__ICE_APP_CONTEXT__'), 'taobao', url);
  if (embedded) return complete({ ...embedded, itemId: embedded.itemId || itemIdOfUrl(url) });
  if (!doc.querySelector('#J_Title')) return failure('unreadable', 'no item data and no item layout on the page');
  const price = fenOf(textOf(doc, '#J_StrPrice .tb-rmb-num', '#J_StrPrice')) ?? 0;
  return complete({
    platform: 'taobao',
    itemId: itemIdOfUrl(url) || (doc.querySelector<HTMLInputElement>('input[name="item_id"]')?.value ?? ''),
    url,
    title: doc.querySelector('#J_Title .tb-main-title')?.getAttribute('data-title')?.trim() || textOf(doc, '#J_Title .tb-main-title'),
    shopName: textOf(doc, '.tb-shop-name a', '.tb-seller-name'),
    images: pictureUrls(Array.from(doc.querySelectorAll('#J_UlThumb img')).map((img) => img.getAttribute('data-src') ?? img.getAttribute('src'))),
    price,
    priceTiers: [],
    moq: 1,
    skus: skusFromDom(doc, { group: 'dl.J_Prop', name: 'dt', value: 'dd li', soldOut: '.tb-out-of-stock' }, price),
    source: 'dom',
  });
}
