/**
 * 1688 offer pages (`detail.1688.com/offer/<id>.html`): wholesale, priced in steps by quantity with a minimum order.
 * The page's data first: `window.__INIT_DATA__` (tempModel, images, orderParamModel's skuRangePrices, skuModel's
 * skuProps and skuInfoMap keyed by the values joined with `&gt;`), or on the older offer page `iDetailConfig` (offer id,
 * company, beginAmount) with `iDetailData.sku` (priceRange, skuProps, skuMap) and the title in its DOM; the drawn page
 * (`.title-text`, `.step-price-item`, `.sku-prop-module`) as fallback. A SKU without a price of its own costs the
 * step of the minimum order.
 */
import type { PriceTier, ReadResult, ReadSku } from '../shared/read-item';
import { skusFromDom } from './dom-specs';
import {
  asArray, asRecord, asText, assignedJson, combinations, complete, countOf, failure, fenOf, findObjectWith, pictureUrls,
  priceAtMinimum, textOf,
} from './reader-kit';

export function offerIdOfUrl(url: string): string {
  try {
    return /\/offer\/(\d+)\.html/.exec(new URL(url).pathname)?.[1] ?? '';
  } catch {
    return '';
  }
}

const byQuantity = (tiers: PriceTier[]) => tiers.filter((t) => t.minQuantity > 0 && t.price > 0).sort((a, b) => a.minQuantity - b.minQuantity);

function tiersOfData(order: Record<string, unknown>): PriceTier[] {
  const ranges = asArray(asRecord(order.skuParam).skuRangePrices);
  return byQuantity(ranges.map((r) => ({ minQuantity: countOf(asRecord(r).beginAmount) ?? 0, price: fenOf(asRecord(r).price) ?? 0 })));
}

function skusOfData(skuModel: Record<string, unknown>, itemPrice: number, moq: number, infoKey = 'skuInfoMap'): ReadSku[] | null {
  const specs = asArray(skuModel.skuProps).map((p) => ({
    name: asText(asRecord(p).prop),
    values: asArray(asRecord(p).value).map((v) => asText(asRecord(v).name)),
  }));
  if (specs.some((s) => !s.name || s.values.length === 0 || s.values.some((v) => !v))) return null;
  const infoMap = asRecord(skuModel[infoKey]);
  if (specs.length === 0) return [{ attrs: {}, price: itemPrice, stock: null, moq }];
  // The SKUs the offer sells are those in skuInfoMap; a combination it does not list is not offered.
  return combinations(specs).flatMap((attrs) => {
    const key = Object.values(attrs).join('&gt;');
    if (!(key in infoMap)) return [];
    const info = asRecord(infoMap[key]);
    return [{ attrs, price: fenOf(info.discountPrice) ?? fenOf(info.price) ?? itemPrice, stock: countOf(info.canBookCount), moq }];
  });
}

function readData(data: Record<string, unknown>, url: string): ReadResult {
  const temp = asRecord(data.tempModel);
  const order = asRecord(asRecord(data.orderParamModel).orderParam);
  const tiers = tiersOfData(order);
  const price = priceAtMinimum(tiers) ?? 0;
  const moq = countOf(order.beginNum) ?? tiers[0]?.minQuantity ?? 1;
  const skus = skusOfData(asRecord(data.skuModel), price, moq);
  if (!skus) return failure('unreadable', 'the offer lists specifications without values');
  return complete({
    platform: '1688',
    itemId: asText(temp.offerId) || offerIdOfUrl(url),
    url,
    title: asText(temp.offerTitle),
    shopName: asText(temp.companyName),
    images: pictureUrls(asArray(data.images).map((i) => asRecord(i).fullPathImageURI)),
    price,
    priceTiers: tiers,
    moq,
    skus,
    source: 'embedded',
  });
}

function readDom(doc: Document, url: string): ReadResult {
  const tiers = byQuantity(Array.from(doc.querySelectorAll('.step-price-item')).map((el) => ({
    minQuantity: countOf(textOf(el, '.price-desc')) ?? 0,
    price: fenOf(textOf(el, '.price-num')) ?? 0,
  })));
  const price = priceAtMinimum(tiers) ?? 0;
  const moq = tiers[0]?.minQuantity ?? 1;
  return complete({
    platform: '1688',
    itemId: offerIdOfUrl(url),
    url,
    title: textOf(doc, '.title-content .title-text', '#mod-detail-title h1'),
    shopName: textOf(doc, '.shop-company-name h1', '.company-name'),
    images: pictureUrls(Array.from(doc.querySelectorAll('.detail-gallery-turn img, .img-list-wrapper img')).map((img) => img.getAttribute('src'))),
    price,
    priceTiers: tiers,
    moq,
    skus: skusFromDom(doc, { group: '.sku-prop-module', name: '.sku-prop-module-name', value: '.prop-item .prop-name', soldOut: '.prop-item.disabled .prop-name' }, price, moq),
    source: 'dom',
  });
}

/** The older offer page: its config and sku data in two scripts, title and pictures drawn in its DOM. */
function readOlderData(doc: Document, config: Record<string, unknown>, sku: Record<string, unknown>, url: string): ReadResult {
  const tiers = byQuantity(asArray(sku.priceRange).map((r) => ({ minQuantity: countOf(asArray(r)[0]) ?? 0, price: fenOf(asArray(r)[1]) ?? 0 })));
  const price = priceAtMinimum(tiers) ?? 0;
  const moq = countOf(config.beginAmount) ?? tiers[0]?.minQuantity ?? 1;
  const skus = skusOfData(sku, price, moq, 'skuMap');
  if (!skus) return failure('unreadable', 'the offer lists specifications without values');
  const previews = Array.from(doc.querySelectorAll('#dt-tab .tab-trigger')).map((li) => {
    try {
      return asRecord(JSON.parse(li.getAttribute('data-imgs') ?? '')).preview;
    } catch {
      return undefined;
    }
  });
  return complete({
    platform: '1688',
    itemId: asText(config.offerid) || offerIdOfUrl(url),
    url,
    title: textOf(doc, '#mod-detail-title .d-title'),
    shopName: asText(config.companyName) || textOf(doc, '.company-name'),
    images: pictureUrls(previews),
    price,
    priceTiers: tiers,
    moq,
    skus,
    source: 'embedded',
  });
}

export function read1688(doc: Document, url: string): ReadResult {
  const data = findObjectWith(assignedJson(doc, '__INIT_DATA__'), ['tempModel', 'skuModel']);
  if (data) return readData(data, url);
  const older = asRecord(asRecord(assignedJson(doc, 'iDetailData')).sku);
  if ('skuProps' in older || 'priceRange' in older) return readOlderData(doc, asRecord(assignedJson(doc, 'iDetailConfig')), older, url);
  if (!doc.querySelector('.title-content, #mod-detail-title')) return failure('unreadable', 'no offer data and no offer layout on the page');
  return readDom(doc, url);
}
