import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

export type EventLoopSample = { p50Ms: number; p99Ms: number; maxMs: number };

const NS_PER_MS = 1e6;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Event-loop delay between two samples: Node's histogram (sampled every 10 ms), read and started afresh on each
 * sample, so a page polling every 3 s sees the last 3 s. Two pages polling at once share the interval.
 */
export class EventLoopMonitor {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });

  constructor() {
    this.histogram.enable();
  }

  sample(): EventLoopSample {
    const h = this.histogram;
    // Before the first tick of the sampler the histogram is empty and answers NaN/huge numbers.
    const answer = h.count > 0
      ? { p50Ms: round2(h.percentile(50) / NS_PER_MS), p99Ms: round2(h.percentile(99) / NS_PER_MS), maxMs: round2(h.max / NS_PER_MS) }
      : { p50Ms: 0, p99Ms: 0, maxMs: 0 };
    h.reset();
    return answer;
  }

  stop(): void {
    this.histogram.disable();
  }
}
