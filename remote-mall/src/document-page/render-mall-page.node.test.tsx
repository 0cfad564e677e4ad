// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMallServer } from '../features/catalogue/test/mall-test-server';
import { FIRST_DATA_ID } from 'shared-contracts/shell/prerender/draw-page';
import { RENDER_ORIGIN, renderMallPage } from './render-mall-page.node';

const TEMPLATE = '<!doctype html><html lang="zh-CN"><head><title>采购服务平台</title></head><body><div id="root"></div></body></html>';

let server: Awaited<ReturnType<typeof startMallServer>>;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = await startMallServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  // As the server's worker does: the drawing's requests go to the server's routes, here the mall's test server.
  vi.stubGlobal('fetch', (input: Request) => realFetch(new Request(input.url.replace(RENDER_ORIGIN, server.url.replace(/\/?$/, '/')), input)));
  return () => vi.unstubAllGlobals();
});

const firstData = (html: string) => {
  const text = new RegExp(`<script type="application/json" id="${FIRST_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return JSON.parse(text ?? 'null') as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
};

describe('renderMallPage', () => {
  it('draws a product page with its goods, its store and its pictures, in the language asked for', async () => {
    const html = await renderMallPage(TEMPLATE, '/mallDetail/7', 'vi');
    expect(html).toContain('<html lang="vi-VN">');
    expect(html).toMatch(/<title>[^<]+ - Nền tảng dịch vụ thu mua xuyên biên giới<\/title>/);
    expect(html).toMatch(/<h1[^>]*>Áo thun cotton ngắn tay<\/h1>/);
    expect(html).toContain('Cửa hàng hàng nhỏ Nghĩa Ô');
    // The pictures are in the page as loaded: the browser shows them before the script runs.
    expect(html).toMatch(/<img src="[^"]+" alt="Áo thun cotton ngắn tay: ảnh 1\/2"[^>]*opacity:1/);
    // The answers the page was drawn from go with it, the goods' and the store's (asked once the goods were known).
    const paths = firstData(html).queries.map((query) => JSON.stringify(query.queryKey));
    expect(paths.length).toBeGreaterThanOrEqual(2);
    expect(server.requests.map((r) => new URL(r.url ?? '', 'http://x').pathname)).toEqual(expect.arrayContaining(['/api/goods/7', '/api/stores/3']));
  });

  it('draws the home with its catalogue: categories, recommended and new goods and the trading hall, with their answers', async () => {
    const html = await renderMallPage(TEMPLATE, '/mall', 'vi');
    expect(html).toMatch(/<h1[^>]*>Trung tâm mua sắm thu mua xuyên biên giới<\/h1>/);
    expect(html).toContain('Quần áo');
    expect(html).toContain('B000501');
    expect(html).toContain('href="/mallDetail/7"');
    // Nothing of the catalogue is left loading: no placeholders in the drawn page.
    expect(html).not.toContain('aria-busy="true"');
    const keys = firstData(html).queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(expect.arrayContaining([expect.stringContaining('categories'), expect.stringContaining('hall')]));
    expect(keys.filter((key) => key.includes('goods'))).toHaveLength(2);
  });

  it('draws search results with their query, and leaves a failed read to the browser', async () => {
    const html = await renderMallPage(TEMPLATE, '/mallSearch/cotton?sort=newest', 'en');
    expect(html).toContain('Cotton short-sleeve T-shirt');
    expect(server.queriesOf('/api/goods')).toContainEqual(expect.objectContaining({ keyword: 'cotton', sort: 'newest' }));

    server.state.failGoods = true;
    const failed = await renderMallPage(TEMPLATE, '/mallSearch/cotton', 'en');
    expect(failed).not.toContain('Cotton short-sleeve T-shirt');
    // Only answers that arrived are carried: the browser asks again for the goods.
    const keys = firstData(failed).queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys.some((key) => key.includes('cotton'))).toBe(false);
  });

  it('draws a product that does not exist as the page shows it', async () => {
    const html = await renderMallPage(TEMPLATE, '/mallDetail/404', 'en');
    expect(html).toContain('<div id="root" inert>');
    expect(html).not.toContain('Cotton short-sleeve T-shirt');
  });
});
