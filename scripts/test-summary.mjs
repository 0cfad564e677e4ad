// Adds up the JSON reports of vitest and Playwright and the TAP reports of node:test into the one closing line CI reads.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'reports';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright: a flaky test passed on retry and is counted as passed.
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  console.log(`${file}: ${JSON.stringify({ passed: report.numPassedTests ?? report.stats?.expected, failed: report.numFailedTests ?? report.stats?.unexpected })}`);
}
// node:test's TAP ends with `# pass N`, `# fail N`, `# skipped N`, `# todo N`.
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.tap')) : []) {
  const tap = fs.readFileSync(path.join(dir, file), 'utf8');
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
  passed += count('pass');
  failed += count('fail') + count('cancelled');
  skipped += count('skipped') + count('todo');
  console.log(`${file}: ${JSON.stringify({ passed: count('pass'), failed: count('fail') + count('cancelled') })}`);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
