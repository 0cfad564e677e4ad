import { drawingVersionKey, type DrawingVersion } from './drawing-version';
import type { DrawnPageDocument } from './drawn-pages';
import { RENDER_TIMEOUT_MS, type PageRenderer } from './page-renderer';

type Renderer = DrawnPageDocument['renderer'];
/** Which remote's version a process draws for. */
export type VersionRef = Pick<DrawingVersion, 'remote' | 'version'>;

/**
 * The drawing processes in use, one per remote's version and render bundle (page-renderer.ts), so the active version
 * and a canary draw side by side, each with its own code, and a failure is told with the version that drew it. A version
 * the registry no longer hands anyone has its process closed once any drawing under way has had its time; should it
 * come back (a rollback), its first page starts a new one.
 */
export class VersionRenderers {
  private readonly renderers = new Map<string, { key: string; renderer: PageRenderer }>();
  private readonly closing = new Map<ReturnType<typeof setTimeout>, PageRenderer>();

  /** `drawingTimeMs`: the longest a drawing may take (the renderers' limit), so a closing process outlives it. */
  constructor(
    private readonly create: (renderer: Renderer, version: VersionRef) => PageRenderer,
    private readonly drawingTimeMs = RENDER_TIMEOUT_MS,
  ) {}

  of(version: VersionRef, renderer: Renderer): PageRenderer {
    const key = drawingVersionKey(version);
    const id = `${key}\u0000${renderer.bundle}#${renderer.exportName}`;
    let entry = this.renderers.get(id);
    if (!entry) {
      entry = { key, renderer: this.create(renderer, version) };
      this.renderers.set(id, entry);
    }
    return entry.renderer;
  }

  /** Closes, after a drawing's longest time, the processes of versions not in `served` (drawingVersionKey). */
  keepOnly(served: ReadonlySet<string>): void {
    for (const [id, entry] of this.renderers) {
      if (served.has(entry.key)) continue;
      this.renderers.delete(id);
      const timer = setTimeout(() => {
        this.closing.delete(timer);
        void entry.renderer.close();
      }, this.drawingTimeMs * 2);
      timer.unref();
      this.closing.set(timer, entry.renderer);
    }
  }

  async close(): Promise<void> {
    for (const timer of this.closing.keys()) clearTimeout(timer);
    const all = [...this.closing.values(), ...[...this.renderers.values()].map(({ renderer }) => renderer)];
    this.closing.clear();
    await Promise.all(all.map((renderer) => renderer.close()));
    this.renderers.clear();
  }
}
