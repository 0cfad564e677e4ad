import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/connect';
import type { LiveConfig } from '../../config/env';
import { IDLE_TTL_MS } from '../auth/tokens';
import { eventsAfter, lastPositionGiven, liveTokens, logBounds, type LogRow } from './live-log';
import type { LiveStream } from './live-stream';

/** The channel the log's commit trigger notifies (migration 0019); the payload is the position only. */
export const LIVE_CHANNEL = 'portal_live';
/** How many recent rows the hub keeps, so a stream that reconnects soon resumes without a query. */
const RING_SIZE = 5_000;
const PAGE = 500;
/** A notice lost while the listener reconnects is made up for by this poll. */
const SAFETY_POLL_MS = 10_000;

/**
 * One per process: hears that the log grew (LISTEN on PostgreSQL, PGlite's own in-process notices), reads the new
 * rows once, and hands them to every open stream, which keeps what its reader may see. Never the source of truth:
 * a stream that resumes from before what the hub holds reads the table (ARCHITECTURE "a reader that missed some
 * catches up from the table, never from memory").
 */
export class LiveHub {
  readonly streams = new Set<LiveStream>();
  /** Rows (ringFrom, last], in order. */
  private ring: LogRow[] = [];
  private ringFrom = 0;
  last = 0;
  private fetching: Promise<void> | null = null;
  private again = false;
  private timers: NodeJS.Timeout[] = [];
  private stopListening: () => Promise<void> = async () => {};
  private checkQueued: NodeJS.Timeout | null = null;
  private readonly readers = new Set<(rows: LogRow[]) => void>();

  constructor(
    private readonly database: Database,
    private readonly config: LiveConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    const bounds = await logBounds(this.database.db);
    this.last = bounds.last;
    this.ringFrom = bounds.last;
    this.stopListening = await this.listen();
    const every = (ms: number, fn: () => void) => {
      const timer = setInterval(fn, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(SAFETY_POLL_MS, () => this.wake());
    every(this.config.heartbeatSeconds * 1000, () => this.streams.forEach((s) => s.heartbeat()));
    every(this.config.sessionCheckSeconds * 1000, () => void this.checkSessions());
  }

  async stop(): Promise<void> {
    this.timers.forEach(clearInterval);
    this.readers.clear();
    if (this.checkQueued) clearTimeout(this.checkQueued);
    for (const stream of [...this.streams]) stream.close();
    await this.stopListening();
    await this.fetching?.catch(() => {});
  }

  private async listen(): Promise<() => Promise<void>> {
    if (this.database.driver === 'pglite') {
      return this.database.client.listen(LIVE_CHANNEL, () => this.wake());
    }
    const connectionString = (this.database.pool.options as { connectionString?: string }).connectionString;
    let client: pg.Client | null = null;
    let closed = false;
    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString });
      c.on('notification', () => this.wake());
      const lost = () => {
        if (closed || client !== c) return;
        client = null;
        this.log.warn('live events listener lost its connection; retrying');
        setTimeout(() => void connect().catch(() => lost()), 1_000).unref();
      };
      c.on('error', lost);
      c.on('end', lost);
      await c.connect();
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
      client = c;
      this.wake(); // what was committed while no one listened
    };
    await connect();
    return async () => {
      closed = true;
      await client?.end().catch(() => {});
    };
  }

  /** Reads what the log holds beyond `last`, once at a time; a wake during a read reads again after it. */
  wake(): void {
    if (this.fetching) {
      this.again = true;
      return;
    }
    this.fetching = (async () => {
      do {
        this.again = false;
        let rows: LogRow[];
        do {
          rows = await eventsAfter(this.database.db, this.last, PAGE);
          if (rows.length) this.take(rows);
        } while (rows.length === PAGE);
      } while (this.again);
    })().catch((err: unknown) => {
      this.log.error({ err: (err as Error).message }, 'live events: could not read the log');
    }).finally(() => {
      this.fetching = null;
      // A wake between the loop's last look and here would otherwise be lost until the safety poll.
      if (this.again) this.wake();
    });
  }

  private take(rows: LogRow[]): void {
    this.ring.push(...rows);
    this.last = rows[rows.length - 1]!.seq;
    if (this.ring.length > RING_SIZE) {
      const dropped = this.ring.splice(0, this.ring.length - RING_SIZE);
      this.ringFrom = dropped[dropped.length - 1]!.seq;
    }
    for (const stream of this.streams) if (!stream.catchingUp) stream.deliver(rows);
    for (const reader of this.readers) reader(rows);
  }

  /** Hands `reader` every row this process reads from now on, committed by any process, in order, until stopped. */
  onCommitted(reader: (rows: LogRow[]) => void): void {
    this.readers.add(reader);
  }

  /**
   * Adds a stream that has seen everything up to `after` (its Last-Event-ID), or, new, from now on. A resume the
   * hub's memory covers is answered from it; an older one reads the table first, then joins; one older than the
   * oldest kept event, or beyond the last position the log has given, is told to reset.
   */
  async open(stream: LiveStream, after: number | null): Promise<void> {
    // A position this log never gave: waiting for it would skip every event until the log got there, so the page
    // reads everything again, as after trimming. Only past the hub's `last` is it asked: beyond that, this process
    // may just not have read yet what another one sent. Asked before the stream joins, so nothing reaches it first.
    const beyond = after !== null && after > this.last && after > await lastPositionGiven(this.database.db);
    const mine = [...this.streams].filter((s) => s.userId === stream.userId);
    // One more than the limit closes the oldest: most likely a tab left open or a stream its browser abandoned.
    for (const old of mine.slice(0, Math.max(0, mine.length + 1 - this.config.maxStreamsPerUser))) old.close();
    this.streams.add(stream);
    stream.whenClosed(() => this.streams.delete(stream));
    if (after === null) {
      stream.cursor = this.last;
      stream.position();
      return;
    }
    if (beyond) {
      stream.reset(this.last);
      return;
    }
    stream.cursor = after;
    if (after > this.last) this.wake();
    if (after < this.ringFrom) {
      stream.catchingUp = true;
      try {
        const { oldest } = await logBounds(this.database.db);
        if (oldest !== null && after < oldest - 1) {
          stream.reset(this.last);
        } else {
          while (!stream.closed && stream.cursor < this.ringFrom) {
            const rows = await eventsAfter(this.database.db, stream.cursor, PAGE);
            if (rows.length === 0) break;
            stream.deliver(rows);
          }
        }
      } finally {
        stream.catchingUp = false;
      }
    }
    stream.deliver(this.ring);
  }

  /** Drops the recent rows the hub keeps, so the next resume reads the table (tests of that path). */
  forgetRecent(): void {
    this.ring = [];
    this.ringFrom = this.last;
  }

  /** Soon after any change of who may do what (a logout, a kick-out, a disabled user): close the dead sessions. */
  sessionsMayHaveChanged(): void {
    if (this.checkQueued || this.streams.size === 0) return;
    this.checkQueued = setTimeout(() => {
      this.checkQueued = null;
      void this.checkSessions();
    }, 100);
    this.checkQueued.unref();
  }

  /** Closes the streams whose sign-in no longer authenticates (revoked, expired, user disabled). */
  async checkSessions(): Promise<void> {
    const streams = [...this.streams];
    if (streams.length === 0) return;
    try {
      const live = await liveTokens(this.database.db, [...new Set(streams.map((s) => s.tokenId))], IDLE_TTL_MS / 1000);
      for (const stream of streams) if (!live.has(stream.tokenId)) stream.close();
    } catch (err) {
      this.log.error({ err: (err as Error).message }, 'live events: could not check the sessions');
    }
  }
}
