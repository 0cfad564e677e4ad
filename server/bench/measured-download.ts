/**
 * One export download as the export benches measure it (docs/exports.md): time to the first byte and to the last,
 * the file's size, and the process's memory while the server streams it (the server runs in this process). Run the
 * benches with NODE_OPTIONS=--expose-gc: every half second a full GC gives the live heap, what the export really
 * holds, without the garbage not yet collected.
 */
export type Download = {
  bytes: number;
  firstByteSeconds: number;
  seconds: number;
  /** Megabytes: before the request, the peaks while it ran, and after a GC once it ended. */
  memory: { rssBefore: number; rssPeak: number; rssAfter: number; heapBefore: number; heapPeak: number; heapAfter: number; livePeak: number };
};

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
export const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Downloads `url` with the token, reading it at once or (`slow`) a millisecond per chunk, to see back-pressure hold. */
export async function measuredDownload(url: string, token: string, options: { slow?: boolean } = {}): Promise<Download> {
  gc();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heapUsed: before.heapUsed, live: before.heapUsed };
  let samples = 0;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    if (++samples % 50 === 0) {
      gc();
      peak.live = Math.max(peak.live, process.memoryUsage().heapUsed);
    }
  }, 10);
  try {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    const firstByteSeconds = (performance.now() - started) / 1000;
    let bytes = 0;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (options.slow) await new Promise((resolve) => { setTimeout(resolve, 1); });
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    gc();
    const after = process.memoryUsage();
    const mb = (n: number) => n / 1024 / 1024;
    return {
      bytes, firstByteSeconds, seconds,
      memory: {
        rssBefore: mb(before.rss), rssPeak: mb(peak.rss), rssAfter: mb(after.rss),
        heapBefore: mb(before.heapUsed), heapPeak: mb(peak.heapUsed), heapAfter: mb(after.heapUsed), livePeak: mb(peak.live),
      },
    };
  } finally {
    clearInterval(sampler);
  }
}
