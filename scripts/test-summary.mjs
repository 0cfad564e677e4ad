// Adds up the JSON reports of vitest and Playwright into the one closing line CI reads.
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
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
