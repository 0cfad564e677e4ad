import { fork, type ChildProcess } from 'node:child_process';
import { residentMb } from './resident-memory';
import { thrownFailure, type RenderFailure } from './render-failure';

/** What a drawing's request got: the server answers it from its own routes (no network). */
export type RenderAnswer = { status: number; contentType: string; body: string };

export type DrawResult = { html: string } | { failure: RenderFailure };

export type RenderChildOptions = {
  /** render-runner.cjs, the bundle it loads and the function it calls. */
  runner: string;
  bundle: string;
  exportName: string;
  /** The one folder the bundle may read (besides the runner itself). */
  allowedDir: string;
  /** The V8 heap cap; the whole process (buffers included) may use twice this before it is stopped. */
  memoryMb: number;
  answer: (method: string, pathWithQuery: string) => Promise<RenderAnswer>;
};

type ChildMessage =
  | { kind: 'fetch'; id: number; url: string; method: string }
  | { kind: 'drawn'; id: number; html?: string; error?: string; code?: unknown }
  | { kind: 'pong' };

const MEMORY_CHECK_MS = 100;
const STDERR_KEPT = 2_000;
const OUT_OF_HEAP = /heap out of memory|Reached heap limit/;

/**
 * Node's flags for a drawing process: the permission model with reads of the runner and the bundle's folder only.
 * Without --allow-child-process, --allow-worker, --allow-addons or --allow-fs-write, the model refuses processes,
 * threads, native addons and writes.
 */
export function renderProcessFlags(options: Pick<RenderChildOptions, 'runner' | 'allowedDir' | 'memoryMb'>): string[] {
  return [
    '--experimental-permission',
    `--allow-fs-read=${options.runner}`,
    `--allow-fs-read=${options.allowedDir}`,
    `--max-old-space-size=${options.memoryMb}`,
  ];
}

/** One drawing process: its drawings, the answers to its requests, its memory, its end. */
export class RenderChild {
  private readonly child: ChildProcess;
  private readonly drawings = new Map<number, (result: DrawResult) => void>();
  private readonly pongWaiters = new Set<() => void>();
  private readonly memoryTimer: NodeJS.Timeout;
  private nextDrawing = 0;
  private stderrTail = '';
  private stopping: RenderFailure | null = null;
  private ended = false;

  constructor(
    private readonly options: RenderChildOptions,
    /** Told once, when the process has ended; `expected` when the server stopped it for a new build or closing. */
    private readonly onEnd: (failure: RenderFailure, expected: boolean) => void,
  ) {
    this.child = fork(options.runner, [options.bundle, options.exportName], {
      execArgv: renderProcessFlags(options),
      // None of the server's environment (database address, secrets): the bundle has no use for it.
      env: {},
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    });
    this.child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      this.stderrTail = (this.stderrTail + text).slice(-STDERR_KEPT);
    });
    this.child.on('message', (message: ChildMessage) => this.receive(message));
    this.child.on('error', (error) => this.end({ kind: 'crashed', message: String(error) }));
    this.child.on('exit', (code, signal) => this.end(this.exitFailure(code, signal)));
    this.memoryTimer = setInterval(() => void this.checkMemory(), MEMORY_CHECK_MS).unref();
    this.child.unref();
    this.child.channel?.unref();
  }

  get isRunning(): boolean {
    return !this.ended && this.stopping === null;
  }

  /** Draws a page; a drawing without an answer within `waitMs` gives a `timeout` failure, which tells `limitMs`. */
  draw(template: string, address: string, locale: string, waitMs: number, limitMs: number): Promise<DrawResult> {
    if (!this.isRunning) return Promise.resolve({ failure: this.stopping ?? { kind: 'unavailable', message: 'the drawing process has ended' } });
    const id = ++this.nextDrawing;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.drawings.delete(id);
        resolve({ failure: { kind: 'timeout', message: `drawing ${address} took over ${limitMs} ms` } });
      }, waitMs);
      this.drawings.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      this.sendToChild({ kind: 'draw', id, template, address, locale });
    });
  }

  /** Whether the process answers within `graceMs`: a loop that never yields keeps it from answering at all. */
  answersWithin(graceMs: number): Promise<boolean> {
    if (!this.isRunning) return Promise.resolve(false);
    return new Promise((resolve) => {
      const answered = () => {
        clearTimeout(timer);
        this.pongWaiters.delete(answered);
        resolve(true);
      };
      const timer = setTimeout(() => {
        this.pongWaiters.delete(answered);
        resolve(false);
      }, graceMs);
      this.pongWaiters.add(answered);
      this.sendToChild({ kind: 'ping' });
    });
  }

  /** Kills the process (a loop cannot be interrupted otherwise); its drawings under way give `failure`. */
  stop(failure: RenderFailure): void {
    if (this.ended || this.stopping) return;
    this.stopping = failure;
    this.child.kill('SIGKILL');
  }

  private sendToChild(message: object): void {
    if (!this.child.connected) return;
    // A send to a process dying at this moment fails; its exit then fails the drawings.
    this.child.send(message, (error) => error && this.stop({ kind: 'crashed', message: String(error) }));
  }

  private receive(message: ChildMessage): void {
    if (message.kind === 'pong') {
      for (const answered of [...this.pongWaiters]) answered();
    } else if (message.kind === 'drawn') {
      const finish = this.drawings.get(message.id);
      this.drawings.delete(message.id);
      if (typeof message.html === 'string') finish?.({ html: message.html });
      else finish?.({ failure: thrownFailure(message.error ?? 'no page', message.code) });
    } else if (message.kind === 'fetch') {
      void this.answerRequest(message.id, message.method, message.url);
    }
  }

  private async answerRequest(id: number, method: string, url: string): Promise<void> {
    try {
      const { pathname, search } = new URL(url);
      this.sendToChild({ kind: 'answer', id, ...(await this.options.answer(String(method), `${pathname}${search}`)) });
    } catch (error) {
      this.sendToChild({ kind: 'answer', id, error: String(error) });
    }
  }

  private async checkMemory(): Promise<void> {
    if (this.drawings.size === 0 || !this.isRunning || this.child.pid === undefined) return;
    const used = await residentMb(this.child.pid);
    const cap = this.options.memoryMb * 2;
    if (used !== null && used > cap) this.stop({ kind: 'memory', message: `the drawing process used ${Math.round(used)} MiB, over its ${cap} MiB` });
  }

  private exitFailure(code: number | null, signal: NodeJS.Signals | null): RenderFailure {
    if (this.stopping) return this.stopping;
    const said = this.stderrTail.trim().slice(-500);
    if (OUT_OF_HEAP.test(this.stderrTail)) return { kind: 'memory', message: `the drawing process ran out of its ${this.options.memoryMb} MiB heap` };
    return { kind: 'crashed', message: `the drawing process exited (${signal ?? code})${said ? `: ${said}` : ''}` };
  }

  private end(failure: RenderFailure): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.memoryTimer);
    for (const finish of [...this.drawings.values()]) finish({ failure });
    this.drawings.clear();
    for (const answered of [...this.pongWaiters]) this.pongWaiters.delete(answered);
    this.onEnd(failure, this.stopping?.kind === 'unavailable');
  }
}
