import { useState } from 'react';
import type { ServerMonitor } from 'shared-contracts/api/server-monitor';
import { SPARKLINE_CAPACITY } from '../utils/sparkline';

/** What the charts draw, one point per sample. */
export type HistoryPoint = { cpuPercent: number; heapBytes: number; loopP99Ms: number };

type History = { time: string | null; points: HistoryPoint[] };

/** The last samples the page received (a new one each time `time` changes), oldest first. */
export function useSampleHistory(sample: ServerMonitor | undefined): HistoryPoint[] {
  const [history, setHistory] = useState<History>({ time: null, points: [] });
  // Adjusted while rendering (React's pattern for state derived from a changing prop): no effect, no extra render pass.
  if (sample && sample.time !== history.time) {
    const point = { cpuPercent: sample.cpu.loadPercent, heapBytes: sample.node.heapUsedBytes, loopP99Ms: sample.eventLoop.p99Ms };
    const next = { time: sample.time, points: [...history.points, point].slice(-SPARKLINE_CAPACITY) };
    setHistory(next);
    return next.points;
  }
  return history.points;
}
