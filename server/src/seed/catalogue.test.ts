import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { LocalDiskStorage } from '../plugins/app/storage';
import { queryRows } from '../db/rows';
import { useTestServer } from '../../test/harness';
import { storedFiles } from '../modules/users/users-kit';
import { seedCatalogue } from './catalogue';
import { PALETTES } from './catalogue/drawings/palettes';
import { goodsSpecs } from './catalogue/generate';
import { KNOWN_1688_OFFER } from './catalogue/fixtures';
import { TAXONOMY } from './catalogue/taxonomy';

/** The catalogue seed: deterministic, idempotent, and what the issue asks of the demo catalogue. */
const { server } = useTestServer({ catalogue: 300 });

describe('seedCatalogue', () => {
  it('is deterministic: the same goods every run', () => {
    expect(JSON.stringify(goodsSpecs(500))).toBe(JSON.stringify(goodsSpecs(500)));
  });

  it('2,000 distinct goods over 13 × 3 categories and 39 stores, each in three languages with several SKUs', () => {
    const specs = goodsSpecs(2000);
    expect(new Set(specs.map((g) => `${g.storeIndex}/${g.name.cn}`)).size).toBe(2000);
    expect(new Set(specs.map((g) => g.leafSlug)).size).toBe(39);
    expect(new Set(specs.map((g) => g.storeIndex)).size).toBe(39);
    for (const g of specs) {
      expect(g.name.en && g.name.vi && g.description.vi).toBeTruthy();
      expect(g.skus.length).toBeGreaterThanOrEqual(2);
      for (const s of g.skus) expect(Number.isInteger(s.price) && s.price > 0).toBe(true);
    }
    const ddc = specs.filter((g) => g.ddc);
    expect(ddc.length).toBeGreaterThan(300);
    expect(new Set(ddc.map((g) => g.source!.platform))).toEqual(new Set(['1688', 'taobao', 'tmall', 'pinduoduo']));
    expect(new Set(ddc.map((g) => `${g.source!.platform}/${g.source!.itemId}`)).size).toBe(ddc.length);
  });

  it('a second run adds nothing; the 1688 fixture is there with its offer id', async () => {
    const count = async () => (await queryRows<{ g: number; s: number; c: number; st: number }>(server.database.db, sql`
      select (select count(*) from mall_goods)::int g, (select count(*) from mall_sku)::int s,
        (select count(*) from mall_category)::int c, (select count(*) from mall_store)::int st`))[0];
    const before = await count();
    expect(before).toMatchObject({ g: 300, c: 52, st: 39 });
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-again-'));
    try {
      expect(await seedCatalogue(server.database.db, new LocalDiskStorage(dir), { count: 300 })).toEqual({ inserted: 0 });
      expect(await fs.readdir(dir)).toEqual([]); // nothing written either
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    expect(await count()).toEqual(before);
    const [offer] = await queryRows<{ id: number; source_url: string }>(server.database.db,
      sql`select id, source_url from mall_goods where source_platform = '1688' and source_item_id = ${KNOWN_1688_OFFER}`);
    expect(offer).toEqual({ id: 4, source_url: `https://detail.1688.com/offer/${KNOWN_1688_OFFER}.html` });
  });

  it('created_at is spread over past weeks', async () => {
    const [span] = await queryRows<{ days: number }>(server.database.db,
      sql`select extract(epoch from max(created_at) - min(created_at)) / 86400 as days from mall_goods`);
    expect(Number(span!.days)).toBeGreaterThan(14);
  });

  it("draws each goods as its product's kind in its own colours, from its kind's palette", () => {
    for (const g of goodsSpecs(2000).slice(6)) {
      const leaf = TAXONOMY[g.topIndex]!.leaves.find((l) => l.slug === g.leafSlug)!;
      expect(leaf.products.filter((p) => g.name.cn.includes(p.cn)).map((p) => p.kind)).toContain(g.kind);
      expect(new Set(g.colours).size).toBe(g.colours.length);
      for (const c of g.colours) expect(PALETTES[g.kind]).toContain(c);
    }
  });
});

/** The pictures the seed drew (docs/mall-search.md "Seed"), read from the test server's DATA_DIR. */
describe('the demo goods pictures', () => {
  type Goods = { coverUrl: string; images: string[]; skus: { specText: string; imageUrl: string | null }[] };
  const goodsOf = async (id: number) => (await server.call('GET', `/api/goods/${id}`)).body as Goods;
  const fileOf = (url: string) => path.join(server.config.dataDir, 'uploads', url.replace('/api/mall-files/', 'mall/'));
  /** Pixels of the picture exactly in the colour (lossless PNG: a drawing's fill keeps its colour). */
  async function pixelsIn(url: string, rgb: [number, number, number]): Promise<number> {
    const { data, info } = await sharp(fileOf(url)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([240, 240]);
    let n = 0;
    for (let i = 0; i < data.length; i += 3) if (data[i] === rgb[0] && data[i + 1] === rgb[1] && data[i + 2] === rgb[2]) n += 1;
    return n;
  }
  const WHITE: [number, number, number] = [236, 236, 232];
  const BLACK: [number, number, number] = [40, 40, 46];

  it('the T-shirt is a white T-shirt and its black SKU a black one; a thermos is drawn otherwise than a T-shirt', async () => {
    const tee = await goodsOf(1);
    expect(tee.coverUrl).toBe('/api/mall-files/goods/seed2-tshirt-1.png');
    expect(await pixelsIn(tee.coverUrl, WHITE)).toBeGreaterThan(4000);
    const black = tee.skus.find((s) => s.specText.startsWith('黑色'))!;
    expect(black.imageUrl).toBe('/api/mall-files/goods/seed2-tshirt-0.png');
    expect(await pixelsIn(black.imageUrl!, BLACK)).toBeGreaterThan(4000);
    const thermos = await goodsOf(4);
    expect(thermos.coverUrl).toBe('/api/mall-files/goods/seed2-thermos-0.png');
    const [teeBlack, flask] = await Promise.all([fs.readFile(fileOf(black.imageUrl!)), fs.readFile(fileOf(thermos.coverUrl))]);
    expect(teeBlack.equals(flask)).toBe(false);
  });

  it('a gallery shows the goods in each of its colours, each picture its own thumbnail, and nothing unused is drawn', async () => {
    const tee = await goodsOf(1);
    expect(tee.images).toEqual(['/api/mall-files/goods/seed2-tshirt-1.png', '/api/mall-files/goods/seed2-tshirt-0.png']);
    const files = await storedFiles(server.config.dataDir);
    const drawn = files.filter((f) => f.startsWith('mall/goods/seed2-') && f.endsWith('.png'));
    for (const f of drawn) expect(files).toContain(`${f}.thumb.webp`);
    const used = await queryRows<{ key: string }>(server.database.db, sql`
      select cover_key as key from mall_goods union select file_key from mall_goods_image union select image_key from mall_sku where image_key is not null`);
    expect(new Set(drawn)).toEqual(new Set(used.map((u) => u.key)));
  });
});

