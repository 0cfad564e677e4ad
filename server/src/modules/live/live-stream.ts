import type { ServerResponse } from 'node:http';
import { LIVE_CHANGE_EVENT, LIVE_RESET_EVENT, type LiveEvent } from 'shared-contracts/api/live-events';
import { receives, type Reader } from './audience';
import type { LogRow } from './live-log';

/** A stream further behind than this in its socket's buffer is closed: it resumes from its last id when back. */
const MAX_BUFFERED_BYTES = 1 << 20;

/** One open `GET /api/events`: its reader, the position it has been given everything up to, its response. */
export class LiveStream {
  /** The last log position this stream has been shown (sent, or skipped as not the reader's). */
  cursor: number;
  /** While it reads the log from the table (a resume from further back than the hub's memory). */
  catchingUp = false;
  closed = false;
  readonly openedAt = Date.now();
  private readonly onClose: Array<() => void> = [];

  constructor(
    readonly reader: Reader,
    readonly tokenId: number,
    private readonly res: ServerResponse,
    cursor: number,
  ) {
    this.cursor = cursor;
    res.on('close', () => this.close());
  }

  get userId(): number {
    return this.reader.userId;
  }

  whenClosed(fn: () => void): void {
    this.onClose.push(fn);
  }

  /** Sends the rows after the cursor that the reader receives, and moves the cursor past all of them. */
  deliver(rows: readonly LogRow[]): void {
    for (const row of rows) {
      if (this.closed) return;
      if (row.seq <= this.cursor) continue;
      this.cursor = row.seq;
      if (!receives(this.reader, row)) continue;
      const event: LiveEvent = { seq: row.seq, entity: row.entity, id: row.id, change: row.change, orderId: row.orderId };
      this.write(`id: ${row.seq}\nevent: ${LIVE_CHANGE_EVENT}\ndata: ${JSON.stringify(event)}\n\n`);
    }
  }

  /** Too far behind to resume (the events were trimmed): the page reads everything again from `seq` on. */
  reset(seq: number): void {
    this.cursor = seq;
    this.write(`id: ${seq}\nevent: ${LIVE_RESET_EVENT}\ndata: {}\n\n`);
  }

  /** A new stream's position, before any event: the browser resumes from it if the stream is cut before one. */
  position(): void {
    this.write(`id: ${this.cursor}\n\n`);
  }

  heartbeat(): void {
    this.write(': ping\n\n');
  }

  private write(chunk: string): void {
    if (this.closed) return;
    this.res.write(chunk);
    if (this.res.writableLength > MAX_BUFFERED_BYTES) this.close();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (!this.res.writableEnded) this.res.end();
    for (const fn of this.onClose.splice(0)) fn();
  }
}
