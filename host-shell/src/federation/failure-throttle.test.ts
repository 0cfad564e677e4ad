import { describe, expect, it } from 'vitest';
import { createFailureThrottle, FAILURE_GLOBAL_LIMIT, FAILURE_WINDOW_MS } from './failure-throttle';

describe('createFailureThrottle', () => {
  it('lets one report per remote, module and kind through per minute', () => {
    let now = 1_000_000;
    const mayReport = createFailureThrottle(() => now);
    expect(mayReport('orders|OrderList|chunk')).toBe(true);
    expect(mayReport('orders|OrderList|chunk')).toBe(false);
    // Another kind or module of the same remote is another failure.
    expect(mayReport('orders|OrderList|render')).toBe(true);
    expect(mayReport('orders|OrderDetail|chunk')).toBe(true);
    now += FAILURE_WINDOW_MS - 1;
    expect(mayReport('orders|OrderList|chunk')).toBe(false);
    now += 1;
    expect(mayReport('orders|OrderList|chunk')).toBe(true);
  });

  it('sends at most ten reports a minute in all', () => {
    let now = 0;
    const mayReport = createFailureThrottle(() => now);
    const allowed = Array.from({ length: 15 }, (_, i) => mayReport(`mall|Page${i}|manifest`)).filter(Boolean);
    expect(allowed).toHaveLength(FAILURE_GLOBAL_LIMIT);
    now += FAILURE_WINDOW_MS / 2;
    expect(mayReport('mall|Other|manifest')).toBe(false);
    // The window slides: once the first ones are a minute old there is room again.
    now = FAILURE_WINDOW_MS;
    expect(mayReport('mall|Other|manifest')).toBe(true);
    // A refused key was not recorded, so it may go once there is room.
    expect(mayReport('mall|Page12|manifest')).toBe(true);
  });
});
