import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogBuffer } from './log-buffer';

afterEach(() => { vi.useRealTimers(); });

describe('LogBuffer', () => {
  it('writes after the interval in one batch, at once when the batch is full, and on flush', async () => {
    vi.useFakeTimers();
    const batches: number[][] = [];
    const buffer = new LogBuffer<number>(async (b) => { batches.push(b); }, () => {}, { intervalMs: 500, maxBatch: 3, maxPending: 100 });
    buffer.add(1);
    buffer.add(2);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(batches).toEqual([[1, 2]]);
    buffer.add(3);
    buffer.add(4);
    buffer.add(5);
    await buffer.flush();
    expect(batches).toEqual([[1, 2], [3, 4, 5]]);
    buffer.add(6);
    await buffer.flush();
    expect(batches).toEqual([[1, 2], [3, 4, 5], [6]]);
    expect(buffer.size).toBe(0);
  });

  it('reports a failed write and goes on; drops the oldest when too many wait', async () => {
    const lost: number[] = [];
    let fail = true;
    const written: number[] = [];
    const buffer = new LogBuffer<number>(async (b) => {
      if (fail) throw new Error('down');
      written.push(...b);
    }, (_err, n) => lost.push(n), { intervalMs: 60_000, maxBatch: 10, maxPending: 2 });
    buffer.add(1);
    await buffer.flush();
    expect(lost).toEqual([1]);
    fail = false;
    buffer.add(2);
    buffer.add(3);
    buffer.add(4);
    await buffer.flush();
    expect(lost).toEqual([1, 1]);
    expect(written).toEqual([3, 4]);
  });
});
