import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogBuffer, LogBufferFull, type LogBufferOptions } from './log-buffer';

afterEach(() => { vi.useRealTimers(); });

/** A refusal of one entry (as PostgreSQL's SQLSTATE class 22 would be) or of the database as a whole. */
class Refused extends Error {
  constructor(readonly entryFault: boolean) {
    super(entryFault ? 'bad entry' : 'down');
  }
}
const options = (o: Omit<LogBufferOptions, 'isEntryFault'>): LogBufferOptions => ({ ...o, isEntryFault: (err) => err instanceof Refused && err.entryFault });

/**
 * A writer that stores what it is given, all or nothing like one insert: a batch holding a negative number is
 * refused as a bad entry, and everything is refused while `down`.
 */
function table() {
  const rows: number[] = [];
  const calls: number[][] = [];
  const state = { down: false };
  const write = async (batch: number[]) => {
    calls.push(batch);
    if (state.down) throw new Refused(false);
    if (batch.some((n) => n < 0)) throw new Refused(true);
    rows.push(...batch);
  };
  return { rows, calls, state, write };
}

function lossRecorder() {
  const lost: number[][] = [];
  return { lost, onLost: (_err: unknown, entries: readonly number[]) => { lost.push([...entries]); } };
}

describe('LogBuffer', () => {
  it('writes after the interval in one batch, at once when the batch is full, and on flush', async () => {
    vi.useFakeTimers();
    const t = table();
    const buffer = new LogBuffer<number>(t.write, () => {}, options({ intervalMs: 500, maxBatch: 3, maxPending: 100 }));
    buffer.add(1);
    buffer.add(2);
    expect(t.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(t.calls).toEqual([[1, 2]]);
    buffer.add(3);
    buffer.add(4);
    buffer.add(5);
    await buffer.flush();
    expect(t.calls).toEqual([[1, 2], [3, 4, 5]]);
    buffer.add(6);
    await buffer.flush();
    expect(t.calls).toEqual([[1, 2], [3, 4, 5], [6]]);
    expect(buffer.size).toBe(0);
    expect(buffer.lostSoFar.lost).toBe(0);
  });

  it('writes a refused batch again one entry at a time: only the bad entry is lost, and it is counted', async () => {
    const t = table();
    const { lost, onLost } = lossRecorder();
    const buffer = new LogBuffer<number>(t.write, onLost, options({ intervalMs: 60_000, maxBatch: 10, maxPending: 100 }));
    for (const n of [1, 2, -3, 4, -5, 6]) buffer.add(n);
    await buffer.flush();
    expect(t.rows).toEqual([1, 2, 4, 6]);
    expect(lost).toEqual([[-3], [-5]]);
    expect(buffer.lostSoFar).toMatchObject({ lost: 2, lastLostAt: expect.any(Date), lastError: expect.any(Refused) });
    // The batch first, then each of its entries once.
    expect(t.calls).toEqual([[1, 2, -3, 4, -5, 6], [1], [2], [-3], [4], [-5], [6]]);
  });

  it('loses the rest of a batch at once when the database itself fails, and counts every entry', async () => {
    const t = table();
    const { lost, onLost } = lossRecorder();
    const buffer = new LogBuffer<number>(t.write, onLost, options({ intervalMs: 60_000, maxBatch: 10, maxPending: 100 }));
    t.state.down = true;
    buffer.add(1);
    buffer.add(2);
    await buffer.flush();
    // Not tried one by one: each would fail the same way.
    expect(t.calls).toEqual([[1, 2]]);
    expect(lost).toEqual([[1, 2]]);

    // Down in the middle of the one-by-one writing: what is left of the batch is lost with it.
    t.state.down = false;
    const flaky = async (batch: number[]) => {
      if (batch.length === 1 && batch[0] === 4) t.state.down = true;
      await t.write(batch);
    };
    const again = new LogBuffer<number>(flaky, onLost, options({ intervalMs: 60_000, maxBatch: 10, maxPending: 100 }));
    for (const n of [3, -1, 4, 5]) again.add(n);
    await again.flush();
    expect(t.rows).toEqual([3]);
    expect(lost).toEqual([[1, 2], [-1], [4, 5]]);
    expect(again.lostSoFar.lost).toBe(3);
  });

  it('drops and counts the oldest entry when too many wait', async () => {
    const t = table();
    const { lost, onLost } = lossRecorder();
    let lastError: unknown = null;
    const buffer = new LogBuffer<number>(t.write, (err, entries) => { lastError = err; onLost(err, entries); },
      options({ intervalMs: 60_000, maxBatch: 10, maxPending: 2 }));
    buffer.add(2);
    buffer.add(3);
    buffer.add(4);
    await buffer.flush();
    expect(lost).toEqual([[2]]);
    expect(lastError).toBeInstanceOf(LogBufferFull);
    expect(t.rows).toEqual([3, 4]);
    expect(buffer.lostSoFar.lost).toBe(1);
  });
});
