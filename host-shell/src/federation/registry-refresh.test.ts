import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userFixture } from 'shared-contracts/test-support/user-fixture';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn(), getInstance: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

type Entry = { name: string; manifestUrl: string; version: string; enabled: boolean };
const entry = (name: string, version: string): Entry =>
  ({ name, manifestUrl: `/remotes/${name}/v/${version}/mf-manifest.json`, version, enabled: true });
const anonymous = [entry('mall', '1.0.0'), entry('admin', '1.0.0'), entry('orders', '1.0.0')];
/** The same registry as the buyer sees it: canaries for the buyer's role on mall and admin. */
const forBuyer = [entry('mall', '1.1.0'), entry('admin', '2.0.0'), entry('orders', '1.0.0')];

const fetchMock = vi.fn<typeof fetch>();
const registryAnswers = (answer: (auth: string | null) => Entry[] | number) => fetchMock.mockImplementation(async (url, init) => {
  if (url !== '/api/remotes') return new Response(null, { status: 204 });
  const result = answer(new Headers(init?.headers).get('authorization'));
  return typeof result === 'number' ? new Response('{}', { status: result }) : new Response(JSON.stringify(result), { status: 200 });
});
const registryCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/remotes').map(([, init]) => new Headers(init?.headers).get('authorization'));

// Module state (the registration, opened remotes, versions, the session) is per page load: each test loads the
// modules afresh, the session store with them.
let session: typeof import('shared-contracts/session/session-store');
async function freshModules() {
  vi.resetModules();
  session = await import('shared-contracts/session/session-store');
  return {
    registry: { ...(await import('./remote-registry')), ...(await import('./registry-refresh')) },
    component: await import('./remote-component'),
    versions: await import('./registered-versions'),
    signIn: await import('./sign-in-refresh'),
  };
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
  runtime.loadRemote.mockResolvedValue({ default: () => null });
});
afterEach(() => {
  session.logoutLocal();
  vi.unstubAllGlobals();
});

describe('the registry after sign-in', () => {
  it('sends the token cookie’s token with the first registry request', async () => {
    document.cookie = 'SHL-TOEKN=from-cookie; path=/';
    registryAnswers(() => anonymous);
    const { registry } = await freshModules();
    await registry.registerRemotesOnce();
    expect(registryCalls()).toEqual(['Bearer from-cookie']);
    document.cookie = 'SHL-TOEKN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('moves the remotes not opened yet to the user’s versions (force), and leaves an opened one until reload', async () => {
    registryAnswers((auth) => (auth === 'Bearer buyer-token' ? forBuyer : anonymous));
    const { registry, component, versions, signIn } = await freshModules();
    await registry.registerRemotesOnce();
    expect(registryCalls()).toEqual([null]);
    // The mall's landing page is open before sign-in.
    await component.loadRemotePage({ id: 'mall/Landing', remote: 'mall', module: 'Landing' }).promise;
    const stop = signIn.refreshRegistryOnSignIn();
    runtime.registerRemotes.mockClear();

    session.setLogin({ token: 'buyer-token', user: userFixture({ roles: ['buyer'] }), rememberMe: false });
    await vi.waitFor(() => expect(registryCalls()).toEqual([null, 'Bearer buyer-token']));
    const remotes = await registry.registerRemotesOnce();

    expect(runtime.registerRemotes.mock.calls).toEqual([[[{ name: 'admin', entry: '/remotes/admin/v/2.0.0/mf-manifest.json' }], { force: true }]]);
    expect(remotes).toEqual([
      { name: 'mall', entry: '/remotes/mall/v/1.0.0/mf-manifest.json' },
      { name: 'admin', entry: '/remotes/admin/v/2.0.0/mf-manifest.json' },
      { name: 'orders', entry: '/remotes/orders/v/1.0.0/mf-manifest.json' },
    ]);
    // Failures are reported against what each remote actually runs.
    expect(versions.registeredVersion('admin')).toBe('2.0.0');
    expect(versions.registeredVersion('mall')).toBe('1.0.0');
    stop();
  });

  it('moves a page loaded before anything was shown (the portal the login document prepared) to the user’s version', async () => {
    registryAnswers((auth) => (auth === 'Bearer buyer-token' ? forBuyer : anonymous));
    const { registry, component } = await freshModules();
    await registry.registerRemotesOnce();
    // Loaded while the user typed, with the anonymous registration.
    await component.preloadRemotePage('mall/MallDetail');
    runtime.registerRemotes.mockClear();
    runtime.loadRemote.mockClear();

    const remotes = await registry.refreshRegistry('buyer-token', { nothingShown: true });
    expect(runtime.registerRemotes.mock.calls).toEqual([
      [[{ name: 'mall', entry: '/remotes/mall/v/1.1.0/mf-manifest.json' }], { force: true }],
      [[{ name: 'admin', entry: '/remotes/admin/v/2.0.0/mf-manifest.json' }], { force: true }],
    ]);
    expect(remotes[0]).toEqual({ name: 'mall', entry: '/remotes/mall/v/1.1.0/mf-manifest.json' });
    // The page loaded in the anonymous version is dropped: showing it now loads it again, in the buyer's.
    await component.loadRemotePage({ id: 'mall/MallDetail', remote: 'mall', module: 'MallDetail' }).promise;
    expect(runtime.loadRemote).toHaveBeenCalledWith('mall/MallDetail');
  });

  it('does nothing for a page loaded signed in, and keeps the registration when the refresh fails', async () => {
    // The token cookie of an earlier visit: the page loads signed in.
    document.cookie = 'SHL-TOEKN=already; path=/';
    registryAnswers(() => anonymous);
    const { registry, signIn } = await freshModules();
    await registry.registerRemotesOnce();
    const stop = signIn.refreshRegistryOnSignIn();
    // Setting the same token again (the user's details arriving) is no sign-in.
    session.setLogin({ token: 'already', user: userFixture({ roles: ['buyer'] }), rememberMe: false });
    expect(registryCalls()).toHaveLength(1);

    registryAnswers(() => 503);
    runtime.registerRemotes.mockClear();
    await expect(registry.refreshRegistry('other-user')).resolves.toHaveLength(3);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    // A page opened afterwards still loads from the registration the page had.
    await expect(registry.registerRemotesOnce()).resolves.toHaveLength(3);
    stop();
  });

  it('makes pages that start loading during the refresh wait for it', async () => {
    registryAnswers(() => anonymous);
    const { registry, component } = await freshModules();
    await registry.registerRemotesOnce();
    let answer!: (r: Response) => void;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => { answer = resolve; }));
    const refreshed = registry.refreshRegistry('buyer-token');
    const load = component.loadRemotePage({ id: 'admin/system/Menu', remote: 'admin', module: 'system/Menu' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    answer(new Response(JSON.stringify(forBuyer), { status: 200 }));
    await refreshed;
    await load.promise;
    // The admin remote was not opened when the answer came, so the page loads the buyer's version.
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'admin', entry: '/remotes/admin/v/2.0.0/mf-manifest.json' }], { force: true });
    expect(runtime.loadRemote).toHaveBeenCalledWith('admin/system/Menu');
  });
});
