import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { goodsInputSchema, goodsUpdateSchema, type GoodsDetail, type Sku, type SourcePlatform } from 'shared-contracts/api/goods';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { createOrUpdateResolver } from '../../../utils/create-or-update-resolver';
import type { FieldOfKey } from '../../../utils/server-field-errors';
import { i18nBody, i18nValues, type I18nValues } from '../../mall-shared/utils/i18n-body';
import { fenToYuan, yuanToFen } from 'shared-contracts/mall/yuan-text';
import type { GoodsBody, GoodsUpdate } from '../api/save-goods';

export const GOODS_FIELD_OF_KEY: FieldOfKey = {
  [MessageKey.goodsSourceTaken]: 'sourceItemId',
  [MessageKey.storeNotFound]: 'storeId',
  [MessageKey.categoryNotFound]: 'categoryId',
};

/** One attribute of a SKU: the Chinese name and value, with optional English and Vietnamese versions. */
export type SkuAttrValues = { key: string; value: string; keyEn: string; valueEn: string; keyVi: string; valueVi: string };
/** One SKU row; the price is typed in yuan ("12.50") and sent in fen. */
export type SkuValues = { id?: number; attrs: SkuAttrValues[]; price: string; moq: number; stockHint: number };
export type GoodsImage = { key: string; url: string };

export type GoodsFormValues = {
  id?: number;
  name: string;
  nameI18n: I18nValues;
  description: string;
  descriptionI18n: I18nValues;
  storeId: number | null;
  categoryId: number | null;
  ddc: boolean;
  sourcePlatform: SourcePlatform | '';
  sourceItemId: string;
  sourceUrl: string;
  sourceName: string;
  recommended: boolean;
  onSale: boolean;
  skus: SkuValues[];
  /** The gallery in order, the cover first. */
  images: GoodsImage[];
};
export type GoodsRequest = GoodsBody | GoodsUpdate;

export const newAttr = (): SkuAttrValues => ({ key: '', value: '', keyEn: '', valueEn: '', keyVi: '', valueVi: '' });
export const newSku = (): SkuValues => ({ attrs: [newAttr()], price: '', moq: 1, stockHint: 0 });

export const newGoodsValues = (): GoodsFormValues => ({
  name: '', nameI18n: { en: '', vi: '' }, description: '', descriptionI18n: { en: '', vi: '' }, storeId: null, categoryId: null,
  ddc: false, sourcePlatform: '', sourceItemId: '', sourceUrl: '', sourceName: '', recommended: false, onSale: true,
  skus: [newSku()], images: [],
});

/** The attribute rows of a SKU: en/vi versions are matched to the cn attributes by position. */
export function skuToValues(sku: Sku): SkuValues {
  const en = Object.entries(sku.attrsI18n.en ?? {});
  const vi = Object.entries(sku.attrsI18n.vi ?? {});
  const attrs = Object.entries(sku.attrs).map(([key, value], i) => ({
    key, value, keyEn: en[i]?.[0] ?? '', valueEn: en[i]?.[1] ?? '', keyVi: vi[i]?.[0] ?? '', valueVi: vi[i]?.[1] ?? '',
  }));
  return { id: sku.id, attrs, price: fenToYuan(sku.price), moq: sku.moq, stockHint: sku.stockHint };
}

function isPlatform(value: string | null): value is SourcePlatform {
  return value === 'taobao' || value === 'tmall' || value === '1688' || value === 'pinduoduo';
}

export function goodsToValues(g: GoodsDetail): GoodsFormValues {
  return {
    id: g.id,
    name: g.name,
    nameI18n: i18nValues(g.nameI18n),
    description: g.description,
    descriptionI18n: { en: g.descriptionI18n.en ?? '', vi: g.descriptionI18n.vi ?? '' },
    storeId: g.storeId,
    categoryId: g.categoryId,
    ddc: g.ddc,
    sourcePlatform: isPlatform(g.sourcePlatform) ? g.sourcePlatform : '',
    sourceItemId: g.sourceItemId ?? '',
    sourceUrl: g.sourceUrl ?? '',
    sourceName: g.sourceName ?? '',
    recommended: g.recommended,
    onSale: g.onSale,
    skus: g.skus.map(skuToValues),
    images: galleryOf(g),
  };
}

/** Public mall files are served at `/api/mall-files/<key without mall/>` (docs/storage.md). */
const MALL_FILE_URL = /\/api\/mall-files\/(.+)$/;

