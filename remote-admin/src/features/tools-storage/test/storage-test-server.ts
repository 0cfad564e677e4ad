import type { StorageFile } from 'shared-contracts/api/storage-files';
import { pageOfRows } from 'shared-contracts/test-support/test-routes';
import { json, startTestServer, type Route } from 'shared-contracts/test-support/test-server';
import { TINY_PNG_BASE64 } from 'shared-contracts/test-support/upload-files';
import { recordedWrite, type Answer, type Write } from '../../../test/recorded-writes';

const file = (id: number, name: string, more: Partial<StorageFile> = {}): StorageFile => ({
  id, name, suffix: 'pdf', type: 'document', contentType: 'application/pdf', size: 2048, createdBy: 'admin',
  createTime: '2026-03-02T03:04:05Z', updateTime: '2026-03-02T03:04:05Z', url: `/api/localStorage/${id}/download`, thumbnailUrl: null, ...more,
});

export const seedStorageFiles = (): StorageFile[] => [
  file(1, '报价单.pdf', { size: 1536 }),
  file(2, 'logo.png', { suffix: 'png', type: 'image', contentType: 'image/png', size: 70, thumbnailUrl: '/api/localStorage/2/thumbnail' }),
  // A picture the server keeps but did not check (not PNG, JPEG, WebP or GIF): no thumbnail.
  file(4, 'scan.bmp', { suffix: 'bmp', type: 'image', contentType: 'image/bmp', size: 90 }),
  file(3, 'Hợp đồng.zip', { suffix: 'zip', type: 'archive', contentType: 'application/zip', size: 3 * 1024 * 1024 }),
];

/** The storage routes (server/src/modules/storage-files) over real HTTP: lists from the state, writes recorded. */
export async function startStorageServer() {
  const state = { files: seedStorageFiles(), writes: [] as Write[], nextWrite: null as Answer | null, failLists: false };
  const reset = () => Object.assign(state, { files: seedStorageFiles(), writes: [], nextWrite: null, failLists: false });

  const write = (success: (body: Record<string, unknown>) => unknown, status = 200) => recordedWrite(state, success, status);
  const list: Route = (req, res) => {
    if (state.failLists) return json(res, 500, { status: 500, message: 'error.internal' });
    const q = new URL(req.url ?? '', 'http://x').searchParams;
    const rows = state.files.filter((f) => f.name.toLowerCase().includes((q.get('blurry') ?? '').toLowerCase()));
    json(res, 200, pageOfRows(rows, q));
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
    if (f.thumbnailUrl) {
      routes[f.thumbnailUrl] = (_req, res) => {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(Buffer.from(TINY_PNG_BASE64, 'base64'));
      };
    }
  }
  const server = await startTestServer(routes);
  return {
    ...server, state, reset,
    requested: (pathAndQuery: string) => server.requests.some((r) => r.url === pathAndQuery),
  };
}
