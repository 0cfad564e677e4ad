import { describe, expect, it } from 'vitest';
import { placed, step } from '../test/orders-test-server';
import { refusalReason, timelineSteps } from './timeline';

const events = (...list: ReturnType<typeof placed>[]) => list.map((e, i) => ({ ...e, id: i + 1 }));

describe('order timeline', () => {
  it('names the state each step reached as the lists do, acceptance replayed', () => {
    const steps = timelineSteps(events(
      placed('2026-11-20'),
      step('accept', 'depositPending', 'depositPending', '2026-11-20'),
      step('payDeposit', 'depositPending', 'depositReview', '2026-11-21'),
      step('someFutureStep', 'depositReview', 'depositReview', '2026-11-21'),
    ));
    expect(steps.map((s) => s.state)).toEqual(['awaitingAcceptance', 'depositPending', 'depositReview', 'depositReview']);
  });

  it('reads a refusal as refused and a withdrawal as closed', () => {
    expect(timelineSteps(events(placed('2026-11-20'), step('refuse', 'depositPending', 'closed', '2026-11-20', 'no stock'))).at(-1)?.state).toBe('refused');
    expect(timelineSteps(events(placed('2026-11-20'), step('cancel', 'depositPending', 'closed', '2026-11-20'))).at(-1)?.state).toBe('closed');
  });

  it('finds the reason of the latest refusal', () => {
    expect(refusalReason(events(placed('2026-11-20'), step('refuse', 'depositPending', 'closed', '2026-11-20', 'no stock')))).toBe('no stock');
    expect(refusalReason(events(placed('2026-11-20')))).toBeNull();
  });
});
