import { beforeAll, describe, expect, it } from 'vitest';
import type { Category, GoodsCard } from 'shared-contracts/api/goods';
import { normalizeSearchText } from 'shared-contracts/mall/search-text';
import { useTestServer } from '../../../test/harness';

/**
 * The search table (issue 8): queries as buyers type them against the real demo catalogue seed, with the goods
 * each must answer first. Fixture ids 1–6 are the catalogue seed's first goods (seed/catalogue/fixtures.ts).
 */
const { server } = useTestServer({ catalogue: true });

type Lang = 'cn' | 'en' | 'vi';
const textOf = (c: GoodsCard, lang: Lang) => normalizeSearchText(lang === 'cn' ? c.name : c.nameI18n[lang] ?? c.name);
/** The first goods' name in `lang` contains `word` (compared in the search normal form). */
const nameHas = (lang: Lang, word: string) => (c: GoodsCard) => textOf(c, lang).includes(normalizeSearchText(word));

type Case = { q: string; first: number | ((c: GoodsCard) => boolean); why: string };

const cases: Case[] = [
  // Vietnamese, with and without diacritics, any case.
  { q: 'Áo thun cotton nam cổ tròn', first: 1, why: 'vi exact name' },
  { q: 'ao thun cotton nam co tron', first: 1, why: 'vi without diacritics' },
  { q: 'AO THUN COTTON NAM', first: nameHas('vi', 'ao thun cotton nam'), why: 'vi upper case without diacritics' },
  { q: 'ao thun', first: nameHas('vi', 'áo thun'), why: 'vi short phrase' },
  { q: 'áo thun', first: nameHas('vi', 'ao thun'), why: 'vi short phrase with diacritics' },
  { q: 'đầm voan hoa', first: 2, why: 'vi with đ' },
  { q: 'dam voan hoa', first: 2, why: 'vi đ typed as d' },
  { q: 'giày chạy bộ thể thao', first: 3, why: 'vi shoes' },
  { q: 'giay chay bo the thao thoang khi', first: 3, why: 'vi shoes without diacritics' },
  { q: 'bình giữ nhiệt inox 304', first: 4, why: 'vi flask' },
  { q: 'binh giu nhiet', first: nameHas('vi', 'bình giữ nhiệt'), why: 'vi flask without diacritics' },
  { q: 'ao so mi nam dai tay', first: 5, why: 'vi shirt' },
  { q: 'op lung dien thoai trong suot', first: 6, why: 'vi phone case' },
  { q: 'thảm tập yoga', first: nameHas('vi', 'thảm tập yoga'), why: 'vi yoga mat' },
  { q: 'vali keo', first: nameHas('vi', 'vali kéo'), why: 'vi suitcase without diacritics' },
  // Chinese substrings of 1 to 7 characters, no spaces.
  { q: '杯', first: nameHas('cn', '杯'), why: 'cn 1 character' },
  { q: '裙', first: nameHas('cn', '裙'), why: 'cn 1 character' },
  { q: '碎花', first: 2, why: 'cn 2 characters, one goods' },
  { q: '衣裙', first: nameHas('cn', '连衣裙'), why: 'cn 2 characters inside a word' },
  { q: 'T恤', first: nameHas('cn', 't恤'), why: 'cn with a Latin letter' },
  { q: '连衣裙', first: nameHas('cn', '连衣裙'), why: 'cn 3 characters' },
  { q: '马丁靴', first: nameHas('cn', '马丁靴'), why: 'cn 3 characters' },
  { q: '保温杯', first: nameHas('cn', '保温杯'), why: 'cn 3 characters' },
  { q: '手机壳', first: nameHas('cn', '手机壳'), why: 'cn 3 characters' },
  { q: '碎花雪纺连衣裙', first: 2, why: 'cn full name' },
  { q: '磁吸透明手机壳', first: 6, why: 'cn full name' },
  // English, exact and with one typo (substitution, transposition, insertion, deletion).
  { q: 'sneakers', first: nameHas('en', 'sneakers'), why: 'en word' },
  { q: 'sneekers', first: nameHas('en', 'sneakers'), why: 'en one substitution' },
  { q: 'shrit', first: nameHas('en', 'shirt'), why: 'en transposition' },
  { q: 'backpak', first: nameHas('en', 'backpack'), why: 'en deletion' },
  { q: 'tumblr', first: 4, why: 'en deletion, one goods' },
  { q: 'phnoe case', first: nameHas('en', 'phone case'), why: 'en transposition in a phrase' },
  { q: 'vacum flask', first: nameHas('en', 'vacuum flask'), why: 'en deletion in a phrase' },
  { q: 'tumbler', first: 4, why: 'en word, one goods' },
  { q: 'Floral Chiffon Midi Dress', first: 2, why: 'en exact name' },
  { q: "men's cotton crew neck", first: 1, why: 'en with an apostrophe' },
  { q: 'cotton shirt', first: (c) => nameHas('en', 'cotton')(c) && nameHas('en', 'shirt')(c), why: 'en both words in the name first' },
  { q: 'yoga mat', first: nameHas('en', 'yoga mat'), why: 'en phrase' },
  // Chinese source names of ddc goods.
  { q: '防摔保护套', first: 6, why: 'taobao source name' },
  { q: '厂家批发可定制logo', first: 4, why: '1688 source name with Latin letters' },
  { q: '车载水杯', first: 4, why: '1688 source name substring' },
  { q: '一件代发', first: (c) => c.ddc, why: 'words only source names carry' },
  // No goods holds every word: the names most similar to the keyword (pg_trgm word similarity).
  { q: 'vacuum insulated tumbler bottle', first: 4, why: 'fallback: one word found nowhere' },
  { q: 'floral chiffon midi dress red', first: 2, why: 'fallback: a colour not in the name' },
];

