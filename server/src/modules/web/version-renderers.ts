import type { DrawnPageDocument } from './drawn-pages';
import { RENDER_TIMEOUT_MS, type PageRenderer } from './page-renderer';

type Renderer = DrawnPageDocument['renderer'];

/**
 * The drawing processes in use, one per version and render bundle (page-renderer.ts), so the active version and a
 * canary draw side by side, each with its own code, and a failure is told with the version that drew it. A version
 * the registry no longer hands anyone has its process closed once any drawing under way has had its time; should it
 * come back (a rollback), its first page starts a new one.
 */
export class VersionRenderers {
  private readonly renderers = new Map<string, { version: string; renderer: PageRenderer }>();
  private readonly closing = new Map<ReturnType<typeof setTimeout>, PageRenderer>();

  /** `drawingTimeMs`: the longest a drawing may take (the renderers' limit), so a closing process outlives it. */
  constructor(
    private readonly create: (renderer: Renderer, version: string) => PageRenderer,
    private readonly drawingTimeMs = RENDER_TIMEOUT_MS,
  ) {}

  of(version: string, renderer: Renderer): PageRenderer {
    const key = `${version}\u0000${renderer.bundle}#${renderer.exportName}`;
    let entry = this.renderers.get(key);
    if (!entry) {
      entry = { version, renderer: this.create(renderer, version) };
      this.renderers.set(key, entry);
    }
    return entry.renderer;
  }

  /** Closes, after a drawing's longest time, the processes of versions not in `served`. */
  keepOnly(served: ReadonlySet<string>): void {
    for (const [key, entry] of this.renderers) {
      if (served.has(entry.version)) continue;
      this.renderers.delete(key);
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
