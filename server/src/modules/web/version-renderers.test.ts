import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageRenderer, RENDER_TIMEOUT_MS } from './page-renderer';
import { VersionRenderers } from './version-renderers';

const BUNDLE = { bundle: '/nowhere/server/render.cjs', exportName: 'renderMallPage' };
const mall = (version: string) => ({ remote: 'mall', version });

function setUp() {
  const made: { version: string; renderer: PageRenderer; close: ReturnType<typeof vi.spyOn> }[] = [];
  const renderers = new VersionRenderers((renderer, version) => {
    const renderer1 = new PageRenderer({ ...renderer, answer: async () => ({ status: 404, contentType: 'application/json', body: '{}' }), onFailure: () => {} });
    made.push({ version: `${version.remote} ${version.version}`, renderer: renderer1, close: vi.spyOn(renderer1, 'close') });
    return renderer1;
  });
  return { renderers, made };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('VersionRenderers', () => {
  it('keeps one renderer per version, so a canary and the active version draw side by side', () => {
    const { renderers, made } = setUp();
    expect(renderers.of(mall('2.0.0'), BUNDLE)).toBe(renderers.of(mall('2.0.0'), BUNDLE));
    expect(renderers.of(mall('3.0.0'), BUNDLE)).not.toBe(renderers.of(mall('2.0.0'), BUNDLE));
    expect(made.map((m) => m.version)).toEqual(['mall 2.0.0', 'mall 3.0.0']);
  });

  it('tells apart the same version number of two remotes', async () => {
    const { renderers, made } = setUp();
    expect(renderers.of({ remote: 'orders', version: '2.0.0' }, BUNDLE)).not.toBe(renderers.of(mall('2.0.0'), BUNDLE));
    renderers.keepOnly(new Set(['orders@2.0.0']));
    expect(renderers.of({ remote: 'orders', version: '2.0.0' }, BUNDLE)).toBe(renderers.of({ remote: 'orders', version: '2.0.0' }, BUNDLE));
    expect(made.map((m) => m.version)).toEqual(['orders 2.0.0', 'mall 2.0.0']);
    await renderers.close();
    expect(made.map((m) => m.close.mock.calls.length)).toEqual([1, 1]);
  });

  it("closes a version's renderer once no one is handed it, after a drawing under way has had its time", async () => {
    vi.useFakeTimers();
    const { renderers, made } = setUp();
    const old = renderers.of(mall('2.0.0'), BUNDLE);
    renderers.of(mall('3.0.0'), BUNDLE);
    renderers.keepOnly(new Set(['mall@3.0.0']));
    expect(made[0]?.close).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(RENDER_TIMEOUT_MS * 2);
    expect(made[0]?.close).toHaveBeenCalledTimes(1);
    expect(made[1]?.close).not.toHaveBeenCalled();
    // Handed out again (a rollback): a renderer of its own, started on its first page.
    expect(renderers.of(mall('2.0.0'), BUNDLE)).not.toBe(old);
    await renderers.close();
    expect(made[1]?.close).toHaveBeenCalledTimes(1);
    expect(made[2]?.close).toHaveBeenCalledTimes(1);
  });

  it('closes, with the server, renderers still waiting to close', async () => {
    vi.useFakeTimers();
    const { renderers, made } = setUp();
    renderers.of(mall('2.0.0'), BUNDLE);
    renderers.keepOnly(new Set());
    await renderers.close();
    expect(made[0]?.close).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RENDER_TIMEOUT_MS * 2);
    expect(made[0]?.close).toHaveBeenCalledTimes(1);
  });
});
