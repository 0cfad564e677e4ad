import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';

/**
 * One-typo tolerance for Latin words ("shrit" → shirt, "sneekers" → sneakers). Trigram similarity alone ranks
 * a transposition badly (shrit shares 2 of 6 trigrams with shirt but 4 with "shrink"), so a keyword word that
 * occurs in no goods is compared with the words the goods names do use, by Damerau–Levenshtein distance 1
 * (one insertion, deletion, substitution or swap of neighbours). Those words join the search as alternatives.
 */

/** Words shorter than this are not corrected: "ao", "len", "bag" have too many one-letter neighbours. */
const MIN_WORD = 4;
const MAX_ALTERNATIVES = 4;
/** Another process may add goods; reload the vocabulary now and then (writes here add their words at once). */
const RELOAD_MS = 10 * 60_000;

type Vocabulary = { words: Map<string, number>; loadedAt: number };
const cache = new WeakMap<object, Promise<Vocabulary>>();
const LATIN_WORD = /^[a-z]+$/;

async function load(db: DbOrTx): Promise<Vocabulary> {
  // Names only: the words a buyer means are product words; descriptions would add noise and time. From the
  // narrow search copy of the goods (mall_goods_search), which reads a quarter of the goods table. Catalogue goods
  // only: a buyer's collected goods, which nobody else sees, must not change what the public search corrects.
  const rows = await queryRows<{ w: string; n: number }>(db, sql`
    select w, count(*)::int as n from (select regexp_split_to_table(search_name, ' ') as w from mall_goods_search where owner_id is null) s
    where w ~ '^[a-z]{4,}$' group by w`);
  return { words: new Map(rows.map((r) => [r.w, r.n])), loadedAt: Date.now() };
}

function vocabularyOf(db: DbOrTx): Promise<Vocabulary> {
  let entry = cache.get(db);
  if (!entry) {
    entry = load(db);
    cache.set(db, entry);
    entry.catch(() => cache.delete(db));
  }
  return entry.then((v) => {
    if (Date.now() - v.loadedAt > RELOAD_MS) cache.delete(db);
    return v;
  });
}

/** Adds the words of a written goods (search_name) to a loaded vocabulary, so it can be corrected to at once. */
export function learnWords(db: DbOrTx, searchName: string): void {
  const entry = cache.get(db);
  if (!entry) return;
  void entry.then((v) => {
    for (const w of searchName.split(' ')) if (w.length >= MIN_WORD && LATIN_WORD.test(w)) v.words.set(w, (v.words.get(w) ?? 0) + 1);
  }, () => undefined);
}

/** Optimal string alignment distance, stopping early once it exceeds 1. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true; // substitution
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2); // swap of neighbours
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1); // deletion / insertion
}

/**
 * For each keyword word: the words to search for instead when it occurs nowhere (most frequent first), or none.
 * A word that is part of a known word ("sneak" in sneakers) is left alone: the substring search finds it.
 */
export async function correctionsFor(db: DbOrTx, tokens: string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const candidates = tokens.filter((t) => t.length >= MIN_WORD && LATIN_WORD.test(t));
  if (candidates.length === 0) return out;
  const { words } = await vocabularyOf(db);
  for (const token of candidates) {
    if (words.has(token)) continue;
    let known = false;
    const near: [string, number][] = [];
    for (const [word, n] of words) {
      if (word.includes(token)) { known = true; break; }
      if (withinOneEdit(token, word)) near.push([word, n]);
    }
    if (known || near.length === 0) continue;
    near.sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1));
    out.set(token, near.slice(0, MAX_ALTERNATIVES).map(([w]) => w));
  }
  return out;
}
