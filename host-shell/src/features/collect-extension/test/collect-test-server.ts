import { COLLECT_TOKENS_MAX, collectTokenCreateSchema, type CollectToken } from 'shared-contracts/api/collect-extension';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { errorBody, readJson, validationError } from 'shared-contracts/test-support/test-routes';
import { json, startTestServer, type Route } from 'shared-contracts/test-support/test-server';

/** Two connections a buyer already has: the office browser used an hour ago, the laptop never. */
const seed = (): CollectToken[] => [
  { id: 2, label: 'Laptop ở nhà', createTime: '2026-11-20T08:00:00Z', lastUsedTime: null },
  { id: 1, label: 'Chrome văn phòng', createTime: '2026-11-01T08:00:00Z', lastUsedTime: '2026-11-28T07:00:00Z' },
];

/**
 * The personal centre's connection routes over real HTTP with the server's rules (collect/tokens.ts): newest first,
 * at most COLLECT_TOKENS_MAX (400 mall.collectTokenLimit), the label checked by the contract's schema, a revoke of an
 * unknown id 404.
 */
export async function startCollectServer() {
  const state = { tokens: seed(), nextId: 3, revoked: [] as number[] };
  const reset = () => Object.assign(state, { tokens: seed(), nextId: 3, revoked: [] });
  const routes: Record<string, Route> = {
    '/api/collect/tokens': (req, res) => {
      if (req.method === 'GET') { json(res, 200, state.tokens); return; }
      void readJson(req).then((body) => {
        const parsed = collectTokenCreateSchema.safeParse(body);
        if (!parsed.success) { json(res, 400, validationError(parsed.error.issues)); return; }
        if (state.tokens.length >= COLLECT_TOKENS_MAX) { json(res, 400, errorBody(400, MessageKey.collectTokenLimit)); return; }
        const token = `pct_${'x'.repeat(43)}`;
        const row = { id: state.nextId++, label: parsed.data.label, createTime: new Date().toISOString(), lastUsedTime: null };
        state.tokens.unshift(row);
        const connectionCode = Buffer.from(JSON.stringify({ portal: 'http://portal.test', token })).toString('base64url');
        json(res, 201, { ...row, token, connectionCode });
      });
    },
  };
  for (let id = 1; id <= 20; id++) {
    routes[`/api/collect/tokens/${id}`] = (_req, res) => {
      if (!state.tokens.some((t) => t.id === id)) { json(res, 404, errorBody(404, MessageKey.notFound)); return; }
      state.tokens = state.tokens.filter((t) => t.id !== id);
      state.revoked.push(id);
      res.statusCode = 204;
      res.end();
    };
  }
  const server = await startTestServer(routes);
  return { ...server, state, reset };
}
