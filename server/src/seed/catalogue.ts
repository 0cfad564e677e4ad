import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect';
import { categories, goods, goodsImages, goodsMaterials, skus, stores } from '../db/schema';
import type { FileStorage } from '../plugins/app/storage';
import { namesOf, searchColumns } from '../modules/goods/search-columns';
import { priceFields, specTextOf } from '../modules/goods/write';
import { goodsSpecs, storeSpecs, type GoodsSpec } from './catalogue/generate';
import { coverOf, drawPictures, galleryOf, logoKeyOf, pictureKeyOf, skuPictureOf, type PictureRef } from './catalogue/pictures';
import { TAXONOMY, type T3 } from './catalogue/taxonomy';

/** The demo catalogue's size (issue 8: at least 2,000 goods in 12+ categories from 30+ stores). */
export const DEMO_GOODS = 2000;

export type CatalogueSeedOptions = {
  /** How many goods (default DEMO_GOODS); the first six are the fixtures (fixtures.ts). */
  count?: number;
  /** SKUs per goods at most (the benchmark seed keeps it small). */
  maxSkus?: number;
  /** Goods inserted per statement batch. */
  batch?: number;
  /** Progress for long runs (the benchmark seed). */
  onProgress?: (inserted: number, total: number) => void;
};

const i18n = (t: T3) => ({ cn: t.cn, en: t.en, vi: t.vi });
const UTF8_BOM = '\uFEFF';

/** Ids of the category tree, inserting what is missing by (parent, cn name). */
async function seedCategories(tx: Tx): Promise<{ top: number[]; leaf: Map<string, number> }> {
  const existing = await tx.select({ id: categories.id, pid: categories.pid, name: categories.name }).from(categories);
  const find = (pid: number | null, name: string) => existing.find((c) => c.pid === pid && c.name === name)?.id;
  const top: number[] = [];
  const leaf = new Map<string, number>();
  for (const [i, t] of TAXONOMY.entries()) {
    let id = find(null, t.name.cn);
    if (id === undefined) {
      [{ id }] = await tx.insert(categories).values({ pid: null, name: t.name.cn, nameI18n: i18n(t.name), icon: t.icon, sort: (i + 1) * 10 })
        .returning({ id: categories.id }) as [{ id: number }];
    }
    top.push(id);
    for (const [j, l] of t.leaves.entries()) {
      let lid = find(id, l.name.cn);
      if (lid === undefined) {
        [{ id: lid }] = await tx.insert(categories).values({ pid: id, name: l.name.cn, nameI18n: i18n(l.name), sort: (j + 1) * 10 })
          .returning({ id: categories.id }) as [{ id: number }];
      }
      leaf.set(`${t.slug}/${l.slug}`, lid);
    }
  }
  return { top, leaf };
}

/**
 * Store ids by storeSpecs() index, inserting what is missing by cn name. A store seeded before its place had
 * translations (issue 25) gets them, unless an administrator has since moved it elsewhere.
 */
async function seedStores(tx: Tx): Promise<{ id: number; names: string[] }[]> {
  const rows = await tx.select({ id: stores.id, name: stores.name, location: stores.location, locationI18n: stores.locationI18n }).from(stores);
  const existing = new Map(rows.map((r) => [r.name, r]));
  const out: { id: number; names: string[] }[] = [];
  for (const s of storeSpecs()) {
    const top = TAXONOMY[s.topIndex]!;
    const found = existing.get(s.name.cn);
    let id = found?.id;
    if (found && found.location === s.location.cn && Object.keys(found.locationI18n).length === 0) {
      await tx.update(stores).set({ locationI18n: i18n(s.location) }).where(eq(stores.id, found.id));
    }
    if (id === undefined) {
      [{ id }] = await tx.insert(stores).values({
        name: s.name.cn, nameI18n: i18n(s.name), location: s.location.cn, locationI18n: i18n(s.location), platform: s.platform,
        rating: s.rating, logoKey: logoKeyOf(top.slug),
        descriptionI18n: {
          cn: `${s.location.cn}${top.name.cn}源头供应商，支持批发、混批与定制。`,
          en: `${top.name.en} supplier based in ${s.location.en}: wholesale, mixed orders and customisation.`,
          vi: `Nhà cung cấp ${top.name.vi.toLowerCase()} tại ${s.location.vi}: bán sỉ, lấy mix và đặt hàng theo yêu cầu.`,
        },
      }).returning({ id: stores.id }) as [{ id: number }];
    }
    out.push({ id, names: namesOf({ name: s.name.cn, nameI18n: i18n(s.name) }) });
  }
  return out;
}

const keyOrNull = (ref: PictureRef | null) => (ref ? pictureKeyOf(ref) : null);

/** Every picture the goods point at: cover, gallery and their SKUs' pictures. */
function picturesOfAll(specs: GoodsSpec[]): PictureRef[] {
  return specs.flatMap((g) => [...galleryOf(g), ...g.skus.flatMap((s) => skuPictureOf(g, s.colour) ?? [])]);
}

/** The selling copy material: the goods' texts in three languages (a BOM so browsers read it as UTF-8). */
function sellingCopy(g: GoodsSpec): Buffer {
  const block = (t: 'cn' | 'en' | 'vi') => `${g.name[t]}\n${g.description[t]}\n`;
  return Buffer.from(`${UTF8_BOM}${block('cn')}\n${block('en')}\n${block('vi')}`, 'utf8');
}

