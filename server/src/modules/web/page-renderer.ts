import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ROOT } from '../../paths';
import { builtFileStamp } from './built-file';
import { symbolicLinksIn } from './folder-links';
import { RenderChild, type RenderAnswer } from './render-child';
import type { RenderFailure } from './render-failure';
import { RestartBudget } from './restart-budget';

export type { RenderAnswer } from './render-child';
export type { RenderFailure, RenderFailureKind } from './render-failure';

/** How long a page may take to draw before the server sends the document as built instead. */
export const RENDER_TIMEOUT_MS = 2_000;

/** The V8 heap of a drawing process; the mall's renderer draws in about 60 MiB of it. */
export const RENDER_MEMORY_MB = 256;

// A file of the sources, not of the build: the server's production bundle (build.mjs) runs from server/dist, one
// level below the package as src/ is, and a drawing process needs a real file it may read and nothing else.
const RUNNER = path.join(SERVER_ROOT, 'src/modules/web/render-runner.cjs');

type Options = {
  /** The renderer bundle (host-shell/dist/ssr/<name>.cjs) and the function it exports. */
  bundle: string;
  exportName: string;
  /** Answers a drawing's request: a path with its query on this server. */
  answer: (method: string, pathWithQuery: string) => Promise<RenderAnswer>;
  /** Told why a drawing gave nothing (the server logs it); the page is then sent as built. */
  onFailure: (reason: RenderFailure) => void;
  timeoutMs?: number;
  /** The folder the bundle may read; by default the bundle's own. */
  allowedDir?: string;
  memoryMb?: number;
};

/**
 * Draws a page document at request time in a process of its own (docs/federation.md "Server-drawn pages run
 * isolated"): the bundle runs under Node's permission model with a memory cap, so it neither holds up the API nor
 * reaches the server's files, processes or memory. One process, started on the first page and again after the
 * bundle changes (a new build) or the process ends. A drawing that fails or takes longer than `timeoutMs` answers
 * null: the caller sends the document as built, which draws itself.
 */
export class PageRenderer {
  private child: RenderChild | null = null;
  private bundleStamp = '';
  /** Why the current build may not run, until the next one. */
  private refusal: { stamp: string; failure: RenderFailure } | null = null;
  private readonly restarts = new RestartBudget();

  constructor(private readonly options: Options) {}

  async draw(template: string, address: string, locale: string): Promise<string | null> {
    const deadline = Date.now() + this.timeoutMs;
    const child = await this.currentChild();
    if (child === null) return null;
    const result = 'failure' in child ? child : await child.draw(template, address, locale, Math.max(deadline - Date.now(), 1), this.timeoutMs);
    if ('html' in result) {
      this.restarts.recordSuccess();
      return result.html;
    }
    this.options.onFailure(result.failure);
    return null;
  }

  /**
   * Starts the drawing process ahead of the first page, whose visitor would otherwise wait for the start too;
   * settles once it has loaded the bundle.
   */
  async prepare(): Promise<void> {
    const child = await this.currentChild();
    if (child && 'started' in child) await child.started;
  }

  async close(): Promise<void> {
    this.child?.stop({ kind: 'unavailable', message: 'the server is closing' });
    this.child = null;
  }

  private get timeoutMs(): number {
    return this.options.timeoutMs ?? RENDER_TIMEOUT_MS;
  }

  /** The running process; a failure while starts are paused; null while there is no bundle to draw with. */
  private async currentChild(): Promise<RenderChild | { failure: RenderFailure } | null> {
    const stamp = await builtFileStamp(this.options.bundle);
    if (stamp === null) return null;
    if (this.child?.isRunning && stamp === this.bundleStamp) return this.child;
    if (this.refusal?.stamp === stamp) return { failure: this.refusal.failure };
    // A new build: the old process's drawings under way fail over to the document as built.
    this.child?.stop({ kind: 'unavailable', message: 'a new build replaced the renderer bundle' });
    this.child = null;
    const pausedTill = this.restarts.pausedTill();
    if (pausedTill !== null) {
      return { failure: { kind: 'unavailable', message: `drawing processes crashed repeatedly; none starts until ${new Date(pausedTill).toISOString()}` } };
    }
    this.bundleStamp = stamp;
    try {
      this.child = this.startChild();
    } catch (error) {
      if (error instanceof RefusedFolder) {
        this.refusal = { stamp, failure: { kind: 'refused', message: error.message } };
        return { failure: this.refusal.failure };
      }
      return { failure: { kind: 'unavailable', message: `the drawing process could not start: ${String(error)}` } };
    }
    return this.child;
  }

  // Synchronous, so that drawings arriving together share one process.
  private startChild(): RenderChild {
    const bundle = fs.realpathSync(this.options.bundle);
    // The permission model compares the paths a process opens, which `require` has made real, with these.
    const allowedDir = fs.realpathSync(this.options.allowedDir ?? path.dirname(bundle));
    const links = symbolicLinksIn(allowedDir);
    if (links.length > 0) throw new RefusedFolder(`the renderer's folder holds symbolic links, which would open files outside it: ${links.join(', ')}`);
    const child = new RenderChild(
      { runner: fs.realpathSync(RUNNER), bundle, exportName: this.options.exportName, allowedDir, memoryMb: this.options.memoryMb ?? RENDER_MEMORY_MB, hungAfterMs: this.timeoutMs, answer: this.options.answer },
      (_failure, expected) => {
        if (!expected) this.restarts.recordCrash();
        if (this.child === child) this.child = null;
      },
    );
    return child;
  }
}

class RefusedFolder extends Error {}
