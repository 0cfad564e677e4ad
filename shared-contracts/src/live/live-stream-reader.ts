import { LIVE_CHANGE_EVENT, LIVE_RESET_EVENT, liveEventSchema, type LiveEvent } from '../api/live-events';
import { SseParser } from './sse-parser';

export type LiveStreamOptions = {
  /** The stream's address (`/api/events` under the API prefix). */
  url: string;
  /** Read at each (re)connection, so a renewed token is used. */
  getToken: () => string | null | undefined;
  /** The change events of one chunk of the stream, together (a burst invalidates each query once). */
  onEvents: (events: LiveEvent[]) => void;
  /** The stream was too far behind to resume, or was cut for long: the page should read everything again. */
  onReset: () => void;
  /** The server refused the token (401): the reader stops; the session is over. */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  /** Waits before a reconnection: from `minMs`, doubled at each failure up to `maxMs`, with jitter. */
  backoff?: { minMs: number; maxMs: number };
  random?: () => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
};

export type LiveStreamHandle = { stop: () => void };

const defaultSleep = (ms: number, signal: AbortSignal) => new Promise<void>((resolve) => {
  const timer = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
});

/** The wait before reconnection attempt `failures` (1, 2, …): exponential, capped, between half and all of it. */
export function backoffDelay(failures: number, backoff: { minMs: number; maxMs: number }, random: () => number): number {
  const full = Math.min(backoff.maxMs, backoff.minMs * 2 ** Math.max(0, failures - 1));
  return Math.round(full / 2 + (full / 2) * random());
}

/**
 * The portal's reader of `GET /api/events` (docs/notifications.md "Live pages"): server-sent events read with fetch,
 * so the token goes in the Authorization header as on every other call (EventSource cannot send headers, and the
 * token must not go in the URL). Reconnects with backoff, sending Last-Event-ID so nothing is lost or repeated.
 */
export function startLiveStream(opts: LiveStreamOptions): LiveStreamHandle {
  const doFetch = opts.fetch ?? ((input, init) => fetch(input, init));
  const backoff = opts.backoff ?? { minMs: 1_000, maxMs: 30_000 };
  const random = opts.random ?? Math.random;
  const sleep = opts.sleep ?? defaultSleep;
  const stopped = new AbortController();
  let lastEventId: string | null = null;

  const readOnce = async (): Promise<'opened' | 'failed' | 'unauthorized'> => {
    const token = opts.getToken();
    if (!token) return 'unauthorized';
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const res = await doFetch(opts.url, { headers, signal: stopped.signal, cache: 'no-store' });
    if (res.status === 401) return 'unauthorized';
    if (res.status === 400 && lastEventId) {
      // A position the server refuses (mall.lastEventIdInvalid): sending it again would be refused again. Start
      // from now on, and let the page read everything again, since what came between is unknown.
      lastEventId = null;
      opts.onReset();
      return 'failed';
    }
    if (!res.ok || !res.body) return 'failed';
    const parser = new SseParser();
    parser.lastEventId = lastEventId;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'opened';
      const changes: LiveEvent[] = [];
      for (const message of parser.push(value)) {
        if (message.event === LIVE_RESET_EVENT) opts.onReset();
        if (message.event !== LIVE_CHANGE_EVENT) continue;
        const parsed = liveEventSchema.safeParse(JSON.parse(message.data));
        if (parsed.success) changes.push(parsed.data);
      }
      lastEventId = parser.lastEventId;
      if (changes.length) opts.onEvents(changes);
    }
  };

  void (async () => {
    let failures = 0;
    while (!stopped.signal.aborted) {
      let outcome: 'opened' | 'failed' | 'unauthorized';
      try {
        outcome = await readOnce();
      } catch {
        outcome = 'failed';
      }
      if (stopped.signal.aborted) return;
      if (outcome === 'unauthorized') {
        opts.onUnauthorized();
        return;
      }
      // A stream that opened and later ended (a deploy, a proxy's timeout) retries soon; failures back off.
      // Changes made meanwhile come with the next stream: the server gives every stream its position at once.
      failures = outcome === 'opened' ? 1 : failures + 1;
      await sleep(backoffDelay(failures, backoff, random), stopped.signal);
    }
  })();

  return { stop: () => stopped.abort() };
}
