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
  /** How long the process may go without a sign of life while it has drawings before it is taken for hung. */
  hungAfterMs: number;
  answer: (method: string, pathWithQuery: string) => Promise<RenderAnswer>;
};

type ChildMessage =
  | { kind: 'fetch'; id: number; url: string; method: string }
  | { kind: 'drawn'; id: number; html?: string; error?: string; code?: unknown }
  | { kind: 'ready' }
  | { kind: 'alive' };

const WATCH_EVERY_MS = 100;
// Loading a bundle of a megabyte on a busy machine: a start gets longer than a drawing before it counts as hung.
const START_LIMIT_MS = 10_000;
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
  private readonly watchTimer: NodeJS.Timeout;
  private ready = false;
  private markStarted: () => void = () => undefined;
  /** Settles once the bundle has loaded, or the process has ended. */
  readonly started = new Promise<void>((resolve) => {
    this.markStarted = resolve;
  });
  private lastSignOfLife = Date.now();
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
      // In the server's process group (not detached): stopping the group (Ctrl-C) ends a process a loop holds too,
      // which could not hear the server go. The runner refuses the bundle a signal to the group.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    });
    this.child.stderr?.setEncoding('utf8').on('data', (text: string) => {
      this.stderrTail = (this.stderrTail + text).slice(-STDERR_KEPT);
    });
    this.child.on('message', (message: ChildMessage) => this.receive(message));
    this.child.on('error', (error) => this.end({ kind: 'crashed', message: String(error) }));
    this.child.on('exit', (code, signal) => this.end(this.exitFailure(code, signal)));
    this.watchTimer = setInterval(() => void this.watch(), WATCH_EVERY_MS).unref();
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
        resolve({ failure: { kind: 'timeout', message: `drawing ${address} took over ${limitMs} ms` } });
        // Still counted for a while, so that the watch sees a process which that drawing has hung.
        this.drawings.set(id, () => undefined);
        setTimeout(() => this.drawings.delete(id), this.options.hungAfterMs + 2 * WATCH_EVERY_MS).unref();
      }, waitMs);
      this.drawings.set(id, (result) => {
        clearTimeout(timer);
        resolve(result);
      });
      this.sendToChild({ kind: 'draw', id, template, address, locale });
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
    this.lastSignOfLife = Date.now();
    if (message.kind === 'ready') {
      this.ready = true;
      this.markStarted();
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

  /**
   * Stops a process that has drawings but no longer turns its event loop (a drawing's own time limit cannot tell a
   * hung process from a busy one, whose drawings wait in its queue) or that uses more memory than allowed.
   */
  private async watch(): Promise<void> {
    if (this.drawings.size === 0 || !this.isRunning || this.child.pid === undefined) return;
    const silentMs = Date.now() - this.lastSignOfLife;
    const limitMs = this.ready ? this.options.hungAfterMs : START_LIMIT_MS;
    if (silentMs > limitMs) {
      this.stop({ kind: 'timeout', message: `the drawing process gave no sign of life for ${limitMs} ms (a loop that never yields); killed` });
      return;
    }
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
    this.markStarted();
    clearInterval(this.watchTimer);
    for (const finish of [...this.drawings.values()]) finish({ failure });
    this.drawings.clear();
    this.onEnd(failure, this.stopping?.kind === 'unavailable');
  }
}
