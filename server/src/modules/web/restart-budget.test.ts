import { describe, expect, it } from 'vitest';
import { RestartBudget } from './restart-budget';

const limits = { crashes: 3, windowMs: 30_000, pauseMs: 5_000, maxPauseMs: 12_000 };

function budgetAt(start = 1_000_000) {
  let now = start;
  const budget = new RestartBudget(limits, () => now);
  return { budget, advance: (ms: number) => (now += ms), now: () => now };
}

describe('RestartBudget', () => {
  it('pauses starts after three crashes within the window, doubling up to the most', () => {
    const { budget, advance, now } = budgetAt();
    budget.recordCrash();
    budget.recordCrash();
    expect(budget.pausedTill()).toBeNull();
    budget.recordCrash();
    expect(budget.pausedTill()).toBe(now() + 5_000);
    advance(5_000);
    expect(budget.pausedTill()).toBeNull();
    for (const pause of [10_000, 12_000, 12_000]) {
      for (let crash = 0; crash < 3; crash += 1) budget.recordCrash();
      expect(budget.pausedTill()).toBe(now() + pause);
      advance(pause);
    }
  });

  it('forgets crashes older than the window, and all of them after a drawing succeeds', () => {
    const { budget, advance, now } = budgetAt();
    budget.recordCrash();
    budget.recordCrash();
    advance(30_000);
    budget.recordCrash();
    expect(budget.pausedTill()).toBeNull();
    budget.recordCrash();
    budget.recordCrash();
    expect(budget.pausedTill()).toBe(now() + 5_000);
    advance(5_000);
    budget.recordSuccess();
    for (let crash = 0; crash < 3; crash += 1) budget.recordCrash();
    expect(budget.pausedTill()).toBe(now() + 5_000);
  });
});
