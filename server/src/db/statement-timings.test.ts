import { describe, expect, it } from 'vitest';
import { MAX_STATEMENTS, MAX_TEXT, StatementTimings } from './statement-timings';

describe('StatementTimings', () => {
  it('adds calls, time, the slowest call and rows per text', () => {
    const t = new StatementTimings();
    t.record('select $1', 2, 1);
    t.record('select $1', 5, 3);
    t.record('select 2', 1, 0);
    expect(t.all()).toEqual([
      { query: 'select $1', calls: 2, totalMs: 7, maxMs: 5, rows: 4 },
      { query: 'select 2', calls: 1, totalMs: 1, maxMs: 1, rows: 0 },
    ]);
  });

  it('keeps at most MAX_STATEMENTS, dropping the least used first', () => {
    const t = new StatementTimings();
    t.record('hot', 1, 0);
    t.record('hot', 1, 0);
    for (let i = 0; i < MAX_STATEMENTS + 5; i++) t.record(`cold ${i}`, 1, 0);
    expect(t.all().length).toBeLessThanOrEqual(MAX_STATEMENTS);
    expect(t.all().some((s) => s.query === 'hot')).toBe(true);
    expect(t.all().some((s) => s.query === `cold ${MAX_STATEMENTS + 4}`)).toBe(true);
    expect(t.all().some((s) => s.query === 'cold 0')).toBe(false);
  });

  it('cuts long texts, counting those that share the kept part together', () => {
    const t = new StatementTimings();
    const head = 'x'.repeat(MAX_TEXT);
    t.record(`${head} a`, 1, 0);
    t.record(`${head} b`, 1, 0);
    expect(t.all()).toEqual([{ query: head, calls: 2, totalMs: 2, maxMs: 1, rows: 0 }]);
  });

  it('clears and says since when it counts', async () => {
    const t = new StatementTimings();
    t.record('select 1', 1, 1);
    const first = t.since();
    await new Promise((r) => setTimeout(r, 5));
    t.clear();
    expect(t.all()).toEqual([]);
    expect(t.since().getTime()).toBeGreaterThan(first.getTime());
  });
});
