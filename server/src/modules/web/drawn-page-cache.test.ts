import { describe, expect, it, vi } from 'vitest';
import { DRAWN_PAGE_TTL_MS, DRAWN_PAGES_KEPT, DrawnPageCache } from './drawn-page-cache';

const TEMPLATE = '<html><div id="root"></div></html>';

function setUp() {
  let time = 1_000;
  const cache = new DrawnPageCache(() => time);
  let drawings = 0;
  const draw = vi.fn(async () => `page ${++drawings}`);
  return { cache, draw, advance: (ms: number) => { time += ms; } };
}

describe('DrawnPageCache', () => {
  it('sends a drawing again for its address and language until it is ten seconds old', async () => {
    const { cache, draw, advance } = setUp();
    expect(await cache.page('1.0.0', TEMPLATE, '/mall', 'vi', draw)).toBe('page 1');
    advance(DRAWN_PAGE_TTL_MS - 1);
    expect(await cache.page('1.0.0', TEMPLATE, '/mall', 'vi', draw)).toBe('page 1');
    // Another language or address is another page.
    expect(await cache.page('1.0.0', TEMPLATE, '/mall', 'en', draw)).toBe('page 2');
    expect(await cache.page('1.0.0', TEMPLATE, '/mall?from=ad', 'vi', draw)).toBe('page 3');
    advance(1);
    expect(await cache.page('1.0.0', TEMPLATE, '/mall', 'vi', draw)).toBe('page 4');
  });

  it("never sends one version's page to a visitor of another, even from the same template", async () => {
    const { cache, draw } = setUp();
    expect(await cache.page('1.0.0', TEMPLATE, '/mall', 'vi', draw)).toBe('page 1');
    expect(await cache.page('2.0.0', TEMPLATE, '/mall', 'vi', draw)).toBe('page 2');
    expect(await cache.page('1.0.0', TEMPLATE, '/mall', 'vi', draw)).toBe('page 1');
  });

  it('has visitors who arrive during a drawing wait for it rather than draw again', async () => {
    const { cache, draw } = setUp();
    const pages = await Promise.all(Array.from({ length: 20 }, () => cache.page('1.0.0', TEMPLATE, '/mall', 'cn', draw)));
    expect(new Set(pages)).toEqual(new Set(['page 1']));
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('draws anew for a new build and keeps no failed drawing', async () => {
    const { cache, draw } = setUp();
    await cache.page('1.0.0', TEMPLATE, '/mall', 'vi', draw);
    expect(await cache.page('1.0.0', '<html>new build</html>', '/mall', 'vi', draw)).toBe('page 2');
    const failing = vi.fn(async () => null);
    expect(await cache.page('1.0.0', TEMPLATE, '/mallDetail/1', 'vi', failing)).toBeNull();
    expect(await cache.page('1.0.0', TEMPLATE, '/mallDetail/1', 'vi', failing)).toBeNull();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it(`keeps at most ${DRAWN_PAGES_KEPT} addresses, dropping the oldest`, async () => {
    const { cache, draw } = setUp();
    for (let i = 0; i <= DRAWN_PAGES_KEPT; i++) await cache.page('1.0.0', TEMPLATE, `/mallSearch/w${i}`, 'vi', draw);
    expect(draw).toHaveBeenCalledTimes(DRAWN_PAGES_KEPT + 1);
    await cache.page('1.0.0', TEMPLATE, `/mallSearch/w${DRAWN_PAGES_KEPT}`, 'vi', draw);
    expect(draw).toHaveBeenCalledTimes(DRAWN_PAGES_KEPT + 1);
    await cache.page('1.0.0', TEMPLATE, '/mallSearch/w0', 'vi', draw);
    expect(draw).toHaveBeenCalledTimes(DRAWN_PAGES_KEPT + 2);
  });
});
