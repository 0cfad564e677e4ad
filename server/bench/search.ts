import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connectDatabase } from '../src/db/connect';
import { runMigrations } from '../src/db/migrate';
import { percentile, percentileRow } from './percentiles';

/**
 * `npm run bench:search`: GET api/goods on the benchmark catalogue (seed it first with `npm run seed:bench`,
 * same DATABASE_URL or DATA_DIR). Each request goes through the whole app in process (routing, validation,
 * the SQL, serialisation) with app.inject, so the figure is server time without the network. The mix holds
 * every kind of query the issue names; p50/p95/p99 overall and per kind (BENCH_DETAIL=1: every query's fastest
 * and median time and its total too).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const databaseUrl = process.env.DATABASE_URL ?? null;
const dataDir = path.resolve(process.env.DATA_DIR ?? './data/bench');

const kinds: Record<string, string[]> = {
  'vi with diacritics': ['áo thun cotton', 'giày chạy bộ', 'bình giữ nhiệt', 'thảm tập yoga', 'ốp lưng điện thoại', 'đầm voan'],
  'vi without diacritics': ['ao thun', 'giay the thao', 'binh giu nhiet inox', 'tui deo cheo', 'vali keo', 'op lung'],
  'cn 1-2 characters': ['杯', '裙', '鞋', '衣裙', '手机', '碎花', '帐篷', '口红'],
  'cn 3+ characters': ['连衣裙', '保温杯', '马丁靴', '手机壳', '蓝牙耳机', '不粘锅', '瑜伽垫', '快递袋'],
  'en word': ['sneakers', 'shirt', 'backpack', 'tumbler', 'phone case', 'yoga mat', 'dress', 'power bank'],
  'en one typo': ['shrit', 'sneekers', 'backpak', 'tumblr', 'phnoe case', 'vacum flask', 'hodie', 'umbrela'],
  'source name': ['一件代发', '厂家直销', '跨境专供', '防摔保护套', '源头工厂'],
  'keyword + filters/sort': [
    'keyword=shirt&ddc=true', 'keyword=dress&sort=priceAsc', 'keyword=杯&minPrice=1000&maxPrice=5000',
    'keyword=sneakers&sort=newest', 'keyword=ao%20thun&page=3', 'keyword=bag&recommended=true', 'keyword=bag',
  ],
  'browse (no keyword)': ['sort=newest', 'recommended=true', 'ddc=true&sort=priceAsc', 'page=50', 'sort=priceDesc&minPrice=20000'],
  'no result': ['xyzzy', '不存在的商品', 'qwertyuiop'],
};

const config = loadConfig({ ...process.env, NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATA_DIR: dataDir });
const database = await connectDatabase({ databaseUrl, dataDir: databaseUrl ? null : dataDir });
await runMigrations(database);
const app = await buildApp(config, database);
await app.ready();

const urlOf = (q: string) => `/api/goods?${q.includes('=') ? q : `keyword=${encodeURIComponent(q)}`}`;
const total = await app.inject({ url: '/api/goods?size=1' });
console.log(`${database.driver}: ${JSON.parse(total.body).totalElements} goods on sale`);
// Warm-up: the typo vocabulary, the planner's caches, JIT.
for (const list of Object.values(kinds)) for (const q of list) await app.inject({ url: urlOf(q) });

const times: Record<string, number[]> = {};
const byQuery: Record<string, number[]> = {};
const all: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const [kind, list] of Object.entries(kinds)) {
    for (const q of list) {
      const t = performance.now();
      const res = await app.inject({ url: urlOf(q) });
      const ms = performance.now() - t;
      if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`);
      (times[kind] ??= []).push(ms);
      (byQuery[q] ??= []).push(ms);
      all.push(ms);
    }
  }
}
console.log('| kind | requests | p50 ms | p95 ms | p99 ms |\n|---|---|---|---|---|');
for (const [kind, list] of Object.entries(times)) console.log(percentileRow(kind, list));
console.log(percentileRow('**all**', all));
const slowest = Object.entries(byQuery).map(([q, list]) => [q, percentile(list, 50)] as const).sort((a, b) => b[1] - a[1]).slice(0, 8);
console.log(`\nslowest queries (median ms): ${slowest.map(([q, ms]) => `${q} ${ms.toFixed(1)}`).join(', ')}`);
if (process.env.BENCH_DETAIL) {
  // Every query's fastest and median time and its total: the fastest round is the least disturbed by other load.
  console.log('\n| query | total | min ms | p50 ms |\n|---|---|---|---|');
  for (const [q, list] of Object.entries(byQuery).sort((a, b) => percentile(b[1], 50) - percentile(a[1], 50))) {
    const res = await app.inject({ url: urlOf(q) });
    console.log(`| ${q} | ${JSON.parse(res.body).totalElements} | ${Math.min(...list).toFixed(1)} | ${percentile(list, 50).toFixed(1)} |`);
  }
}
await app.close();
