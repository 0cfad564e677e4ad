// The failed tests of one suite's report, named with the first line of their error, for the closing summary: a CI
// log keeps only its tail, and a failure that happens once in ten runs has to be readable from that tail alone.

// Reporters colour their messages: the escape sequences are taken out before a line is chosen.
// eslint-disable-next-line no-control-regex
const COLOUR = /\x1b\[[0-9;]*m/g;
const firstLine = (text) => String(text ?? '').replace(COLOUR, '').split('\n').map((l) => l.trim()).find(Boolean) ?? '';

/** vitest JSON: failed tests, and files that failed outside any test (an import, a hook). */
function vitestFailures(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = String(file.name ?? '').replace(/^.*?\/(?=(src|test|tests)\/)/, '');
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failed) failures.push({ name: `${where} › ${a.fullName ?? a.title}`, error: firstLine(a.failureMessages?.[0]) });
    if (failed.length === 0 && file.status === 'failed') failures.push({ name: where, error: firstLine(file.message) });
  }
  return failures;
}

/** Every test of a Playwright JSON report, with the spec it belongs to and the file it is in, nested describes included. */
export function playwrightTests(report) {
  const tests = [];
  const walk = (suite, where) => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests ?? []) tests.push({ where, spec, test });
    for (const child of suite.suites ?? []) walk(child, child.file ?? where);
  };
  for (const suite of report.suites ?? []) walk(suite, suite.file ?? '');
  return tests;
}

/** Playwright JSON: tests that failed in the end, and those that passed only on retry (flaky: a defect too). */
function playwrightFailures(report) {
  return playwrightTests(report).filter(({ test }) => test.status === 'unexpected' || test.status === 'flaky').map(({ where, spec, test }) => {
    const failedRun = (test.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
    return {
      name: `${where}:${spec.line} ${spec.title}${test.status === 'flaky' ? ' (flaky: passed on retry)' : ''}`,
      error: firstLine(failedRun?.error?.message ?? failedRun?.errors?.[0]?.message),
    };
  });
}

/** node:test TAP: `not ok N - name` lines with the `error:` of the YAML block below them; a suite failed only because
 * a test in it failed (`failureType: 'subtestsFailed'`) is not named again. */
function tapFailures(text) {
  const lines = text.split('\n');
  const failures = [];
  lines.forEach((line, i) => {
    const match = /^\s*not ok \d+ - (.*)$/.exec(line);
    if (!match) return;
    const block = [];
    for (const next of lines.slice(i + 1)) {
      if (/^\s*\.\.\.$/.test(next)) break;
      block.push(next);
    }
    if (block.some((l) => /^\s*failureType: 'subtestsFailed'/.test(l))) return;
    const at = block.findIndex((l) => /^\s*error: /.test(l));
    const inline = at < 0 ? '' : block[at].replace(/^\s*error: /, '');
    // `error: |-` keeps the message on the lines below it.
    const error = /^[|>]-?$/.test(inline) ? block[at + 1] : inline.replace(/^'(.*)'$/, '$1');
    failures.push({ name: match[1], error: firstLine(error) });
  });
  return failures;
}

/** A Playwright report (its stats count expected and unexpected tests), not a vitest one. */
export const isPlaywrightReport = (report) => Boolean(report.stats && 'expected' in report.stats);

/** The failures in a report: `.tap` from node:test as its text; `.json` from vitest or Playwright, parsed. */
export function failuresOf(file, report) {
  if (file.endsWith('.tap')) return tapFailures(report);
  return isPlaywrightReport(report) ? playwrightFailures(report) : vitestFailures(report);
}
