import { sql, type SQL } from 'drizzle-orm';
import type { GoodsQuery } from 'shared-contracts/api/goods';
import { normalizeSearchText } from 'shared-contracts/mall/search-text';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { TtlCache } from '../../plugins/app/ttl-cache';
import { ownerInScope, type DataScope } from '../data-scope/data-scope';
import { correctionsFor } from './typo-correction';

/** A goods as search and lists read it (one row of the card query). */
export type CardRow = {
  id: number; name: string; name_i18n: Record<string, string>; ddc: boolean; source_platform: string | null;
  min_price: number; max_price: number; moq: number; sales: number; cover_key: string | null; store_id: number;
  store_name: string; store_name_i18n: Record<string, string>; category_id: number; created_at: Date | string;
};

/** pg_trgm makes no trigram of a word shorter than this: such words need the forms below to use an index. */
const TRIGRAM = 3;
const HAN = /\p{Script=Han}/u;
const ALL_HAN = /^\p{Script=Han}+$/u;

const contains = (column: SQL, word: string) => sql`${column} like ${`%${word}%`}`;
const anyOf = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;
const allOf = (parts: SQL[]) => sql.join(parts, sql` and `);

/**
 * The condition one keyword word puts on a goods, in a form the GIN trigram index on search_text serves:
 * - three characters or more: a substring of search_text;
 * - one or two Chinese characters: one of the names' character words (search-columns.ts hanGrams), `% 裙 %`;
 * - one or two characters mixing Chinese and Latin ("T恤"): its Chinese character as above, and the exact
 *   substring in the names (checked on the rows the index found);
 * - one or two Latin letters or digits ("ao", "xl"): the start of a word, `% ao%` (word-start trigrams).
 */
function wordMatch(word: string): SQL {
  // search_text alone: it starts with the names, so a word in a name is found within its first ~130 bytes, and
  // it is stored uncompressed in mall_goods_search. Testing search_name first (as when search read the wide
  // goods rows, whose search_text was compressed) would add a second index scan to every word's bitmap and a
  // second LIKE to every recheck (counting `giay the thao` at 100,000 goods: 35 → 15 ms).
  if ([...word].length >= TRIGRAM) return contains(sql`g.search_text`, word);
  if (ALL_HAN.test(word)) return sql`g.search_text like ${`% ${word} %`}`;
  const han = [...word].find((c) => HAN.test(c));
  if (han) return sql`(g.search_text like ${`% ${han} %`} and ${contains(sql`g.search_name`, word)})`;
  return sql`(g.search_text like ${`% ${word}%`} or g.search_text like ${`${word}%`})`;
}

/**
 * The goods `g` (mall_goods_search or mall_goods) may be shown to the public, "listed": a catalogue goods (not a
 * buyer's collected one), on sale, its store enabled, its category and every ancestor of it enabled
 * (docs/mall-search.md). Checked when read, against the
 * disabled stores and the categories off the enabled tree, each computed once per statement (an InitPlan, usually
 * an empty array): disabling a store or a category rewrites no goods, and a row pays two tests of an empty list.
 * The enabled tree runs from the enabled top levels (a category whose parent no longer exists counts as one, as
 * the category tree shows it) down through enabled children.
 */
export const listedSql = sql`(g.owner_id is null and g.on_sale
  and g.store_id <> all(array(select s.id from mall_store s where not s.enabled))
  and g.category_id <> all(array(
    with recursive live(id) as (
      select c.id from mall_category c
      where c.enabled and (c.pid is null or not exists (select 1 from mall_category p where p.id = c.pid))
      union select c.id from mall_category c join live on c.pid = live.id where c.enabled)
    select c.id from mall_category c except select id from live)))`;

/**
 * `listed`: the public's lists, listed goods only (listedSql). Staff lists leave it out and may filter by `onSale`
 * and `collected`; `scope` keeps the collected goods they see to the buyers of their data scope.
 */
export type SearchFilters = Omit<GoodsQuery, 'page' | 'size' | 'sort' | 'keyword'> & {
  onSale?: boolean; collected?: boolean; scope?: DataScope; listed?: true;
};

