/**
 * The item data Taobao and Tmall pages embed (one shop system): `skuBase` names the specifications and their values
 * and maps each SKU to its values (`propPath` "pid:vid;pid:vid"); `skuCore.sku2info` holds each SKU's price and stock,
 * with the item's own under the key "0". A SKU missing from sku2info, or without a price there, takes the item's.
 */
import type { SourcePlatform } from 'shared-contracts/api/goods';
import type { ReadItem, ReadSku } from '../shared/read-item';
import { asArray, asRecord, asText, countOf, fenOf, findObjectWith, pictureUrls } from './reader-kit';

type Spec = { pid: string; name: string; values: Map<string, string> };

function specsOf(skuBase: Record<string, unknown>): Spec[] {
  return asArray(skuBase.props).map((prop) => {
    const p = asRecord(prop);
    const values = new Map(asArray(p.values).map((v) => [asText(asRecord(v).vid), asText(asRecord(v).name)] as const));
    return { pid: asText(p.pid), name: asText(p.name), values };
  });
}

function priceOf(info: Record<string, unknown>): number | null {
  const price = asRecord(info.price);
  return fenOf(price.priceText ?? price.priceMoney ?? info.price);
}

function skusOf(skuBase: Record<string, unknown>, sku2info: Record<string, unknown>, itemPrice: number): ReadSku[] | null {
  const specs = specsOf(skuBase);
  const skus: ReadSku[] = [];
  for (const raw of asArray(skuBase.skus)) {
    const sku = asRecord(raw);
    const attrs: Record<string, string> = {};
    for (const pair of asText(sku.propPath).split(';').filter(Boolean)) {
      const [pid, vid] = pair.split(':');
      const spec = specs.find((s) => s.pid === pid);
      const value = spec?.values.get(vid ?? '');
      if (!spec?.name || !value) return null; // a SKU naming a value the page does not list: not read
      attrs[spec.name] = value;
    }
    const info = asRecord(sku2info[asText(sku.skuId)]);
    const stock = countOf(info.quantity);
    skus.push({ attrs, price: priceOf(info) ?? itemPrice, stock, moq: 1 });
  }
  // An item sold in one form lists no specifications: it is its own one SKU.
  if (skus.length === 0 && specs.length === 0) skus.push({ attrs: {}, price: itemPrice, stock: countOf(asRecord(sku2info['0']).quantity), moq: 1 });
  return skus;
}

/** The item from the embedded data of a Taobao or Tmall page, or null when the page holds none. */
export function readTaobaoData(doc: Document, embedded: unknown, platform: SourcePlatform, url: string): ReadItem | null {
  const data = findObjectWith(embedded, ['skuBase', 'skuCore']);
  if (!data) return null;
  const item = asRecord(data.item);
  const seller = asRecord(data.seller);
  const sku2info = asRecord(asRecord(data.skuCore).sku2info);
  const itemPrice = priceOf(asRecord(sku2info['0'])) ?? 0;
  const skus = skusOf(asRecord(data.skuBase), sku2info, itemPrice);
  if (!skus) return null;
  return {
    platform,
    itemId: asText(item.itemId),
    url,
    title: asText(item.title),
    shopName: asText(seller.shopName),
    images: pictureUrls(asArray(item.images)),
    price: itemPrice,
    priceTiers: [],
    moq: 1,
    skus,
    source: 'embedded',
  };
}