/**
 * The saved pictures as key and URL. A detail without `imageKeys` (an older server) has its keys read back
 * from the URLs, so saving the goods never drops pictures it could not name.
 */
export function galleryOf(g: Pick<GoodsDetail, 'images' | 'imageKeys'>): GoodsImage[] {
  if (g.imageKeys) return g.imageKeys.map((key, i) => ({ key, url: g.images[i] ?? '' }));
  return g.images.flatMap((url) => {
    const path = MALL_FILE_URL.exec(url)?.[1];
    return path ? [{ key: `mall/${path}`, url }] : [];
  });
}

/** The versions of one language where both the name and the value were written; none gives no record. */
function translated(attrs: readonly SkuAttrValues[], name: 'keyEn' | 'keyVi', value: 'valueEn' | 'valueVi') {
  const pairs = attrs.filter((a) => a[name].trim() && a[value].trim()).map((a) => [a[name].trim(), a[value].trim()] as const);
  return pairs.length > 0 ? Object.fromEntries(pairs) : undefined;
}

/**
 * A SKU as the contract takes it: attributes as records (rows left wholly empty are dropped), the yuan price
 * in fen (NaN when it is not an amount, so the contract refuses it on the field).
 */
export function toSkuBody(sku: SkuValues) {
  const attrs = sku.attrs.filter((a) => a.key.trim() || a.value.trim());
  const en = translated(attrs, 'keyEn', 'valueEn');
  const vi = translated(attrs, 'keyVi', 'valueVi');
  return {
    ...(sku.id !== undefined ? { id: sku.id } : {}),
    attrs: Object.fromEntries(attrs.map((a) => [a.key.trim(), a.value.trim()])),
    attrsI18n: { ...(en ? { en } : {}), ...(vi ? { vi } : {}) },
    price: yuanToFen(sku.price),
    moq: sku.moq,
    stockHint: sku.stockHint,
  };
}

/** The request before the contract's checks: store and category may still be unchosen (null). */
export type GoodsBodyDraft = Omit<z.input<typeof goodsInputSchema>, 'storeId' | 'categoryId'> & {
  storeId: number | null;
  categoryId: number | null;
};

export function toGoodsBody(v: GoodsFormValues): GoodsBodyDraft {
  return {
    name: v.name,
    nameI18n: i18nBody(v.nameI18n),
    description: v.description,
    descriptionI18n: i18nBody(v.descriptionI18n),
    // null fails the contract with "Please choose the store / category" on the field.
    storeId: v.storeId,
    categoryId: v.categoryId,
    ddc: v.ddc,
    // The source of a purchasing-agent goods only; a regular goods has none.
    sourcePlatform: v.ddc && v.sourcePlatform !== '' ? v.sourcePlatform : null,
    sourceItemId: v.ddc ? v.sourceItemId : null,
    sourceUrl: v.ddc ? v.sourceUrl : null,
    sourceName: v.ddc ? v.sourceName : null,
    recommended: v.recommended,
    onSale: v.onSale,
    skus: v.skus.map(toSkuBody),
    imageKeys: v.images.map((i) => i.key),
  };
}

const contractResolver = createOrUpdateResolver<GoodsFormValues, GoodsRequest>(toGoodsBody, goodsInputSchema, goodsUpdateSchema);

/** Message of a SKU whose attribute rows repeat a (Chinese) name: as a record, one would silently replace the other. */
export const DUPLICATE_ATTR = 'admin.mall.goods.sku.duplicateAttr';

/** Indexes of the SKUs with an attribute name written twice. */
export function skusWithDuplicateAttrs(skus: readonly SkuValues[]): number[] {
  return skus.flatMap((sku, i) => {
    const names = sku.attrs.map((a) => a.key.trim()).filter(Boolean);
    return new Set(names).size === names.length ? [] : [i];
  });
}

/** The contract's checks of the whole body, plus the one the records cannot express: no attribute name twice. */
export const goodsFormResolver: Resolver<GoodsFormValues, unknown, GoodsRequest> = async (values, context, options) => {
  const duplicates = skusWithDuplicateAttrs(values.skus);
  const result = await contractResolver(values, context, options);
  if (duplicates.length === 0) return result;
  const errors: FieldErrors<GoodsFormValues> = { ...result.errors };
  for (const i of duplicates) set(errors, `skus.${i}.attrs`, { type: 'duplicate', message: DUPLICATE_ATTR });
  return { values: {}, errors };
};