function filtersOf(f: SearchFilters): SQL[] {
  const where: SQL[] = [];
  if (f.listed) where.push(listedSql);
  if (f.onSale !== undefined) where.push(sql`g.on_sale = ${f.onSale}`);
  if (f.collected !== undefined) where.push(f.collected ? sql`g.owner_id is not null` : sql`g.owner_id is null`);
  if (f.scope && f.scope.kind !== 'all') where.push(sql`(g.owner_id is null or ${ownerInScope(f.scope, sql`g.owner_id`)})`);
  if (f.categoryId !== undefined) {
    where.push(sql`g.category_id in (with recursive t(id) as (
      select ${f.categoryId}::int union select c.id from mall_category c join t on c.pid = t.id) select id from t)`);
  }
  if (f.storeId !== undefined) where.push(sql`g.store_id = ${f.storeId}`);
  // The goods' price range meets the asked range.
  if (f.minPrice !== undefined) where.push(sql`g.max_price >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) where.push(sql`g.min_price <= ${f.maxPrice}`);
  if (f.ddc !== undefined) where.push(sql`g.ddc = ${f.ddc}`);
  if (f.recommended !== undefined) where.push(sql`g.recommended = ${f.recommended}`);
  return where;
}

/**
 * The keyword's match condition and relevance score (docs/mall-search.md). Every word (or, for a Latin word
 * that occurs nowhere, one of its one-typo corrections) must match (wordMatch); the score puts the exact phrase
 * in a name first (as whole words above inside words), then the corrected phrase in a name, then every word in a
 * name, then the phrase in a description, store or category.
 */
async function keywordClauses(db: DbOrTx, phrase: string): Promise<{ match: SQL; score: SQL }> {
  const tokens = [...new Set(phrase.split(' '))];
  const corrections = await correctionsFor(db, tokens);
  const alternatives = tokens.map((t) => [t, ...(corrections.get(t) ?? [])]);
  const match = allOf(alternatives.map((alts) => (alts.length === 1 ? wordMatch(alts[0] as string) : anyOf(alts.map(wordMatch)))));
  const corrected = corrections.size > 0 ? tokens.map((t) => corrections.get(t)?.[0] ?? t).join(' ') : null;
  // One CASE, first match wins, so a goods pays only for the tests down to its own rank (every matching goods
  // is scored: with thousands of matches each LIKE counts). Tests that the match already implies are left out.
  const whens: SQL[] = [
    sql`when ${contains(sql`g.search_name`, phrase)} then 500 + (case when (' ' || g.search_name || ' ') like ${`% ${phrase} %`} then 100 else 0 end)`,
  ];
  if (corrected) whens.push(sql`when ${contains(sql`g.search_name`, corrected)} then 350`);
  if (alternatives.length > 1 || corrected) {
    whens.push(sql`when ${allOf(alternatives.map((alts) => anyOf(alts.map((w) => contains(sql`g.search_name`, w)))))} then 200`);
  }
  if (alternatives.length > 1) whens.push(sql`when ${contains(sql`g.search_text`, phrase)} then 50`);
  const score = sql`(case ${sql.join(whens, sql` `)} else 0 end)`;
  return { match, score };
}

/** The sort over the ranked rows `m` (columns id, score, sales, min_price, max_price, created_at). */
function orderOf(sort: GoodsQuery['sort'], ranked: boolean): SQL {
  switch (sort) {
    case 'priceAsc': return sql`min_price asc, id asc`;
    // By the "from" price both ways, as cards show it; min_price has an index, so a browse page is cheap.
    case 'priceDesc': return sql`min_price desc, id desc`;
    case 'newest': return sql`created_at desc, id desc`;
    default: return ranked ? sql`score desc, sales desc, id desc` : sql`created_at desc, id desc`;
  }
}

const whereOf = (parts: SQL[]) => (parts.length ? sql`where ${allOf(parts)}` : sql``);

/** Which rows of a list: `limit` of them after `offset` (a page; an export takes every row up to its limit). */
type Window = { limit: number; offset: number };
const windowOf = (q: Pick<GoodsQuery, 'page' | 'size'>): Window => ({ limit: q.size, offset: q.page * q.size });

/**
 * The ids of one window and the total. Only the narrow search copy of the goods is read here (mall_goods_search
 * `g`: search columns, sort and filter keys): the sort keys and, for a keyword, the score of every matching goods
 * (the total comes with them, `count(*) over ()`); the cards are read for the window's ids alone (cardsOf), so the
 * wide goods rows are neither rechecked, scored nor sorted.
 */
async function rankedIds(db: DbOrTx, where: SQL[], score: SQL | null, sort: GoodsQuery['sort'], w: Window): Promise<{ ids: number[]; total: number | null }> {
  const rows = await queryRows<{ id: number; total: number }>(db, sql`
    select id, count(*) over ()::int as total from (
      select g.goods_id as id, g.sales, g.min_price, g.max_price, g.created_at, ${score ?? sql`0`} as score
      from mall_goods_search g ${whereOf(where)}
      -- A fence: without it the planner may walk the created_at index testing the LIKEs on every goods
      -- (sort=newest), instead of letting the trigram index find the few that match.
      offset 0) m
    order by ${orderOf(sort, !!score)} limit ${w.limit} offset ${w.offset}`);
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? null };
}

/** A window without a keyword: straight from the sort's index; the total is counted apart (and kept, below). */
async function browseIds(db: DbOrTx, where: SQL[], sort: GoodsQuery['sort'], w: Window): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`
    select g.goods_id as id from mall_goods_search g ${whereOf(where)}
    order by ${orderOf(sort, false)} limit ${w.limit} offset ${w.offset}`);
  return rows.map((r) => r.id);
}

/**
 * Totals of keyword-less lists (the mall home, a category page, the staff list) by their filters, for 30 s:
 * counting them means reading every matching row, which a browse page does not otherwise need. Writes through
 * the catalogue routes clear it (catalogueChanged); another process's writes show within the TTL.
 */
const BROWSE_TOTAL_TTL_MS = 30_000;
const browseTotals = new WeakMap<object, TtlCache<number>>();
const totalsOf = (db: DbOrTx) => {
  let cache = browseTotals.get(db);
  if (!cache) browseTotals.set(db, (cache = new TtlCache<number>(BROWSE_TOTAL_TTL_MS, 500)));
  return cache;
};

/**
 * Call after a write that adds, removes or moves goods, or enables or disables a store or category (the goods,
 * store, category and collect routes do, on every write).
 */
export function catalogueChanged(db: DbOrTx): void {
  browseTotals.get(db)?.clear();
}

async function browseTotal(db: DbOrTx, where: SQL[], f: SearchFilters): Promise<number> {
  const cache = totalsOf(db);
  const key = JSON.stringify([f.listed, f.onSale, f.collected, f.scope, f.categoryId, f.storeId, f.minPrice, f.maxPrice, f.ddc, f.recommended]);
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const version = cache.version();
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mall_goods_search g ${whereOf(where)}`);
  const n = row?.n ?? 0;
  cache.set(key, n, version);
  return n;
}

