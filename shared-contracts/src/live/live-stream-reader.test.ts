import { describe, expect, it, vi } from 'vitest';
import { backoffDelay, startLiveStream } from './live-stream-reader';
import { SseParser } from './sse-parser';
import { LIVE_QUERY_PREFIXES, prefixesToInvalidate } from './query-invalidation';
import { LIVE_ENTITIES } from '../api/live-events';

const change = (seq: number, entity = 'order') =>
  `id: ${seq}\nevent: change\ndata: ${JSON.stringify({ seq, entity, id: seq * 10, change: 'paid', orderId: seq * 10 })}\n\n`;

/** A fetch answer whose body gives these chunks, then ends (or stays open when `open`). */
function answer(chunks: string[], status = 200, open = false): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      if (!open) controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

describe('SseParser', () => {
  it('joins chunks split anywhere, skips comments, keeps the id, joins data lines, reads retry', () => {
    const parser = new SseParser();
    const text = ': ping\n\nretry: 2000\n\nid: 4\r\nevent: change\r\ndata: {"a":\r\ndata: 1}\r\n\r\nid: 5\n\ndata: x\n\n';
    const out = [];
    for (let i = 0; i < text.length; i += 3) out.push(...parser.push(text.slice(i, i + 3)));
    expect(out).toEqual([
      { event: 'change', data: '{"a":\n1}', id: '4' },
      { event: 'message', data: 'x', id: '5' },
    ]);
    expect(parser.lastEventId).toBe('5');
    expect(parser.retryMs).toBe(2000);
  });
});

describe('startLiveStream', () => {
  it('sends the token in the header, hands over change events per chunk, and resumes with Last-Event-ID', async () => {
    const calls: Array<Record<string, string>> = [];
    const answers = [
      answer(['id: 7\n\n', change(8) + change(9, 'notification'), change(10)]),
      answer([change(11)], 200, true),
    ];
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init?.headers as Record<string, string>);
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next;
    });
    const batches: number[][] = [];
    const sleeps: number[] = [];
    const handle = startLiveStream({
      url: '/api/events', getToken: () => 'tok', fetch: fetchMock as unknown as typeof fetch,
      onEvents: (events) => batches.push(events.map((e) => e.seq)), onReset: () => {}, onUnauthorized: () => {},
      random: () => 1, sleep: async (ms) => { sleeps.push(ms); },
    });
    await vi.waitFor(() => expect(batches).toEqual([[8, 9], [10], [11]]));
    handle.stop();
    expect(calls[0]).toMatchObject({ authorization: 'Bearer tok' });
    expect(calls[0]?.['last-event-id']).toBeUndefined();
    expect(calls[1]).toMatchObject({ authorization: 'Bearer tok', 'last-event-id': '10' });
    expect(sleeps).toEqual([1_000]);
  });

  it('drops a position the server refuses (400), resets the page and starts again from now on', async () => {
    const calls: Array<Record<string, string>> = [];
    const answers = [answer([change(5)]), answer([], 400), answer([change(6)], 200, true)];
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init?.headers as Record<string, string>);
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      return next;
    });
    const reset = vi.fn();
    const batches: number[][] = [];
    const handle = startLiveStream({
      url: '/api/events', getToken: () => 'tok', fetch: fetchMock as unknown as typeof fetch,
      onEvents: (events) => batches.push(events.map((e) => e.seq)), onReset: reset, onUnauthorized: () => {},
      random: () => 1, sleep: async () => {},
    });
    await vi.waitFor(() => expect(batches).toEqual([[5], [6]]));
    handle.stop();
    expect(calls.map((c) => c['last-event-id'])).toEqual([undefined, '5', undefined]);
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('backs off on failures, doubling to the cap, and starts again after a stream opened', () => {
    const b = { minMs: 1_000, maxMs: 30_000 };
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, b, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    expect(backoffDelay(3, b, () => 0)).toBe(2_000);
  });

  it('retries a failed connection with growing waits, and stops for good on 401', async () => {
    const statuses = [503, 503, 401];
    const fetchMock = vi.fn(async () => answer([], statuses.shift() ?? 401));
    const sleeps: number[] = [];
    const unauthorized = vi.fn();
    startLiveStream({
      url: '/api/events', getToken: () => 'tok', fetch: fetchMock as unknown as typeof fetch,
      onEvents: () => {}, onReset: () => {}, onUnauthorized: unauthorized,
      random: () => 1, sleep: async (ms) => { sleeps.push(ms); },
    });
    await vi.waitFor(() => expect(unauthorized).toHaveBeenCalledTimes(1));
    expect(sleeps).toEqual([1_000, 2_000]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('passes a reset on, and stops reading when stopped', async () => {
    const reset = vi.fn();
    const fetchMock = vi.fn(async () => answer(['id: 3\nevent: reset\ndata: {}\n\n'], 200, true));
    const handle = startLiveStream({
      url: '/api/events', getToken: () => 'tok', fetch: fetchMock as unknown as typeof fetch,
      onEvents: () => {}, onReset: reset, onUnauthorized: () => {},
    });
    await vi.waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
    handle.stop();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('the invalidation convention', () => {
  it('names prefixes for every entity, the notifications under [notifications]', () => {
    for (const entity of LIVE_ENTITIES) expect(LIVE_QUERY_PREFIXES[entity].length).toBeGreaterThan(0);
    expect(LIVE_QUERY_PREFIXES.notification).toEqual([['notifications']]);
  });

  it('invalidates the buyer pages and the operator queues of a change, each prefix once per burst', () => {
    const prefixes = prefixesToInvalidate([{ entity: 'payment' }, { entity: 'order' }, { entity: 'payment' }]);
    expect(prefixes).toEqual([['payments'], ['orders'], ['ops-payments'], ['ops-orders'], ['dashboard', 'work'], ['stock', 'mine'], ['ops-stock']]);
    // The staff dashboard's cards count every kind of change of the order flow.
    for (const entity of ['order', 'payment', 'refund', 'shipment', 'stock'] as const) {
      expect(prefixesToInvalidate([{ entity }]), entity).toContainEqual(['dashboard', 'work']);
    }
    expect(prefixesToInvalidate([{ entity: 'shipment' }])).toContainEqual(['ops', 'shipments']);
    expect(prefixesToInvalidate([{ entity: 'refund' }])).toContainEqual(['ops-refunds']);
    expect(prefixesToInvalidate([{ entity: 'notification' }])).toEqual([['notifications']]);
  });
});
