/**
 * Reports a remote page that failed to load or render (the runtime plugin, the page load and the error boundary
 * call it). The reporting code (classification, throttle, sending: failure-report.ts) loads with the first failure:
 * a page that works never pays for it. Never throws; a report that cannot be loaded or sent is dropped.
 */
export function reportLoadFailure(id: string, error: unknown, stage: 'load' | 'render'): void {
  import(/* webpackChunkName: "failure-report" */ './failure-report').then(
    (reporter) => reporter.reportLoadFailure(id, error, stage),
    () => undefined,
  );
}
