import type { IncomingMessage, ServerResponse } from 'node:http';
import { dictDetailSchema, dictSchema, type Dict, type DictDetail } from 'shared-contracts/api/dict';
import { json, startTestServer } from 'shared-contracts/test-support/test-server';

const CREATED = '2024-03-05T08:09:10.000Z';

export const dictFixture = (id: number, name: string, description: string | null = null): Dict =>
  dictSchema.parse({ id, name, description, createTime: CREATED });

export const detailFixture = (id: number, dictId: number, label: string, value: string, labelI18n = {}): DictDetail =>
  dictDetailSchema.parse({ id, dictId, dict: { id: dictId }, label, labelI18n, value, dictSort: id, createTime: CREATED });

export const seedDicts = (): Dict[] => [
  dictFixture(1, 'order_status', '订单状态'),
  dictFixture(2, 'payment_method', '付款方式'),
];
export const seedDetails = (): DictDetail[] => [
  detailFixture(11, 1, '待付定金', '1', { en: 'Deposit to be paid', vi: 'Chờ thanh toán tiền cọc' }),
  detailFixture(12, 1, '已完成', '11'),
  detailFixture(21, 2, '银行转账', 'bank', { en: 'Bank transfer' }),
];

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    let data = '';
    req.on('data', (chunk: Buffer) => { data += chunk.toString('utf8'); });
    req.on('end', () => resolve(data ? JSON.parse(data) : undefined));
  });
}

const pageOf = <T>(rows: T[], query: URLSearchParams) => {
  const page = Number(query.get('page') ?? 0);
  const size = Number(query.get('size') ?? 10);
  return { content: rows.slice(page * size, (page + 1) * size), totalElements: rows.length };
};

type Answer = { status: number; body: unknown };

/**
 * The dictionary routes of server/src/modules/dict over real HTTP with the contract's shapes: paged lists
 * filtered like the server's, and writes that are recorded and answered with what a test sets.
 */
export async function startDictServer() {
  const state = {
    dicts: seedDicts(),
    details: seedDetails(),
    writes: [] as Array<{ method: string; path: string; body: unknown }>,
    nextWrite: null as Answer | null,
    failDicts: false,
  };
  const write = (fallback: (body: unknown) => Answer) => (req: IncomingMessage, res: ServerResponse) => {
    void readJson(req).then((body) => {
      state.writes.push({ method: req.method ?? '', path: new URL(req.url ?? '', 'http://x').pathname, body });
      const answer = state.nextWrite ?? fallback(body);
      state.nextWrite = null;
      json(res, answer.status, answer.body);
    });
  };
  const saved = (kind: 'dict' | 'detail') => (body: unknown): Answer => {
    const b = body as Record<string, unknown>;
    if (kind === 'dict') return { status: 200, body: dictFixture(Number(b.id ?? 99), String(b.name), (b.description as string | null) ?? null) };
    return { status: 200, body: detailFixture(Number(b.id ?? 99), (b.dict as { id: number }).id, String(b.label), String(b.value)) };
  };

  const server = await startTestServer({
    '/api/dict': (req, res) => {
      if (req.method !== 'GET') return write(req.method === 'DELETE' ? () => ({ status: 200, body: { ok: true } }) : saved('dict'))(req, res);
      if (state.failDicts) return json(res, 500, { status: 500, message: 'error.internal' });
      const query = new URL(req.url ?? '', 'http://x').searchParams;
      const blurry = query.get('blurry') ?? '';
      json(res, 200, pageOf(state.dicts.filter((d) => d.name.includes(blurry) || (d.description ?? '').includes(blurry)), query));
    },
    '/api/dictDetail': (req, res) => {
      if (req.method !== 'GET') return write(saved('detail'))(req, res);
      const query = new URL(req.url ?? '', 'http://x').searchParams;
      const dict = state.dicts.find((d) => d.name === query.get('dictName'));
      const label = query.get('label') ?? '';
      json(res, 200, pageOf(state.details.filter((d) => d.dictId === dict?.id && d.label.includes(label)), query));
    },
    '/api/dictDetail/12': write(() => ({ status: 200, body: { ok: true } })),
  });
  const requested = (path: string) => server.requests.some((r) => r.url === path);
  return { ...server, state, requested };
}
