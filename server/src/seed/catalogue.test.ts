import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LocalDiskStorage } from '../plugins/app/storage';
import { queryRows } from '../db/rows';
import { useTestServer } from '../../test/harness';
import { seedCatalogue } from './catalogue';
import { goodsSpecs } from './catalogue/generate';
import { KNOWN_1688_OFFER } from './catalogue/fixtures';

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
});
