import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import { IntlProvider } from 'react-intl';
import { federationMessages } from './messages';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn(), getInstance: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { RemoteView } = await import('./remote-view');
const { preloadRemotePage } = await import('./remote-component');
const { loadErrorPlugin } = await import('./load-error-plugin');

const registry = [{ name: 'orders', manifestUrl: '/remotes/orders/mf-manifest.json', version: '1.0.0', enabled: true }];
const respond = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

function renderView(component: string) {
  return render(
    <IntlProvider locale="en" messages={federationMessages.en}>
      <ChakraProvider value={defaultSystem}>
        <RemoteView component={component} />
      </ChakraProvider>
    </IntlProvider>,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  runtime.registerRemotes.mockReset();
  runtime.loadRemote.mockReset();
});

describe('RemoteView', () => {
  it('shows the error panel when the registry does not answer, and Retry loads the page', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementationOnce(() => respond(503, { status: 503 }));
    renderView('orders/OrderList');
    expect(await screen.findByText('This page could not be loaded.')).toBeTruthy();
    expect(screen.getByText('orders/OrderList')).toBeTruthy();

    fetchMock.mockImplementation(() => respond(200, registry));
    runtime.loadRemote.mockResolvedValue({ default: () => <h1>My orders</h1> });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'My orders' })).toBeTruthy();
    expect(runtime.loadRemote).toHaveBeenCalledWith('orders/OrderList');
    // Retry re-registers the remote with force, so its manifest is fetched again.
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'orders', entry: '/remotes/orders/mf-manifest.json' }], { force: true });
  });

  it('renders the panel the runtime plugin returns for a module that failed to load', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => respond(200, registry));
    const plugin = loadErrorPlugin();
    runtime.loadRemote.mockImplementation(async (id: string) =>
      plugin.errorLoadRemote?.({ id, error: new Error('chunk failed'), lifecycle: 'onLoad', from: 'runtime' } as never));
    renderView('orders/Missing');
    expect(await screen.findByText('This page could not be loaded.')).toBeTruthy();
    expect(screen.getByText('orders/Missing')).toBeTruthy();
  });

  it('does not keep a failure: the next visit of the page tries again', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => respond(200, registry));
    const plugin = loadErrorPlugin();
    runtime.loadRemote.mockImplementationOnce(async (id: string) =>
      plugin.errorLoadRemote?.({ id, error: new Error('remote down'), lifecycle: 'onLoad', from: 'runtime' } as never));
    const firstVisit = renderView('orders/Flaky');
    expect(await screen.findByText('This page could not be loaded.')).toBeTruthy();
    firstVisit.unmount();

    runtime.loadRemote.mockResolvedValue({ default: () => <h1>Flaky page</h1> });
    renderView('orders/Flaky');
    expect(await screen.findByRole('heading', { name: 'Flaky page' })).toBeTruthy();
  });

  it('renders a preloaded page at once, without a loading state, and loads it only once', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => respond(200, registry));
    let loaded!: () => void;
    const done = new Promise<void>((resolve) => { loaded = resolve; });
    runtime.loadRemote.mockImplementation(async () => {
      loaded();
      return { default: () => <h1>Preloaded page</h1> };
    });
    preloadRemotePage('orders/Preloaded');
    await done;
    await new Promise((resolve) => setTimeout(resolve, 0));
    renderView('orders/Preloaded');
    expect(screen.getByRole('heading', { name: 'Preloaded page' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows the panel for a component string that names no remote page', async () => {
    renderView('not a component');
    expect(await screen.findByText('This page could not be loaded.')).toBeTruthy();
  });
});

describe('loadErrorPlugin', () => {
  it('leaves the inner stages alone so they fail once, as a whole load', () => {
    const plugin = loadErrorPlugin();
    const args = { id: '/remotes/x/mf-manifest.json', error: new Error('404'), from: 'runtime', lifecycle: 'afterResolve' };
    expect(plugin.errorLoadRemote?.(args as never)).toBeUndefined();
  });
});
