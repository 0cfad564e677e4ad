import type { IncomingMessage } from 'node:http';
import { exportRoute, json, noExportPlan, startTestServer, type Route } from 'shared-contracts/test-support/test-server';
import {
  contentFixture, goodsAdminRowFixture, goodsDetailFixture, interestFixture, seedCategories, seedStores, sourcingFixture,
} from './mall-fixtures';

type Answer = { status: number; body: unknown };
export type Write = { method: string; path: string; body: unknown };

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const data = Buffer.concat(chunks);
      if (data.length === 0) return resolve(undefined);
      // Multipart uploads are recorded by their content type and size only.
      if (!(req.headers['content-type'] ?? '').includes('json')) return resolve({ contentType: req.headers['content-type'], size: data.length });
      resolve(JSON.parse(data.toString('utf8')));
    });
  });
}

const pageOf = <T>(rows: readonly T[], query: URLSearchParams) => {
  const page = Number(query.get('page') ?? 0);
  const size = Number(query.get('size') ?? 10);
  return { content: rows.slice(page * size, (page + 1) * size), totalElements: rows.length };
};

const seed = () => ({
  categories: seedCategories(),
  stores: seedStores(),
  goods: [
    goodsAdminRowFixture(1, '纯棉T恤', { nameI18n: { en: 'Cotton T-shirt', vi: 'Áo thun cotton' } }),
    // A buyer's collected goods, not yet in the catalogue (docs/mall-search.md "Collected goods").
    goodsAdminRowFixture(2, '蓝牙耳机', {
      storeId: 6, storeName: '深圳数码', categoryId: 2, onSale: false, recommended: true, ddc: true, sourcePlatform: 'taobao',
      collector: { id: 901, name: 'Lê Minh Tuấn' },
    }),
  ],
  detail: goodsDetailFixture(1, '纯棉T恤', { nameI18n: { en: 'Cotton T-shirt', vi: 'Áo thun cotton' } }),
  sourcing: [sourcingFixture(31), sourcingFixture(32, { kind: 'short_link', platform: 'taobao', itemId: null, url: 'https://m.tb.cn/h.abc', rawInput: 'https://m.tb.cn/h.abc' })],
  interests: [interestFixture(41), interestFixture(42, { status: 'quoted', link: 'https://item.taobao.com/item.htm?id=1', name: null, reply: '已报价' })],
  content: [contentFixture(51, 'plugin-installation'), contentFixture(52, 'port-information', { titleI18n: { cn: '港口信息' }, bodyI18n: {} })],
});

/**
 * The mall's staff routes over real HTTP with the contracts' shapes (shared-contracts/src/api/goods.ts, links.ts,
 * interests.ts, content.ts): lists filtered as the server does, writes recorded and answered with what a test
 * sets in `nextWrite` (a refusal, say) or a plain success; the exports as `exportPlan` says.
 */
export async function startMallServer() {
  const state = { ...seed(), writes: [] as Write[], nextWrite: null as Answer | null, failLists: false, exportPlan: noExportPlan() };
  const reset = () => Object.assign(state, seed(), { writes: [], nextWrite: null, failLists: false, exportPlan: noExportPlan() });

  const write = (success: (body: unknown) => unknown): Route => (req, res) => {
    void readBody(req).then((body) => {
      state.writes.push({ method: req.method ?? '', path: new URL(req.url ?? '', 'http://x').pathname, body });
      const answer = state.nextWrite ?? { status: 200, body: success(body) };
      state.nextWrite = null;
      json(res, answer.status, answer.body);
    });
  };
  const list = (answer: (query: URLSearchParams) => unknown, onWrite?: Route): Route => (req, res) => {
    if (req.method !== 'GET' && onWrite) return onWrite(req, res);
    if (state.failLists) return json(res, 500, { status: 500, message: 'error.internal' });
    json(res, 200, answer(new URL(req.url ?? '', 'http://x').searchParams));
  };
  const ok = () => ({ ok: true });
  const echo = <T>(make: (b: Record<string, unknown>) => T) => (b: unknown) => make(b as Record<string, unknown>);
  const withStatus = <T extends { status: string }>(rows: readonly T[], q: URLSearchParams) =>
    rows.filter((r) => !q.get('status') || r.status === q.get('status'));
  const deleteOr = (success: (body: unknown) => unknown): Route => (req, res) =>
    write(req.method === 'DELETE' ? ok : success)(req, res);

  const routes: Record<string, Route> = {
    '/api/categories': list(() => state.categories, deleteOr(echo((b) => ({ ...state.categories[1], ...b, id: b.id ?? 99 })))),
    '/api/stores': list((q) => pageOf(state.stores.filter((st) => st.name.includes(q.get('blurry') ?? '')), q), deleteOr(echo((b) => ({ ...state.stores[0], ...b, id: b.id ?? 99 })))),
    '/api/goods/admin': list((q) => pageOf(state.goods
      .filter((g) => !q.get('keyword') || g.name.includes(q.get('keyword') ?? ''))
      .filter((g) => !q.get('collected') || (g.collector !== null) === (q.get('collected') === 'true')), q)),
    // The lists' exports (docs/exports.md): a stand-in file, or the refusal `exportPlan` says.
    '/api/goods/admin/download': exportRoute(() => state.exportPlan),
    '/api/interests/download': exportRoute(() => state.exportPlan),
    '/api/links/requests/download': exportRoute(() => state.exportPlan),
    '/api/goods/2/publish': write(echo((b) => goodsDetailFixture(2, '蓝牙耳机', { categoryId: Number(b.categoryId) }))),
    '/api/goods': list(
      (q) => pageOf(state.goods.filter((g) => [g.name, g.nameI18n.en ?? ''].some((n) => n.includes(q.get('keyword') ?? ''))), q),
      deleteOr(echo((b) => ({ ...state.detail, id: b.id ?? 99 }))),
    ),
    '/api/goods/1': list(() => state.detail),
    '/api/goods/images': write(() => ({ key: 'mall/goods/new.webp', url: '/api/mall-files/goods/new.webp' })),
    '/api/links/requests': list((q) => pageOf(withStatus(state.sourcing, q), q), write(echo((b) => ({ ...state.sourcing[0], ...b })))),
    '/api/interests': list((q) => pageOf(withStatus(state.interests, q), q), write(echo((b) => ({ ...state.interests[0], ...b })))),
    '/api/content': list(
      () => state.content.map(({ bodyI18n: _body, ...doc }) => doc),
      deleteOr(echo((b) => contentFixture(Number(b.id ?? 99), String(b.label)))),
    ),
  };
  for (const doc of seed().content) routes[`/api/content/${doc.label}`] = list(() => state.content.find((d) => d.label === doc.label));

  const server = await startTestServer(routes);
  const requested = (path: string) => server.requests.some((r) => r.url === path);
  return { ...server, state, reset, requested };
}

export type MallServer = Awaited<ReturnType<typeof startMallServer>>;