/**
 * The demo catalogue (issue 8): 13 top-level categories with 39 children, 39 stores and `count` goods with
 * SKUs, pictures made here (no network) and some promotion materials. Idempotent: categories by (parent, name),
 * stores by name, goods by (store, cn name); a second run on a seeded database adds nothing and writes no files.
 */
export async function seedCatalogue(db: Db, storage: FileStorage, opts: CatalogueSeedOptions = {}): Promise<{ inserted: number }> {
  const specs = goodsSpecs(opts.count ?? DEMO_GOODS, { maxSkus: opts.maxSkus });
  const batch = opts.batch ?? 500;
  const { leaf, storeRows, missing } = await db.transaction(async (tx) => {
    const cats = await seedCategories(tx);
    const storeRows = await seedStores(tx);
    const have = new Set((await tx.select({ storeId: goods.storeId, name: goods.name }).from(goods)).map((g) => `${g.storeId}\u0000${g.name}`));
    const missing = specs.filter((g) => !have.has(`${storeRows[g.storeIndex]!.id}\u0000${g.name.cn}`));
    return { leaf: cats.leaf, storeRows, missing };
  });
  if (missing.length === 0) return { inserted: 0 };
  const pictureSizes = await drawPictures(storage, picturesOfAll(missing));

  const categoryNames = new Map<number, string[]>();
  for (const top of TAXONOMY) {
    for (const l of top.leaves) {
      categoryNames.set(leaf.get(`${top.slug}/${l.slug}`)!, [...namesOf({ name: top.name.cn, nameI18n: i18n(top.name) }), ...namesOf({ name: l.name.cn, nameI18n: i18n(l.name) })]);
    }
  }
  const now = Date.now();
  let inserted = 0;
  for (let i = 0; i < missing.length; i += batch) {
    const chunk = missing.slice(i, i + batch);
    await db.transaction(async (tx) => {
      const rows = chunk.map((g) => {
        const top = TAXONOMY[g.topIndex]!;
        const categoryId = leaf.get(`${top.slug}/${g.leafSlug}`)!;
        const store = storeRows[g.storeIndex]!;
        const createdAt = new Date(now - g.ageMinutes * 60_000);
        return {
          storeId: store.id, categoryId, name: g.name.cn, nameI18n: i18n(g.name), description: g.description.cn,
          descriptionI18n: i18n(g.description), ddc: g.ddc, sourcePlatform: g.source?.platform ?? null,
          sourceItemId: g.source?.itemId ?? null, sourceUrl: g.source?.url ?? null, sourceName: g.source?.name ?? null,
          ...priceFields(g.skus), sales: g.sales, coverKey: pictureKeyOf(coverOf(g)), recommended: g.recommended,
          createdAt, updatedAt: createdAt,
          ...searchColumns({
            name: g.name.cn, nameI18n: g.name, sourceName: g.source?.name ?? null, description: g.description.cn,
            descriptionI18n: g.description, storeNames: store.names, categoryNames: categoryNames.get(categoryId) ?? [],
          }),
        };
      });
      const ids = (await tx.insert(goods).values(rows).returning({ id: goods.id })).map((r) => r.id);
      const skuRows = chunk.flatMap((g, k) => g.skus.map((s, sort) => ({
        goodsId: ids[k]!, attrs: s.attrs, attrsI18n: s.attrsI18n, specText: specTextOf(s.attrs), price: s.price, moq: s.moq,
        stockHint: s.stockHint, sort, imageKey: keyOrNull(skuPictureOf(g, s.colour)),
      })));
      for (let s = 0; s < skuRows.length; s += 2000) await tx.insert(skus).values(skuRows.slice(s, s + 2000));
      await tx.insert(goodsImages).values(chunk.flatMap((g, k) => galleryOf(g).map((ref, sort) => ({ goodsId: ids[k]!, fileKey: pictureKeyOf(ref), sort }))));
      const withMaterials = chunk.map((g, k) => ({ g, id: ids[k]! })).filter(({ g }) => g.materials).map((m) => ({ ...m, copy: sellingCopy(m.g) }));
      const copyKeyOf = (id: number) => `mall/materials/seed-copy-${id}.txt`;
      await Promise.all(withMaterials.map(({ id, copy }) => storage.put(copyKeyOf(id), copy, 'text/plain')));
      if (withMaterials.length) {
        await tx.insert(goodsMaterials).values(withMaterials.flatMap(({ g, id, copy }) => [
          { goodsId: id, titleI18n: { cn: '商品主图', en: 'Product picture', vi: 'Ảnh sản phẩm' }, fileKey: pictureKeyOf(coverOf(g)), fileName: `goods-${id}.png`, contentType: 'image/png', size: pictureSizes.get(pictureKeyOf(coverOf(g))) ?? 0, sort: 0 },
          { goodsId: id, titleI18n: { cn: '推广文案', en: 'Selling copy', vi: 'Nội dung quảng bá' }, fileKey: copyKeyOf(id), fileName: `goods-${id}-copy.txt`, contentType: 'text/plain', size: copy.length, sort: 1 },
        ]));
      }
    });
    inserted += chunk.length;
    opts.onProgress?.(inserted, missing.length);
  }
  return { inserted };
}
