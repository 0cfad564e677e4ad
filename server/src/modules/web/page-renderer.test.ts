import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageRenderer, type RenderAnswer } from './page-renderer';

let dir: string;
const renderers: PageRenderer[] = [];

/** A renderer bundle as the host ships one: CommonJS exporting `draw(template, address, locale)`. */
function writeBundle(name: string, body: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, `exports.draw = async (template, address, locale) => { ${body} };`);
  return file;
}

function renderer(bundle: string, answer: (method: string, url: string) => Promise<RenderAnswer>, timeoutMs = 2_000) {
  const onFailure = vi.fn();
  const created = new PageRenderer({ bundle, exportName: 'draw', answer, onFailure, timeoutMs });
  renderers.push(created);
  return { renderer: created, onFailure };
}

const json = (body: unknown, status = 200): RenderAnswer => ({ status, contentType: 'application/json', body: JSON.stringify(body) });

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-renderer-'));
});
afterEach(async () => {
  await Promise.all(renderers.splice(0).map((r) => r.close()));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('PageRenderer', () => {
  it("draws in a worker, whose requests the server's own routes answer", async () => {
    const bundle = writeBundle('fetching.cjs', `
      const goods = await (await fetch('http://portal.render/api/goods/7?x=1')).json();
      const missing = await fetch('http://portal.render/api/goods/404');
      return template.replace('<div id="root"></div>', '<div id="root">' + goods.name + ' ' + missing.status + ' ' + locale + ' ' + address + '</div>');
    `);
    const asked: string[] = [];
    const { renderer: pages } = renderer(bundle, async (method, url) => {
      asked.push(`${method} ${url}`);
      return url.startsWith('/api/goods/7') ? json({ name: 'Cotton T-shirt' }) : json({ message: 'mall.goodsNotFound' }, 404);
    });
    const html = await pages.draw('<html><div id="root"></div></html>', '/mallDetail/7', 'vi');
    expect(html).toBe('<html><div id="root">Cotton T-shirt 404 vi /mallDetail/7</div></html>');
    expect(asked).toEqual(['GET /api/goods/7?x=1', 'GET /api/goods/404']);
  });

  it('answers null, and says why, when the drawing fails, takes too long or has no bundle', async () => {
    const failing = renderer(writeBundle('throwing.cjs', `throw new Error('no goods component');`), async () => json({}));
    expect(await failing.renderer.draw('<div id="root"></div>', '/mall', 'en')).toBeNull();
    expect(failing.onFailure).toHaveBeenCalledWith(expect.stringContaining('no goods component'));

    const slow = renderer(writeBundle('slow.cjs', `await new Promise((r) => setTimeout(r, 5000)); return 'late';`), async () => json({}), 100);
    expect(await slow.renderer.draw('<div id="root"></div>', '/mall', 'en')).toBeNull();
    expect(slow.onFailure).toHaveBeenCalledWith(expect.stringContaining('took over 100 ms'));

    const absent = renderer(path.join(dir, 'missing.cjs'), async () => json({}));
    expect(await absent.renderer.draw('<div id="root"></div>', '/mall', 'en')).toBeNull();
  });

  it('keeps drawing after a request the server could not answer, and picks up a new bundle', async () => {
    const bundle = writeBundle('swapped.cjs', `
      try { await fetch('http://portal.render/api/x'); return 'answered'; } catch (error) { return 'failed: ' + error.message; }
    `);
    const { renderer: pages } = renderer(bundle, async () => {
      throw new Error('database down');
    });
    expect(await pages.draw('', '/mall', 'en')).toBe('failed: Error: database down');
    // A new host build replaces the bundle: the next drawing runs the new code.
    await new Promise((resolve) => setTimeout(resolve, 20));
    fs.writeFileSync(bundle, `exports.draw = async () => 'new build';`);
    expect(await pages.draw('', '/mall', 'en')).toBe('new build');
  });

  it('draws concurrent pages each with its own answers', async () => {
    const bundle = writeBundle('concurrent.cjs', `
      const answer = await (await fetch('http://portal.render/api/echo?page=' + encodeURIComponent(address))).json();
      return answer.page;
    `);
    const { renderer: pages } = renderer(bundle, async (_method, url) => {
      await new Promise((resolve) => setTimeout(resolve, url.includes('slow') ? 50 : 0));
      return json({ page: new URL(url, 'http://x').searchParams.get('page') });
    });
    const drawn = await Promise.all(['/slow', '/a', '/b'].map((address) => pages.draw('', address, 'en')));
    expect(drawn).toEqual(['/slow', '/a', '/b']);
  });
});
