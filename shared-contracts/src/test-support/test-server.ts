/// <reference types="node" />
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** A real HTTP server on 127.0.0.1 and a free port, so the ky client is tested over the wire, not mocked. */
export async function startTestServer(routes: Record<string, Route>) {
  const requests: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    requests.push(req);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const route = routes[path];
    if (route) route(req, res);
    else json(res, 404, { status: 404, message: 'error.notFound' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    /** The query parameters of every request made to `path`, in order. */
    queriesOf: (path: string) => requests
      .map((r) => new URL(r.url ?? '', 'http://x'))
      .filter((u) => u.pathname === path)
      .map((u) => Object.fromEntries(u.searchParams)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/** What a test server's list export answers: a stand-in .xlsx, or the refusal a test planned (say 400 mall.exportTooLarge). */
export type ExportPlan = { refusal: { status: number; message: string } | null; hold: Promise<void> | null };
export const noExportPlan = (): ExportPlan => ({ refusal: null, hold: null });

/** A list export's route: waits for `plan.hold` (to see the button busy), then the refusal or the file. */
export function exportRoute(plan: () => ExportPlan): Route {
  return (_req, res) => {
    const { refusal, hold } = plan();
    void (hold ?? Promise.resolve()).then(() => {
      if (refusal) return json(res, refusal.status, refusal);
      res.writeHead(200, { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
      res.end(Buffer.from('PK fake xlsx'));
    });
  };
}
