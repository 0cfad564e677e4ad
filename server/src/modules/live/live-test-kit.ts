import { liveEventSchema, type LiveEvent } from 'shared-contracts/api/live-events';

/** One `GET /api/events` read in a test the way the portal reads it: fetch with the Authorization header. */
export type OpenStream = {
  status: number;
  /** The change events received so far, in order. */
  events: LiveEvent[];
  /** The names of every event received (`change`, `reset`). */
  names: string[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  waitFor: (test: (events: LiveEvent[]) => boolean, ms?: number) => Promise<LiveEvent[]>;
  close: () => void;
  lastId: () => string | null;
};

export async function openStream(baseUrl: string, token: string, lastEventId?: string | null): Promise<OpenStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (lastEventId != null) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${baseUrl}/api/events`, { headers, signal: abort.signal });
  const events: LiveEvent[] = [];
  const names: string[] = [];
  let lastId: string | null = lastEventId ?? null;
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!res.ok || !res.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let name = 'message';
          let data = '';
          let id: string | null = null;
          for (const line of block.split('\n')) {
            if (line.startsWith('event: ')) name = line.slice(7);
            else if (line.startsWith('data: ')) data += line.slice(6);
            else if (line.startsWith('id: ')) id = line.slice(4);
          }
          if (id !== null) lastId = id;
          if (!data) continue;
          names.push(name);
          if (name === 'change') events.push(liveEventSchema.parse(JSON.parse(data)));
          waiters.forEach((w) => w());
        }
      }
    } catch {
      // aborted by the test
    }
  })();
  const waitFor: OpenStream['waitFor'] = (test, ms = 5_000) => new Promise((resolve, reject) => {
    const check = () => {
      if (!test(events)) return;
      waiters.delete(check);
      clearTimeout(timer);
      resolve(events);
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`no such events within ${ms} ms; had ${JSON.stringify(events)}`));
    }, ms);
    waiters.add(check);
    check();
  });
  return { status: res.status, events, names, ended, waitFor, close: () => abort.abort(), lastId: () => lastId };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