/** The cards of the given ids, in that order. */
async function cardsOf(db: DbOrTx, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<CardRow>(db, sql`
    select g.id, g.name, g.name_i18n, g.ddc, g.source_platform, g.min_price, g.max_price, g.moq, g.sales, g.cover_key,
      g.store_id, s.name as store_name, s.name_i18n as store_name_i18n, g.category_id, g.created_at
    from mall_goods g join mall_store s on s.id = g.store_id
    where g.id in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is CardRow => !!r);
}

async function countMatches(db: DbOrTx, where: SQL[]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from mall_goods_search g ${whereOf(where)}`);
  return row?.n ?? 0;
}

/**
 * The ids of a keyword's window in relevance order, and the total. When no goods holds every word, goods whose
 * names are trigram-similar to the keyword (pg_trgm word similarity, `<%`, GIN-indexed) are answered instead.
 */
async function keywordIds(db: DbOrTx, phrase: string, filters: SQL[], sort: GoodsQuery['sort'], w: Window): Promise<{ ids: number[]; total: number }> {
  const keyword = await keywordClauses(db, phrase);
  const where = [keyword.match, ...filters];
  return db.transaction(async (tx) => {
    // Every keyword condition has a trigram index path (wordMatch), but pg_trgm's selectivity guesses for short
    // or common words ("bag") can make the planner read the whole table instead (PGlite still does for "bag" on
    // the search table; on the wide goods table PostgreSQL did too: 250 ms against 55 ms for the bitmap at
    // 100,000 goods). Only this transaction's statements are affected. The penalty this puts on the scan of the
    // few stores (listedSql) would make PostgreSQL compile the statement (JIT, 180 ms): not for a 20 ms query.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local jit = off`);
    let { ids, total } = await rankedIds(tx, where, keyword.score, sort, w);
    // A window past the end has no row to carry the total.
    if (total === null && w.offset > 0) total = await countMatches(tx, where);
    if (!total && [...phrase].length >= TRIGRAM) {
      const fuzzy = [sql`${phrase} <% g.search_name`, ...filters];
      const score = sql`(1 - (${phrase} <<-> g.search_name))`;
      ({ ids, total } = await rankedIds(tx, fuzzy, score, sort, w));
      if (total === null && w.offset > 0) total = await countMatches(tx, fuzzy);
    }
    return { ids, total: total ?? 0 };
  });
}

/** What a search or a staff list asks: the query and, for staff, on sale, collected and the data scope. */
export type GoodsSearch = Omit<GoodsQuery, 'page' | 'size'> & Pick<SearchFilters, 'onSale' | 'collected' | 'scope' | 'listed'>;

/** `GET api/goods`: relevance first, then the filters and the sort (keywordIds for a keyword). */
export async function searchGoods(db: DbOrTx, q: GoodsSearch & Pick<GoodsQuery, 'page' | 'size'>): Promise<{ rows: CardRow[]; total: number }> {
  const filters = filtersOf(q);
  const phrase = q.keyword ? normalizeSearchText(q.keyword) : '';
  if (!phrase) {
    const [ids, total] = [await browseIds(db, filters, q.sort, windowOf(q)), await browseTotal(db, filters, q)];
    return { rows: await cardsOf(db, ids), total };
  }
  const found = await keywordIds(db, phrase, filters, q.sort, windowOf(q));
  return { rows: await cardsOf(db, found.ids), total: found.total };
}

/**
 * Every goods of a list in the list's own order, at most `limit` ids: the same filters, keyword match (with its
 * fuzzy fallback) and sort as searchGoods, for the staff list's export (goods-export.ts). Ids rather than a keyset:
 * the relevance score a keyword list is ordered by is computed, not a column a page could start after.
 */
export async function searchGoodsIds(db: DbOrTx, q: GoodsSearch, limit: number): Promise<number[]> {
  const filters = filtersOf(q);
  const phrase = q.keyword ? normalizeSearchText(q.keyword) : '';
  const w = { limit, offset: 0 };
  return phrase ? (await keywordIds(db, phrase, filters, q.sort, w)).ids : browseIds(db, filters, q.sort, w);
}
