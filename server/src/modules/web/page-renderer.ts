import { Worker } from 'node:worker_threads';
import { builtFileStamp } from './built-file';

/** What a drawing's request got: the main thread answers it from the server's own routes (no network). */
export type RenderAnswer = { status: number; contentType: string; body: string };

/** How long a page may take to draw before the server sends the document as built instead. */
export const RENDER_TIMEOUT_MS = 2_000;

/**
 * The worker's whole program (CommonJS, run with `eval`): it loads the host's renderer bundle and draws pages on
 * request. Its `fetch` asks the main thread, which answers from the server's routes, so a drawing's requests never
 * leave the process and see the same API a browser does.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const waiting = new Map();
let nextRequest = 0;
globalThis.fetch = async (input, init) => {
  const request = new Request(input, init);
  const id = ++nextRequest;
  parentPort.postMessage({ kind: 'fetch', id, url: request.url, method: request.method });
  return new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
};
const renderer = require(workerData.bundle);
parentPort.on('message', async (message) => {
  if (message.kind === 'answer') {
    const waiter = waiting.get(message.id);
    waiting.delete(message.id);
    if (!waiter) return;
    if (message.error) waiter.reject(new TypeError(message.error));
    else waiter.resolve(new Response(message.body, { status: message.status, headers: { 'content-type': message.contentType } }));
    return;
  }
  try {
    const html = await renderer[workerData.exportName](message.template, message.address, message.locale);
    parentPort.postMessage({ kind: 'drawn', id: message.id, html });
  } catch (error) {
    parentPort.postMessage({ kind: 'drawn', id: message.id, error: String((error && error.stack) || error) });
  }
});
`;

type WorkerMessage =
  | { kind: 'fetch'; id: number; url: string; method: string }
  | { kind: 'drawn'; id: number; html?: string; error?: string };

type Drawing = { resolve: (html: string | null) => void; timer: NodeJS.Timeout };

type Options = {
  /** The host's renderer bundle (host-shell/dist/ssr/<name>.cjs) and the function it exports. */
  bundle: string;
  exportName: string;
  /** Answers a drawing's request: a path with its query on this server. */
  answer: (method: string, pathWithQuery: string) => Promise<RenderAnswer>;
  /** Told why a drawing gave nothing (the server logs it); the page is then sent as built. */
  onFailure: (reason: string) => void;
  timeoutMs?: number;
};

/**
 * Draws a page document at request time in a worker thread (docs/shell-routing.md "The mall document"): React runs
 * in the worker, never on the server's own thread, so a drawing does not hold up the API. One worker, started on the
 * first page and again after the bundle changes (a new host build) or the worker dies. A drawing that fails or
 * takes longer than `timeoutMs` answers null: the caller sends the document as built, which draws itself.
 */
export class PageRenderer {
  private worker: Worker | null = null;
  private bundleStamp = '';
  private readonly drawings = new Map<number, Drawing>();
  private nextDrawing = 0;

  constructor(private readonly options: Options) {}

  async draw(template: string, address: string, locale: string): Promise<string | null> {
    const worker = await this.currentWorker();
    if (!worker) return null;
    const id = ++this.nextDrawing;
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.finish(id, null, `drawing ${address} took over ${this.timeoutMs} ms`), this.timeoutMs);
      this.drawings.set(id, { resolve, timer });
      worker.postMessage({ kind: 'draw', id, template, address, locale });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.failAll('the server is closing');
    await worker?.terminate();
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? RENDER_TIMEOUT_MS;
  }

  private async currentWorker(): Promise<Worker | null> {
    const stamp = await builtFileStamp(this.options.bundle);
    if (stamp === null) return null;
    if (this.worker && stamp === this.bundleStamp) return this.worker;
    // A new host build: drawings under way finish on the old worker's answers, later ones use the new bundle.
    void this.worker?.terminate();
    this.bundleStamp = stamp;
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bundle: this.options.bundle, exportName: this.options.exportName } });
    worker.unref();
    worker.on('message', (message: WorkerMessage) => this.receive(worker, message));
    worker.on('error', (error) => this.workerEnded(worker, String(error)));
    worker.on('exit', (code) => this.workerEnded(worker, `the drawing worker exited (${code})`));
    this.worker = worker;
    return worker;
  }

  private receive(worker: Worker, message: WorkerMessage): void {
    if (message.kind === 'drawn') {
      this.finish(message.id, message.html ?? null, message.error ?? 'no page');
      return;
    }
    const { pathname, search } = new URL(message.url);
    this.options.answer(message.method, `${pathname}${search}`).then(
      (answer) => worker.postMessage({ kind: 'answer', id: message.id, ...answer }),
      (error: unknown) => worker.postMessage({ kind: 'answer', id: message.id, error: String(error) }),
    );
  }

  private workerEnded(worker: Worker, reason: string): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.failAll(reason);
  }

  private failAll(reason: string): void {
    for (const id of [...this.drawings.keys()]) this.finish(id, null, reason);
  }

  private finish(id: number, html: string | null, reason: string): void {
    const drawing = this.drawings.get(id);
    if (!drawing) return;
    this.drawings.delete(id);
    clearTimeout(drawing.timer);
    if (html === null) this.options.onFailure(reason);
    drawing.resolve(html);
  }
}
