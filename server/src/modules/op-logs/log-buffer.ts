/**
 * Write-behind for the operation log: entries wait in memory and go to the database in one multi-row insert every
 * `intervalMs` or as soon as `maxBatch` are waiting, so a request never waits for its log row (docs/monitoring.md).
 * Writes take turns (a flush waits for the one before), a failed write is reported and dropped rather than retried
 * forever, and when the database cannot keep up the oldest waiting entries beyond `maxPending` are dropped.
 */
export type LogBufferOptions = { intervalMs: number; maxBatch: number; maxPending: number };

export class LogBuffer<T> {
  private pending: T[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (batch: T[]) => Promise<void>,
    private readonly onError: (err: unknown, lost: number) => void,
    private readonly opts: LogBufferOptions,
  ) {}

  add(entry: T): void {
    if (this.pending.length >= this.opts.maxPending) this.onError(new Error('operation log buffer full'), this.pending.splice(0, 1).length);
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
      for (let i = 0; i < batch.length; i += this.opts.maxBatch) {
        const chunk = batch.slice(i, i + this.opts.maxBatch);
        try {
          await this.write(chunk);
        } catch (err) {
          this.onError(err, chunk.length);
        }
      }
    });
    return this.writing;
  }

  get size(): number {
    return this.pending.length;
  }
}
