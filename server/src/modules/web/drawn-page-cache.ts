/** How long a page drawn at request time is sent again to the next visitors of the same address and language. */
export const DRAWN_PAGE_TTL_MS = 10_000;
/** Addresses kept at most (search words make many); the oldest goes first. */
export const DRAWN_PAGES_KEPT = 300;

type Entry = { template: string; html: string; until: number };

/**
 * Remotes' pages drawn at request time (the mall document's, docs/shell-routing.md "The mall document"), kept for a
 * few seconds per remote's version, address and language. A visitor without a session gets the same page as any other, and a
 * drawing costs the renderer's one thread about 95 ms (the home), so a busy home page is drawn once every ten
 * seconds, not once per visitor; visitors arriving while it is being drawn wait for that drawing. The data is at
 * most that old, as the pages' own query cache allows (30 s). A new host build (another template) draws anew.
 */
export class DrawnPageCache {
  private readonly pages = new Map<string, Entry>();
  private readonly drawing = new Map<string, Promise<string | null>>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * The page at `address` in `locale` drawn by `version` (drawingVersionKey: remote and version): kept, being drawn,
   * or drawn now by `draw` (null: it could not be drawn). The version is in the key: visitors of a canary and of the active version share an address but
   * never a page.
   */
  async page(version: string, template: string, address: string, locale: string, draw: () => Promise<string | null>): Promise<string | null> {
    const key = `${version} ${locale} ${address}`;
    const kept = this.pages.get(key);
    if (kept && kept.template === template && kept.until > this.now()) return kept.html;
    const running = this.drawing.get(key);
    if (running) return running;
    const drawn = draw().finally(() => this.drawing.delete(key));
    this.drawing.set(key, drawn);
    const html = await drawn;
    // A failed drawing is not kept: the next visitor's request tries again.
    if (html !== null) this.keep(key, { template, html, until: this.now() + DRAWN_PAGE_TTL_MS });
    return html;
  }

  private keep(key: string, entry: Entry): void {
    this.pages.delete(key);
    this.pages.set(key, entry);
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= DRAWN_PAGES_KEPT) break;
      this.pages.delete(oldest);
    }
  }
}
