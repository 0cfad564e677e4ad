import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The app's one notion of "now" for time-driven work (docs/jobs.md "The clock"): job handlers receive it, and
 * modules that decide by time (an order's countdown, the 7-day return of stock) read it here rather than from
 * `Date.now()`, so a test can move time and see due work happen.
 */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock for tests: stands still at a given instant (by default the real time when made) until `advance` or
 * `set` moves it. Move it forward only: pg-boss also runs, by the database's own time, whatever is due by that.
 */
export class TestClock implements Clock {
  private at: number;

  constructor(start: Date = new Date()) {
    this.at = start.getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  advance(ms: number): Date {
    if (!(ms >= 0)) throw new Error(`a test clock only moves forward: ${ms}`);
    this.at += ms;
    return this.now();
  }

  set(at: Date): void {
    this.at = at.getTime();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export default fp(async function clockPlugin(app: FastifyInstance, opts: { clock?: Clock }) {
  app.decorate<Clock>('clock', opts.clock ?? systemClock);
}, { name: 'clock' });