async function search(params: Record<string, string | number | boolean>) {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await server.call('GET', `/api/goods?${qs}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { content: GoodsCard[]; totalElements: number };
}

describe('GET api/goods: the query table', () => {
  it.each(cases)('$q ($why)', async ({ q, first }) => {
    const { content, totalElements } = await search({ keyword: q });
    expect(totalElements).toBeGreaterThan(0);
    const top = content[0] as GoodsCard;
    if (typeof first === 'number') expect(top.id, `${top.name} / ${top.nameI18n.en}`).toBe(first);
    else expect(first(top), `${top.name} / ${top.nameI18n.en} / ${top.nameI18n.vi}`).toBe(true);
  });

  it('the fixtures are the goods the table names', async () => {
    const names = await Promise.all([1, 2, 3, 4, 5, 6].map(async (id) => (await server.call('GET', `/api/goods/${id}`)).body.nameI18n.en));
    expect(names).toEqual([
      "Men's Cotton Crew Neck T-Shirt", 'Floral Chiffon Midi Dress', 'Lightweight Breathable Running Sneakers',
      'Stainless Steel Vacuum Insulated Tumbler 500ml', "Men's Long Sleeve Business Shirt", 'Magnetic Clear Phone Case',
    ]);
  });

  it.each(['xyzzy qwerty', 'zzzz', '不存在的商品名称', '50%qqx', 'qqq_zzz'])('%s finds nothing', async (q) => {
    const { content, totalElements } = await search({ keyword: q });
    expect(content).toEqual([]);
    expect(totalElements).toBe(0);
  });

  it.each(['%', '___', ' ! '])('%s (punctuation only) is no keyword, never a LIKE wildcard', async (q) => {
    const all = await search({});
    expect((await search({ keyword: q })).totalElements).toBe(all.totalElements);
  });

  it('an exact phrase in a name ranks above the same words apart or a description match', async () => {
    const { content } = await search({ keyword: 'running sneakers', size: 50 });
    const firstApart = content.findIndex((c) => !nameHas('en', 'running sneakers')(c));
    const lastPhrase = content.map((c) => nameHas('en', 'running sneakers')(c)).lastIndexOf(true);
    expect(lastPhrase).toBeGreaterThanOrEqual(0);
    if (firstApart >= 0) expect(firstApart).toBeGreaterThan(lastPhrase);
  });
});

describe('GET api/goods: filters, sorts and paging', () => {
  let tree: Category[] = [];
  const find = (name: string) => {
    const walk = (list: Category[]): Category | undefined => {
      for (const c of list) {
        if (c.nameI18n.en === name) return c;
        const inner = walk(c.children ?? []);
        if (inner) return inner;
      }
      return undefined;
    };
    const found = walk(tree);
    if (!found) throw new Error(`no category ${name}`);
    return found;
  };
  beforeAll(async () => {
    tree = (await server.call('GET', '/api/categories')).body;
  });

  it('the category tree has 12+ top levels with children', () => {
    expect(tree.length).toBeGreaterThanOrEqual(12);
    for (const top of tree) expect((top.children ?? []).length).toBeGreaterThan(0);
  });

  it('categoryId includes the sub-categories', async () => {
    const apparel = find('Apparel');
    const childIds = (apparel.children ?? []).map((c) => c.id);
    const { content, totalElements } = await search({ keyword: 'shirt', categoryId: apparel.id, size: 100 });
    expect(totalElements).toBeGreaterThan(0);
    for (const c of content) expect(childIds).toContain(c.categoryId);
    const kitchen = await search({ keyword: 'shirt', categoryId: find('Kitchen').id });
    expect(kitchen.totalElements).toBe(0);
  });

  it('categoryId of a leaf, without a keyword', async () => {
    const men = find("Men's Clothing");
    const { content, totalElements } = await search({ categoryId: men.id, size: 100 });
    expect(totalElements).toBeGreaterThan(10);
    for (const c of content) expect(c.categoryId).toBe(men.id);
  });

  it('storeId', async () => {
    const storeId = (await search({ keyword: 'ao thun cotton nam co tron' })).content[0]!.storeId;
    const { content, totalElements } = await search({ storeId, size: 100 });
    expect(totalElements).toBeGreaterThan(1);
    for (const c of content) expect(c.storeId).toBe(storeId);
  });

  it('minPrice/maxPrice keep goods whose price range meets the asked range', async () => {
    const { content, totalElements } = await search({ keyword: 'shirt', minPrice: 3000, maxPrice: 6000, size: 100 });
    const all = await search({ keyword: 'shirt', size: 100 });
    expect(totalElements).toBeGreaterThan(0);
    expect(totalElements).toBeLessThan(all.totalElements);
    for (const c of content) {
      expect(c.maxPrice).toBeGreaterThanOrEqual(3000);
      expect(c.minPrice).toBeLessThanOrEqual(6000);
    }
  });

  it('ddc=true and ddc=false split the goods', async () => {
    const yes = await search({ keyword: 'shirt', ddc: true, size: 100 });
    const no = await search({ keyword: 'shirt', ddc: false, size: 100 });
    const all = await search({ keyword: 'shirt', size: 100 });
    expect(yes.totalElements + no.totalElements).toBe(all.totalElements);
    expect(yes.content.every((c) => c.ddc && c.sourcePlatform)).toBe(true);
    expect(no.content.every((c) => !c.ddc)).toBe(true);
  });

  it('recommended=true keeps recommended goods only', async () => {
    const { content, totalElements } = await search({ recommended: true, size: 100 });
    expect(totalElements).toBeGreaterThan(10);
    expect(totalElements).toBeLessThan(1000);
    const details = await Promise.all(content.slice(0, 5).map(async (c) => (await server.call('GET', `/api/goods/${c.id}`)).body));
    expect(details.every((d) => d.recommended === true)).toBe(true);
  });

  it('sort=priceAsc, priceDesc and newest', async () => {
    const asc = (await search({ keyword: 'shirt', sort: 'priceAsc', size: 50 })).content.map((c) => c.minPrice);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search({ keyword: 'shirt', sort: 'priceDesc', size: 50 })).content.map((c) => c.minPrice);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = (await search({ sort: 'newest', size: 50 })).content.map((c) => c.createTime);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('paging: pages are disjoint, the total stays, a page past the end is empty', async () => {
    const p0 = await search({ keyword: 'ao thun', size: 5, page: 0 });
    const p1 = await search({ keyword: 'ao thun', size: 5, page: 1 });
    expect(p0.totalElements).toBe(p1.totalElements);
    expect(p0.content).toHaveLength(5);
    expect(p1.content.map((c) => c.id).some((id) => p0.content.some((c) => c.id === id))).toBe(false);
    const past = await search({ keyword: 'ao thun', size: 5, page: 1000 });
    expect(past.content).toEqual([]);
    expect(past.totalElements).toBe(p0.totalElements);
  });

  it('the demo catalogue: 2,000+ goods, cards with a cover picture that is served', async () => {
    const { content, totalElements } = await search({ size: 3 });
    expect(totalElements).toBeGreaterThanOrEqual(2000);
    const cover = content[0]!.coverUrl as string;
    expect(cover).toMatch(/^\/api\/mall-files\/goods\/.+\.png$/);
    const res = await fetch(server.url + cover);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
  });
});

describe('GET api/goods: bad input answers 400 with a message key', () => {
  it.each([
    ['sort=cheapest', 'mall.goodsSortInvalid'],
    ['size=0', undefined],
    ['size=101', undefined],
    ['page=-1', undefined],
    ['minPrice=-5', 'validation.invalidNumber'],
    ['maxPrice=abc', 'validation.invalidNumber'],
    ['categoryId=1.5', 'validation.invalidNumber'],
    ['ddc=maybe', 'error.badRequest'],
    [`keyword=${'a'.repeat(101)}`, 'validation.tooLong'],
  ])('%s', async (qs, key) => {
    const res = await server.call('GET', `/api/goods?${qs}`);
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
    if (key) expect(res.body.message).toBe(key);
  });
});
