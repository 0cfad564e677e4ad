import { describe, expect, it } from 'vitest';
import { loadConfig } from './env';

describe('DRAWING_TIME_LIMIT_MS', () => {
  it('leaves the renderer its own 2 s unless set, and takes a whole number of milliseconds', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).drawingTimeLimitMs).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', DRAWING_TIME_LIMIT_MS: '8000' }).drawingTimeLimitMs).toBe(8000);
  });

  it.each(['eight seconds', '1.5', '100', '60000'])('refuses %j at start, saying what it takes', (raw) => {
    expect(() => loadConfig({ NODE_ENV: 'test', DRAWING_TIME_LIMIT_MS: raw })).toThrow(/DRAWING_TIME_LIMIT_MS must be a whole number of milliseconds from 500 to 30000/);
  });
});
