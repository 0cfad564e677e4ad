import { SERVER_DRAW_FAILURE_KIND } from 'shared-contracts/api/deploy';
import type { DbOrTx } from '../../db/connect';
import { insertLoadFailure } from './load-failures';

/** Why a drawing gave no page: what the page renderer tells its caller. */
export type DrawFailure = { kind: string; message: string };

/** At most one stored failure per remote, version and reason in this window. */
export const DRAW_FAILURE_WINDOW_MS = 10_000;

/**
 * Counts the server's failed drawings in the remote's load health (the Remote modules page), beside what browsers
 * report. A bundle that hangs on every page would otherwise write a row per visitor: within the window, a reason
 * already stored for that version is not stored again (the count then says "failing", not "how many visitors").
 */
export class DrawFailureRecorder {
  private readonly lastStored = new Map<string, number>();

  constructor(private readonly db: () => DbOrTx, private readonly now: () => number = Date.now) {}

  async record(remote: string, version: string, failure: DrawFailure): Promise<boolean> {
    const key = `${remote}\u0000${version}\u0000${failure.kind}`;
    const at = this.now();
    const last = this.lastStored.get(key);
    if (last !== undefined && at - last < DRAW_FAILURE_WINDOW_MS) return false;
    this.lastStored.set(key, at);
    await insertLoadFailure(this.db(), {
      remote,
      version,
      module: 'server drawing',
      kind: SERVER_DRAW_FAILURE_KIND,
      message: `${failure.kind}: ${failure.message}`.slice(0, 500),
    });
    return true;
  }
}
