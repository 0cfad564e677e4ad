import { describe, expect, it } from 'vitest';
import { placed, step } from '../test/orders-test-server';
import { refusalReason } from './latest-note';

const events = (...list: ReturnType<typeof placed>[]) => list.map((e, i) => ({ ...e, id: i + 1 }));

describe('refusalReason', () => {
  it('finds the reason of the latest refusal', () => {
    expect(refusalReason(events(placed('2026-11-20'), step('refuse', 'depositPending', 'closed', '2026-11-20', 'no stock')))).toBe('no stock');
    expect(refusalReason(events(placed('2026-11-20')))).toBeNull();
  });
});
