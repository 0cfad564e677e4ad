/**
 * Tmall item pages (`detail.tmall.com/item.htm?id=…`): the same shop system's data as Taobao (skuBase, skuCore,
 * taobao-data.ts) first; the older page's DOM (`.tb-detail-hd h1`, `.tm-sale-prop` groups, `.tm-price`) as fallback.
 */
import type { ReadResult } from '../shared/read-item';
import { skusFromDom } from './dom-specs';
import { readTaobaoData } from './taobao-data';
import { itemIdOfUrl } from './taobao';
import { assignedJson, complete, failure, fenOf, pictureUrls, textOf } from './reader-kit';

export function readTmall(doc: Document, url: string): ReadResult {
  const embedded = readTaobaoData(doc, assignedJson(doc, '__ICE_APP_CONTEXT__'), 'tmall', url);
  if (embedded) return complete({ ...embedded, itemId: embedded.itemId || itemIdOfUrl(url) });
  if (!doc.querySelector('.tb-detail-hd')) return failure('unreadable', 'no item data and no item layout on the page');
  // The promotion's price when one runs, else the list price: what the buyer would pay on the page.
  const price = fenOf(textOf(doc, '.tm-promo-price .tm-price', '#J_StrPriceModBox .tm-price')) ?? 0;
  return complete({
    platform: 'tmall',
    itemId: itemIdOfUrl(url),
    url,
    title: textOf(doc, '.tb-detail-hd h1'),
    shopName: textOf(doc, '.slogo-shopname strong', '.shopLink'),
    images: pictureUrls(Array.from(doc.querySelectorAll('#J_UlThumb img')).map((img) => img.getAttribute('src'))),
    price,
    priceTiers: [],
    moq: 1,
    skus: skusFromDom(doc, { group: 'dl.tm-sale-prop', name: 'dt', value: 'dd li', soldOut: '.tb-out-of-stock' }, price),
    source: 'dom',
  });
}
