import { act, cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutLocal, setLogin } from 'shared-contracts/session/session-store';
import { userFixture } from 'shared-contracts/test-support/user-fixture';
import { LiveEvents } from './live-events';

afterEach(() => { cleanup(); logoutLocal(); vi.unstubAllGlobals(); });

/** A stream that sends one payment change, then stays open until aborted. */
function streamingFetch() {
  const signals: AbortSignal[] = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.signal) signals.push(init.signal);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(
          `id: 5\nevent: change\ndata: ${JSON.stringify({ seq: 5, entity: 'payment', id: 9, change: 'paid', orderId: 41 })}\n\n`));
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  });
  return { fetchMock, signals };
}

describe('the portal\'s live events', () => {
  it('open one stream when signed in, invalidate what an event names, and stop on logout', async () => {
    const { fetchMock, signals } = streamingFetch();
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    client.setQueryData(['orders', 'mine', 'detail', '41'], { cached: true });
    client.setQueryData(['dict', 'x'], { cached: true });
    render(<QueryClientProvider client={client}><LiveEvents /></QueryClientProvider>);
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => setLogin({ token: 't0k', user: userFixture(), rememberMe: false }));
    await vi.waitFor(() => expect(client.getQueryState(['orders', 'mine', 'detail', '41'])?.isInvalidated).toBe(true));
    expect(client.getQueryState(['dict', 'x'])?.isInvalidated).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/events');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer t0k');

    act(() => logoutLocal());
    expect(signals[0]?.aborted).toBe(true);
  });
});
