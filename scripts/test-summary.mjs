// The closing summary of `npm test` (scripts/test.sh): each suite's wall time beside its counts, then the one
// closing line CI reads, adding up the JSON reports of vitest and Playwright and the TAP reports of node:test.
import fs from 'node:fs';
import path from 'node:path';
import { failuresOf, isPlaywrightReport, playwrightTests } from './test-failures.mjs';

const dir = process.argv[2] ?? 'reports';
const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];

/** Each report, read and parsed once: node:test's TAP as its text, vitest's and Playwright's JSON as objects. */
const contents = new Map(files.filter((f) => f.endsWith('.json') || f.endsWith('.tap')).map((f) => {
  const text = fs.readFileSync(path.join(dir, f), 'utf8');
  return [f, f.endsWith('.tap') ? text : JSON.parse(text)];
}));

/** A report's counts; `flaky` are Playwright tests that failed, then passed on retry: counted as passed, and named. */
function countsOf(file, report) {
  if (file.endsWith('.tap')) {
    // node:test's TAP ends with `# pass N`, `# fail N`, `# cancelled N`, `# skipped N`, `# todo N`.
    const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(report)?.[1] ?? 0);
    return { passed: count('pass'), failed: count('fail') + count('cancelled'), skipped: count('skipped') + count('todo'), flaky: 0 };
  }
  if (isPlaywrightReport(report)) {
    const { expected, flaky, unexpected, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped, flaky };
  }
  return {
    passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0), flaky: 0,
  };
}

const reports = new Map([...contents].map(([file, report]) => [file, countsOf(file, report)]));

// reports/suites.tsv: name, report file (or -), wall time in ms, exit code, CPU time in ms; one line per suite in the
// order run.
const suites = fs.existsSync(path.join(dir, 'suites.tsv'))
  ? fs.readFileSync(path.join(dir, 'suites.tsv'), 'utf8').trim().split('\n').filter(Boolean).map((line) => {
    const [name, report, ms, code, cpu] = line.split('\t');
    return { name, report: report === '-' ? null : report, ms: Number(ms), code: Number(code), cpu: cpu === undefined ? null : Number(cpu) };
  })
  : [];

const duration = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
};
const describe = (c) => `${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped${c.flaky ? ` (${c.flaky} flaky: passed only on retry)` : ''}`;

console.log('\n== summary');
const width = Math.max(0, ...suites.map((s) => s.name.length));
for (const suite of suites) {
  const counts = suite.report ? reports.get(suite.report) : undefined;
  const what = counts ? describe(counts) : suite.report ? 'no report written' : (suite.code === 0 ? 'ok' : 'failed');
  const cpu = suite.cpu === null ? '' : `cpu ${duration(suite.cpu)}`;
  console.log(`${suite.name.padEnd(width)}  ${duration(suite.ms).padStart(10)}  ${cpu.padStart(14)}  ${what}${suite.code !== 0 && counts ? ' (exit code ' + suite.code + ')' : ''}`);
}
// Reports no suite line names (a suite run by hand into this folder) still count.
const named = new Set(suites.map((s) => s.report));
for (const [file, counts] of reports) if (!named.has(file)) console.log(`${file}: ${describe(counts)}`);
// TEST_STARTED (scripts/test.sh): when `npm test` began, install included, in ms since the epoch.
if (process.env.TEST_STARTED) console.log(`${'npm test'.padEnd(width)}  ${duration(Date.now() - Number(process.env.TEST_STARTED)).padStart(10)}  in all, install included`);

// Where the browser suite's time goes (issue 30): its slowest tests, every attempt counted (a retry is time too).
function slowestBrowserTests(report, count) {
  return playwrightTests(report).map(({ where, spec, test }) => ({
    ms: (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0),
    name: `${where}:${spec.line} ${spec.title}${test.projectName ? ` [${test.projectName}]` : ''}`,
    attempts: (test.results ?? []).length,
  })).sort((a, b) => b.ms - a.ms).slice(0, count);
}
const slowest = contents.has('e2e.json') ? slowestBrowserTests(contents.get('e2e.json'), 10) : [];
if (slowest.length > 0) {
  console.log('slowest browser tests:');
  for (const t of slowest) console.log(`  ${duration(t.ms).padStart(10)}  ${t.name}${t.attempts > 1 ? ` (${t.attempts} attempts)` : ''}`);
}

// The failed tests by name, with their first error line (at most ten per suite): the tail of a CI log is often all
// there is to read of a failure that will not happen again on the next run.
for (const file of reports.keys()) {
  const failures = failuresOf(file, contents.get(file));
  if (failures.length === 0) continue;
  console.log(`failed in ${file}:`);
  for (const f of failures.slice(0, 10)) console.log(`  ${f.name}\n      ${f.error.slice(0, 300)}`);
  if (failures.length > 10) console.log(`  and ${failures.length - 10} more`);
}

const total = { passed: 0, failed: 0, skipped: 0 };
for (const c of reports.values()) for (const k of Object.keys(total)) total[k] += c[k];
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
