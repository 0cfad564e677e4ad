import type { SourcePlatform } from 'shared-contracts/api/goods';
import { PALETTES } from './drawings/palettes';
import { FIXTURES } from './fixtures';
import type { GoodsSpec, SkuSpec, StoreSpec } from './specs';
import {
  APPAREL_SIZES, ATTR, CAPACITIES, CITIES, COLOURS, PACKS, SHOE_SIZES, SPECS, STORE_KINDS, TAXONOMY, type T3, type Top,
} from './taxonomy';

/**
 * The demo catalogue, the same on every run (a seeded PRNG, no clock): stores, and goods made by combining each
 * category's products with its materials and styles in three languages. catalogue.ts writes it.
 */
export type { GoodsSpec, SkuSpec, StoreSpec } from './specs';

export const PLATFORMS: SourcePlatform[] = ['1688', 'taobao', 'tmall', 'pinduoduo'];
const BRANDS: T3[] = [
  { cn: '佳美', en: 'Jiamei', vi: 'Jiamei' }, { cn: '鑫源', en: 'Xinyuan', vi: 'Xinyuan' }, { cn: '恒达', en: 'Hengda', vi: 'Hengda' },
  { cn: '华盛', en: 'Huasheng', vi: 'Huasheng' }, { cn: '优品', en: 'Youpin', vi: 'Youpin' }, { cn: '永兴', en: 'Yongxing', vi: 'Yongxing' },
  { cn: '金诚', en: 'Jincheng', vi: 'Jincheng' }, { cn: '安泰', en: 'Antai', vi: 'Antai' }, { cn: '锦程', en: 'Jincheng Star', vi: 'Jincheng Star' },
  { cn: '百润', en: 'Bairun', vi: 'Bairun' }, { cn: '瑞丰', en: 'Ruifeng', vi: 'Ruifeng' }, { cn: '嘉禾', en: 'Jiahe', vi: 'Jiahe' },
  { cn: '宏图', en: 'Hongtu', vi: 'Hongtu' },
];
const SOURCE_SUFFIXES = ['厂家直销', '批发', '一件代发', '跨境专供', '源头工厂'];

/** mulberry32: small, fast and the same everywhere. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export function sourceUrlOf(platform: SourcePlatform, itemId: string): string {
  switch (platform) {
    case '1688': return `https://detail.1688.com/offer/${itemId}.html`;
    case 'taobao': return `https://item.taobao.com/item.htm?id=${itemId}`;
    case 'tmall': return `https://detail.tmall.com/item.htm?id=${itemId}`;
    default: return `https://mobile.yangkeduo.com/goods.html?goods_id=${itemId}`;
  }
}

/** 39 stores: per top-level category a factory, a trading company and a shop on a source platform. */
export function storeSpecs(): StoreSpec[] {
  return TAXONOMY.flatMap((top, i) => STORE_KINDS.map((kind, k) => {
    const city = CITIES[(i * 3 + k) % CITIES.length] as T3;
    const brand = BRANDS[(i + k * 5) % BRANDS.length] as T3;
    return {
      name: {
        cn: `${city.cn}${brand.cn}${top.name.cn}${kind.cn}`,
        en: `${city.en} ${brand.en} ${top.name.en} ${kind.en}`,
        vi: `${kind.vi} ${top.name.vi} ${brand.vi} ${city.vi}`,
      },
      location: city,
      platform: k === 2 ? PLATFORMS[i % PLATFORMS.length] as SourcePlatform : null,
      topIndex: i,
      rating: 44 + ((i + k) % 7),
    };
  }));
}

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)] as T;
const roundPrice = (fen: number) => Math.max(10, Math.round(fen / 10) * 10);

function skusOf(top: Top, r: () => number, colours: number[], maxSkus: number): SkuSpec[] {
  const base = roundPrice(top.price[0] + r() * r() * (top.price[1] - top.price[0]));
  const moq = pick(top.sku === 'pack' ? [1, 2, 5] : [1, 2, 5, 10, 20, 50], r);
  const out: SkuSpec[] = [];
  const add = (parts: [T3, T3 | string][], price: number, colour: number | null) => {
    const text = (k: keyof T3) => Object.fromEntries(parts.map(([a, v]) => [a[k], typeof v === 'string' ? v : v[k]]));
    out.push({ attrs: text('cn'), attrsI18n: { en: text('en'), vi: text('vi') }, price: roundPrice(price), moq, stockHint: Math.floor(r() * 5000) + 50, colour });
  };
  const sized = (sizes: string[], upFrom: number) => {
    const start = Math.floor(r() * 2);
    const chosen = sizes.slice(start, start + 3 + Math.floor(r() * 2));
    for (const c of colours) for (const [i, s] of chosen.entries()) add([[ATTR.colour, COLOURS[c] as T3], [ATTR.size, s]], base * (i >= upFrom ? 1.06 : 1), c);
  };
  switch (top.sku) {
    case 'apparel': sized(APPAREL_SIZES, 3); break;
    case 'shoes': sized(SHOE_SIZES, 5); break;
    case 'colour': for (const c of colours) add([[ATTR.colour, COLOURS[c] as T3]], base * (1 + 0.05 * (c % 3)), c); break;
    case 'capacity': {
      const n = 2 + Math.floor(r() * 2);
      for (const [i, cap] of CAPACITIES.slice(0, n).entries()) add([[ATTR.capacity, cap], [ATTR.colour, COLOURS[colours[0] as number] as T3]], base * (1 + 0.3 * i), colours[0] as number);
      break;
    }
    case 'spec': for (const [i, s] of SPECS.entries()) add([[ATTR.spec, s]], base * (1 + 0.45 * i), null); break;
    default: for (const [i, p] of PACKS.entries()) add([[ATTR.pack, p]], base * [1, 4.6, 8.8][i]!, null); break;
  }
  return out.slice(0, maxSkus);
}

