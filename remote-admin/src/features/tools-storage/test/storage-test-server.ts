import type { IncomingMessage } from 'node:http';
import type { StorageFile } from 'shared-contracts/api/storage-files';
import { json, startTestServer, type Route } from 'shared-contracts/test-support/test-server';
import { TINY_PNG_BASE64 } from 'shared-contracts/test-support/upload-files';

type Answer = { status: number; body: unknown };
export type Write = { method: string; path: string; body: unknown };

const file = (id: number, name: string, more: Partial<StorageFile> = {}): StorageFile => ({
  id, name, suffix: 'pdf', type: 'document', contentType: 'application/pdf', size: 2048, createdBy: 'admin',
  createTime: '2026-03-02T03:04:05Z', updateTime: '2026-03-02T03:04:05Z', url: `/api/localStorage/${id}/download`, ...more,
});

export const seedStorageFiles = (): StorageFile[] => [
  file(1, '报价单.pdf', { size: 1536 }),
  file(2, 'logo.png', { suffix: 'png', type: 'image', contentType: 'image/png', size: 70 }),
  file(3, 'Hợp đồng.zip', { suffix: 'zip', type: 'archive', contentType: 'application/zip', size: 3 * 1024 * 1024 }),
];

/** The body of a write: JSON, or for a multipart upload its content type and text (the parts as sent). */
function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const data = Buffer.concat(chunks).toString('utf8');
      if (!(req.headers['content-type'] ?? '').includes('json')) return resolve({ contentType: req.headers['content-type'], form: data });
      resolve(data ? JSON.parse(data) : undefined);
    });
  });
}

/** The storage routes (server/src/modules/storage-files) over real HTTP: lists from the state, writes recorded. */
export async function startStorageServer() {
  const state = { files: seedStorageFiles(), writes: [] as Write[], nextWrite: null as Answer | null, failLists: false };
  const reset = () => Object.assign(state, { files: seedStorageFiles(), writes: [], nextWrite: null, failLists: false });

  const write = (success: (body: Record<string, unknown>) => unknown, status = 200): Route => (req, res) => {
    void readBody(req).then((body) => {
      state.writes.push({ method: req.method ?? '', path: new URL(req.url ?? '', 'http://x').pathname, body });
      const answer = state.nextWrite ?? { status, body: success((body ?? {}) as Record<string, unknown>) };
      state.nextWrite = null;
      json(res, answer.status, answer.body);
    });
  };
  const list: Route = (req, res) => {
    if (state.failLists) return json(res, 500, { status: 500, message: 'error.internal' });
    const q = new URL(req.url ?? '', 'http://x').searchParams;
    const rows = state.files.filter((f) => f.name.toLowerCase().includes((q.get('blurry') ?? '').toLowerCase()));
    const page = Number(q.get('page') ?? 0);
    const size = Number(q.get('size') ?? 10);
    json(res, 200, { content: rows.slice(page * size, (page + 1) * size), totalElements: rows.length });
  };
  const uploaded = write(() => file(9, 'new.pdf'), 201);
  const byMethod: Record<string, Route> = {
    GET: list,
    POST: uploaded,
    PUT: write((b) => ({ ...state.files.find((f) => f.id === b.id), name: b.name })),
    DELETE: write(() => ({ ok: true })),
  };
  const routes: Record<string, Route> = {
    '/api/localStorage': (req, res) => (byMethod[req.method ?? 'GET'] ?? list)(req, res),
    '/api/localStorage/upload': uploaded,
  };
  for (const f of seedStorageFiles()) {
    routes[f.url] = (_req, res) => {
      res.writeHead(200, { 'content-type': f.contentType });
      res.end(f.type === 'image' ? Buffer.from(TINY_PNG_BASE64, 'base64') : Buffer.from('%PDF-1.4'));
    };
  }
  const server = await startTestServer(routes);
  return {
    ...server, state, reset,
    requested: (pathAndQuery: string) => server.requests.some((r) => r.url === pathAndQuery),
  };
}
