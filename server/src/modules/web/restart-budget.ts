/** How many crashes within a window pause the starts of a drawing process, and for how long. */
export type RestartLimits = { crashes: number; windowMs: number; pauseMs: number; maxPauseMs: number };

export const RESTART_LIMITS: RestartLimits = { crashes: 3, windowMs: 30_000, pauseMs: 5_000, maxPauseMs: 60_000 };

/**
 * Decides whether a new drawing process may start. A bundle that crashes at every start would otherwise cost a
 * process start per page request; after `crashes` crashes within `windowMs`, no process starts for `pauseMs`,
 * doubled at each further pause up to `maxPauseMs`, until a drawing succeeds again.
 */
export class RestartBudget {
  private crashes: number[] = [];
  private pauses = 0;
  private pausedUntil = 0;

  constructor(
    private readonly limits: RestartLimits = RESTART_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  recordCrash(): void {
    const now = this.now();
    this.crashes = [...this.crashes.filter((at) => now - at < this.limits.windowMs), now];
    if (this.crashes.length < this.limits.crashes) return;
    this.pausedUntil = now + Math.min(this.limits.pauseMs * 2 ** this.pauses, this.limits.maxPauseMs);
    this.pauses += 1;
    this.crashes = [];
  }

  recordSuccess(): void {
    this.crashes = [];
    this.pauses = 0;
  }

  /** When starts resume (ms since the epoch), or null when a process may start now. */
  pausedTill(): number | null {
    return this.now() < this.pausedUntil ? this.pausedUntil : null;
  }
}