type Combo = { top: number; leaf: number; product: number; material: number; style: number };

/** Every product × material × style of each top level, shuffled, then dealt round-robin across the top levels. */
function combos(r: () => number): Combo[] {
  const perTop = TAXONOMY.map((top, ti) => {
    const list: Combo[] = [];
    const every = (n: number) => Array.from({ length: n }, (_, i) => i);
    top.leaves.forEach((leaf, li) => leaf.products.forEach((_, pi) => {
      for (const mi of leaf.m ?? every(top.materials.length)) {
        for (const si of leaf.s ?? every(top.styles.length)) list.push({ top: ti, leaf: li, product: pi, material: mi, style: si });
      }
    }));
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [list[i], list[j]] = [list[j] as Combo, list[i] as Combo];
    }
    return list;
  });
  const out: Combo[] = [];
  for (let i = 0; out.length < perTop.reduce((n, l) => n + l.length, 0); i++) {
    for (const list of perTop) if (i < list.length) out.push(list[i] as Combo);
  }
  return out;
}

/**
 * `count` goods: the fixtures the tests and the e2e rely on first, then generated ones. When the combinations
 * run out (the 100,000-goods benchmark) a model number makes each further name distinct ("款号 A1234").
 */
export function goodsSpecs(count: number, opts: { maxSkus?: number } = {}): GoodsSpec[] {
  const r = prng(20261124);
  const stores = storeSpecs();
  const all = combos(r);
  const out: GoodsSpec[] = FIXTURES.slice(0, count).map((f, i) => ({
    ...f, skus: skusOf(TAXONOMY[f.topIndex] as Top, prng(i + 1), f.colours, opts.maxSkus ?? 12),
  }));
  for (let i = 0; out.length < count; i++) {
    const c = all[i % all.length] as Combo;
    const round = Math.floor(i / all.length);
    const top = TAXONOMY[c.top] as Top;
    const leaf = top.leaves[c.leaf]!;
    const product = leaf.products[c.product]!;
    const material = top.materials[c.material] as T3;
    const style = top.styles[c.style] as T3;
    const model = round > 0 ? `${String.fromCharCode(65 + (round % 26))}${1000 + ((i * 7) % 9000)}` : null;
    const name: T3 = {
      cn: `${style.cn}${material.cn}${product.cn}${model ? ` 款号${model}` : ''}`,
      en: `${style.en} ${material.en} ${product.en}${model ? ` Model ${model}` : ''}`,
      vi: `${product.vi} ${material.vi} ${style.vi}${model ? ` mẫu ${model}` : ''}`,
    };
    const f1 = pick(top.features, r);
    const f2 = pick(top.features.filter((f) => f !== f1), r);
    const kindRoll = r();
    const storeKind = kindRoll < 0.4 ? 0 : kindRoll < 0.7 ? 1 : 2;
    const storeIndex = c.top * 3 + storeKind;
    const store = stores[storeIndex] as StoreSpec;
    const city = store.location;
    const description: T3 = {
      cn: `${name.cn}，采用${material.cn}材质，${f1.cn}，${f2.cn}。${city.cn}发货，支持批发与混批，量大从优。`,
      en: `${name.en}. Made of ${material.en.toLowerCase()}, ${f1.en}, ${f2.en}. Ships from ${city.en}; wholesale and mixed orders welcome, better prices for larger quantities.`,
      vi: `${name.vi}. Chất liệu ${material.vi}, ${f1.vi}, ${f2.vi}. Giao hàng từ ${city.vi}; nhận bán sỉ và lấy mix, số lượng lớn giá tốt hơn.`,
    };
    const nColours = top.sku === 'apparel' || top.sku === 'shoes' ? 2 : 2 + Math.floor(r() * 2);
    const first = Math.floor(r() * COLOURS.length);
    const palette = PALETTES[product.kind];
    const colours = Array.from({ length: nColours }, (_, k) => palette[(first + k) % palette.length]!);
    const platform = store.platform;
    const n = out.length;
    const source = platform ? {
      platform,
      itemId: platform === 'pinduoduo' ? String(300000000 + n * 7919) : String((platform === '1688' ? 600000000000 : platform === 'tmall' ? 680000000000 : 700000000000) + n * 7919 + 13),
      url: '',
      name: `${2025 + (n % 2)}新款${style.cn}${material.cn}${product.cn} ${SOURCE_SUFFIXES[n % SOURCE_SUFFIXES.length]}${model ? ` ${model}` : ''}`,
    } : null;
    if (source) source.url = sourceUrlOf(source.platform, source.itemId);
    out.push({
      topIndex: c.top, leafSlug: leaf.slug, kind: product.kind, storeIndex, name, description, ddc: !!source, source,
      recommended: r() < 0.08, sales: Math.floor(r() * r() * 8000), ageMinutes: Math.floor(r() * 56 * 24 * 60),
      colours, skus: skusOf(top, r, colours, opts.maxSkus ?? 12), materials: n % 9 === 0,
    });
  }
  return out;
}
