import type { LoadFailureReport } from 'shared-contracts/api/deploy';
import { classifyLoadFailure, failureMessage } from './failure-kind';
import { createFailureThrottle } from './failure-throttle';
import { registeredVersion } from './registered-versions';

/** `POST api/remotes/failures` (public): the server's load-health record (docs/monitoring.md "Load health"). */
export const FAILURES_URL = '/api/remotes/failures';

let mayReport = createFailureThrottle();
/** Errors already reported (a load's error reaches the error boundary too, through Rethrow). */
let reported = new WeakSet<object>();

/** `orders/OrderList` → the remote and the module path; null for what names no remote page. */
function splitId(id: string): { remote: string; module: string } | null {
  const at = id.indexOf('/');
  return at > 0 && at < id.length - 1 ? { remote: id.slice(0, at), module: id.slice(at + 1) } : null;
}

/** Fire and forget: `keepalive` lets the report leave even when the tab is closing; nothing it does may throw. */
function send(report: LoadFailureReport): void {
  try {
    void fetch(FAILURES_URL, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(report),
    }).catch(() => undefined);
  } catch {
    // No fetch, or one that refused synchronously: a lost report is better than a broken page.
  }
}

/**
 * Tells the server that a remote page failed to load or render, with the version this page registered, throttled
 * in the browser. Never throws. Loaded on the first failure (report-load-failure.ts), not with the first page.
 */
export function reportLoadFailure(id: string, error: unknown, stage: 'load' | 'render'): void {
  try {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    const target = splitId(id);
    if (!target) return;
    const kind = classifyLoadFailure(error, stage);
    if (!mayReport(`${target.remote}|${target.module}|${kind}`)) return;
    const message = failureMessage(error);
    send({ ...target, version: registeredVersion(target.remote) ?? '', kind, ...(message ? { message } : {}) });
  } catch {
    // Reporting is a side matter: whatever went wrong here, the panel still shows.
  }
}

/** Tests only: a fresh throttle (with its clock) and no memory of reported errors. */
export function resetFailureReports(now?: () => number): void {
  mayReport = createFailureThrottle(now);
  reported = new WeakSet();
}
