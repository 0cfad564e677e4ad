import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, testDriver } from '../../test/harness';
import { SERVER_ROOT } from '../paths';
import { connectDatabase, type Database } from './connect';
import { queryRows } from './rows';

/**
 * Migration 0015 on a database that already holds collected goods (docs/mall-search.md "Collected goods"): the
 * goods buyers collected and staff never filed become their first collector's own, with the lines ordered on them
 * marked as collected prices; goods staff filed and the seeded ones stay catalogue goods.
 */
const MIGRATIONS = path.join(SERVER_ROOT, 'migrations');
const BEFORE = 15;

/** The migrations folder as it was before migration `BEFORE` (its journal cut there). */
function folderBefore(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.idx < BEFORE);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

async function migrate(database: Database, migrationsFolder: string): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = await database.pool.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    client.release();
  }
}

let database: Database;
let drop: (() => Promise<void>) | undefined;
let before: string | undefined;
const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await queryRows<T>(database.db, query);
  if (!row) throw new Error('expected a row');
  return row;
};

beforeAll(async () => {
  const pg = testDriver === 'postgres' ? await freshPostgres() : null;
  drop = pg?.drop;
  database = await connectDatabase({ databaseUrl: pg?.url ?? null, dataDir: null });
  before = folderBefore();
  await migrate(database, before);
  const db = database.db;
  await db.execute(sql`insert into sys_user (id, username, username_canonical, nick_name, password_hash, account_type)
    values (901, 'old-buyer', 'old-buyer', 'Old buyer', 'x', 'purchaser')`);
  await db.execute(sql`insert into mall_store (id, name) values (901, '景德镇陶瓷旗舰店')`);
  await db.execute(sql`insert into mall_category (id, pid, name) values (901, null, '待分类'), (902, null, '家居')`);
  // 911: collected, never filed; 912: collected, then moved by staff; 913: a seeded ddc goods.
  await db.execute(sql`insert into mall_goods (id, store_id, category_id, name, ddc, source_platform, source_item_id, source_url, created_by)
    values (911, 901, 901, '马克杯', true, 'tmall', '1001', 'https://detail.tmall.com/item.htm?id=1001', 901),
           (912, 901, 902, '碗', true, 'tmall', '1002', 'https://detail.tmall.com/item.htm?id=1002', 901),
           (913, 901, 902, '盘', true, '1688', '1003', 'https://detail.1688.com/offer/1003.html', null)`);
  await db.execute(sql`insert into mall_order (id, order_no, user_id, store_id, status, goods_total, deposit_amount, quantity, source)
    values (901, 'PO20261101000901', 901, 901, 'depositPending', 7000, 2100, 2, 'cart')`);
  await db.execute(sql`insert into mall_order_line (order_id, goods_id, sku_id, goods_name, spec_text, unit_price, quantity, total_price)
    values (901, 911, 1, '马克杯', '白色', 5000, 1, 5000), (901, 913, 2, '盘', '大', 2000, 1, 2000)`);
  await migrate(database, MIGRATIONS);
});

afterAll(async () => {
  await database?.close();
  await drop?.();
  if (before) fs.rmSync(before, { recursive: true, force: true });
});

describe('migration 0015 (collected goods)', () => {
  it('goods collected and never filed become their collector\'s own, in the search copy too; filed and seeded goods stay public', async () => {
    const owners = await queryRows<{ id: number; owner_id: number | null; search_owner: number | null }>(database.db, sql`
      select g.id, g.owner_id, s.owner_id as search_owner from mall_goods g join mall_goods_search s on s.goods_id = g.id
      where g.id in (911, 912, 913) order by g.id`);
    expect(owners.map((r) => [r.id, r.owner_id, r.search_owner])).toEqual([[911, 901, 901], [912, null, null], [913, null, null]]);
  });

  it('lines ordered on them keep their price as a collected one with its source link', async () => {
    const lines = await queryRows<{ goods_id: number; collected_price: number | null; source_url: string | null }>(database.db, sql`
      select goods_id, collected_price, source_url from mall_order_line where order_id = 901 order by goods_id`);
    expect(lines.map((l) => [l.goods_id, l.collected_price, l.source_url])).toEqual([
      [911, 5000, 'https://detail.tmall.com/item.htm?id=1001'], [913, null, null],
    ]);
  });

  it('the collected category leaves the public tree; the unique indexes hold per collector and for the catalogue', async () => {
    expect((await one<{ enabled: boolean }>(sql`select enabled from mall_category where id = 901`)).enabled).toBe(false);
    expect((await one<{ enabled: boolean }>(sql`select enabled from mall_category where id = 902`)).enabled).toBe(true);
    // Another buyer's own copy of item 1001 is allowed; a second catalogue goods of item 1003 is not.
    await database.db.execute(sql`insert into sys_user (id, username, username_canonical, nick_name, password_hash) values (902, 'b', 'b', 'b', 'x')`);
    await database.db.execute(sql`insert into mall_goods (store_id, category_id, name, source_platform, source_item_id, owner_id)
      values (901, 901, '马克杯', 'tmall', '1001', 902)`);
    await expect(database.db.execute(sql`insert into mall_goods (store_id, category_id, name, source_platform, source_item_id)
      values (901, 902, '盘', '1688', '1003')`)).rejects.toThrow();
  });
});
