import { describe, expect, it } from 'vitest';
import type { OrderEvent } from '../api/orders';
import { timelineSteps } from './order-timeline';

/** Events as `GET api/orders/{id}` lists them, numbered in order. */
const events = (...steps: [action: string, from: string | null, to: string][]): OrderEvent[] => steps.map(([action, fromStatus, toStatus], i) => ({
  id: i + 1, action, fromStatus, toStatus, actorName: null, note: null, createTime: `2026-11-2${i}T10:00:00.000Z`,
}));

const PLACED: [string, null, string] = ['placed', null, 'depositPending'];

describe('timelineSteps', () => {
  it('names the state each step reached as the lists do, acceptance replayed', () => {
    const steps = timelineSteps(events(
      PLACED,
      ['accept', 'depositPending', 'depositPending'],
      ['payDeposit', 'depositPending', 'depositReview'],
      ['someFutureStep', 'depositReview', 'depositReview'],
    ));
    expect(steps.map((s) => s.state)).toEqual(['awaitingAcceptance', 'depositPending', 'depositReview', 'depositReview']);
  });

  it('reads a refusal as refused and a withdrawal as closed', () => {
    expect(timelineSteps(events(PLACED, ['refuse', 'depositPending', 'closed'])).at(-1)?.state).toBe('refused');
    expect(timelineSteps(events(PLACED, ['cancel', 'depositPending', 'closed'])).at(-1)?.state).toBe('closed');
  });

  it('gives no state to a status it does not know', () => {
    expect(timelineSteps(events(PLACED, ['migrate', 'depositPending', 'archivedSomewhere'])).at(-1)?.state).toBeNull();
  });
});
