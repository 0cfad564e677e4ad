/**
 * Write-behind for the operation log: entries wait in memory and go to the database in one multi-row insert every
 * `intervalMs` or as soon as `maxBatch` are waiting, so a request never waits for its log row (docs/monitoring.md).
 * Writes take turns (a flush waits for the one before). A batch the database refuses is written again one entry at a
 * time, so one entry it cannot take never costs the others; what still cannot be written is reported and counted,
 * never retried forever, and when the database cannot keep up the oldest waiting entries beyond `maxPending` are
 * dropped and counted too.
 */
export type LogBufferOptions = {
  intervalMs: number;
  maxBatch: number;
  maxPending: number;
  /**
   * Whether a failed write was refused for what the entry holds (then the next entry may well go in) rather than
   * for the database being unreachable (then the rest of the batch is lost with it, not tried one by one).
   */
  isEntryFault: (err: unknown) => boolean;
};

/** What was lost since the buffer was made: how many entries, and the last loss's time and error. */
export type LogLosses = { lost: number; lastLostAt: Date | null; lastError: unknown };

/** The error of the oldest entry dropped when too many wait. */
export class LogBufferFull extends Error {
  readonly code = 'bufferFull';
  constructor() {
    super('operation log buffer full');
  }
}

export class LogBuffer<T> {
  private pending: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private losses: LogLosses = { lost: 0, lastLostAt: null, lastError: null };

  constructor(
    private readonly write: (batch: T[]) => Promise<void>,
    /** Told of every loss with the entries lost (for the process's log). */
    private readonly onLost: (err: unknown, entries: readonly T[]) => void,
    private readonly opts: LogBufferOptions,
  ) {}

  add(entry: T): void {
    if (this.pending.length >= this.opts.maxPending) this.lose(new LogBufferFull(), this.pending.splice(0, 1));
    this.pending.push(entry);
    if (this.pending.length >= this.opts.maxBatch) {
      void this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.opts.intervalMs);
      // A waiting log must not keep a finished process alive; closing the app flushes it.
      this.timer.unref();
    }
  }

  /** Writes everything waiting now; resolves when that (and every write before it) has ended. Never rejects. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const batch = this.pending.splice(0);
    if (batch.length === 0) return this.writing;
    this.writing = this.writing.then(async () => {
      for (let i = 0; i < batch.length; i += this.opts.maxBatch) await this.writeBatch(batch.slice(i, i + this.opts.maxBatch));
    });
    return this.writing;
  }

  get size(): number {
    return this.pending.length;
  }

  get lostSoFar(): Readonly<LogLosses> {
    return this.losses;
  }

  private async writeBatch(batch: T[]): Promise<void> {
    try {
      await this.write(batch);
    } catch (err) {
      if (batch.length === 1 || !this.opts.isEntryFault(err)) this.lose(err, batch);
      else await this.writeOneByOne(batch);
    }
  }

  private async writeOneByOne(batch: readonly T[]): Promise<void> {
    for (const [i, entry] of batch.entries()) {
      try {
        await this.write([entry]);
      } catch (err) {
        if (this.opts.isEntryFault(err)) {
          this.lose(err, [entry]);
        } else {
          this.lose(err, batch.slice(i));
          return;
        }
      }
    }
  }

  private lose(err: unknown, entries: readonly T[]): void {
    this.losses = { lost: this.losses.lost + entries.length, lastLostAt: new Date(), lastError: err };
    this.onLost(err, entries);
  }
}
