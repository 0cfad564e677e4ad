/**
 * Pinduoduo item pages (`mobile.yangkeduo.com/goods.html?goods_id=…`, also `goods1.html`, `goods2.html`; Pinduoduo
 * has no desktop item page, pinduoduo.com sends browsers to the mobile one). The page's data (`window.rawData`,
 * store.initDataObj: goods with skus and their specs, mall) first; the drawn page (`.goods-name`, `.sku-spec`) as
 * fallback. The group-buy price (拼单价) is the price: what a buyer pays on Pinduoduo.
 */
import type { ReadResult, ReadSku } from '../shared/read-item';
import { skusFromDom } from './dom-specs';
import { asArray, asRecord, asText, assignedJson, complete, countOf, failure, fenOf, findObjectWith, pictureUrls, textOf } from './reader-kit';

export function goodsIdOfUrl(url: string): string {
  try {
    return new URL(url).searchParams.get('goods_id') ?? '';
  } catch {
    return '';
  }
}

function skusOfData(goods: Record<string, unknown>, itemPrice: number): ReadSku[] | null {
  const skus: ReadSku[] = [];
  for (const raw of asArray(goods.skus)) {
    const sku = asRecord(raw);
    const attrs: Record<string, string> = {};
    for (const spec of asArray(sku.specs)) {
      const name = asText(asRecord(spec).spec_key);
      const value = asText(asRecord(spec).spec_value);
      if (!name || !value) return null;
      attrs[name] = value;
    }
    skus.push({ attrs, price: fenOf(sku.groupPrice) ?? itemPrice, stock: countOf(sku.quantity), moq: 1 });
  }
  return skus;
}

export function readPinduoduo(doc: Document, url: string): ReadResult {
  const data = findObjectWith(assignedJson(doc, 'rawData'), ['goods', 'mall']);
  if (data) {
    const goods = asRecord(data.goods);
    const price = fenOf(goods.minGroupPrice) ?? 0;
    const skus = skusOfData(goods, price);
    if (!skus) return failure('unreadable', 'a SKU names a specification without its value');
    return complete({
      platform: 'pinduoduo',
      itemId: asText(goods.goodsID) || goodsIdOfUrl(url),
      url,
      title: asText(goods.goodsName),
      shopName: asText(asRecord(data.mall).mallName),
      images: pictureUrls(asArray(goods.topGallery).map((g) => asRecord(g).url)),
      price,
      priceTiers: [],
      moq: 1,
      skus,
      source: 'embedded',
    });
  }
  if (!doc.querySelector('.goods-name')) return failure('unreadable', 'no goods data and no goods layout on the page');
  const price = fenOf(textOf(doc, '.goods-price .price-num')) ?? 0;
  return complete({
    platform: 'pinduoduo',
    itemId: goodsIdOfUrl(url),
    url,
    title: textOf(doc, '.goods-name'),
    shopName: textOf(doc, '.mall-name'),
    images: pictureUrls(Array.from(doc.querySelectorAll('.banner-list img')).map((img) => img.getAttribute('src'))),
    price,
    priceTiers: [],
    moq: 1,
    skus: skusFromDom(doc, { group: '.sku-spec', name: '.sku-spec-name', value: '.sku-spec-value', soldOut: '.sku-spec-value.disabled' }, price),
    source: 'dom',
  });
}
