#!/usr/bin/env node
/**
 * `node scripts/trace-tasks.mjs <url> [locale] [min ms]`: loads a page in Debian's Chromium with the browser's
 * languages set to `locale` (en-US by default), records a performance trace, and lists the main thread's tasks
 * longer than `min ms` (12 by default) with what ran in them. Lighthouse's mobile preset counts each observed task
 * four times over (docs/performance.md "Public pages on a phone"), so a task above 12.5 ms here adds to its total
 * blocking time; the last line is that estimate. A figure tool for finding the long tasks, not a test.
 */
import { chromium } from '@playwright/test';

const [url, locale = 'en-US', minMs = '12'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node scripts/trace-tasks.mjs <url> [locale] [min ms]');
  process.exit(2);
}
const SHOWN = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'ParseHTML', 'Layout', 'UpdateLayoutTree',
  'v8.compile', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'ParseAuthorStyleSheet', 'Paint', 'MajorGC', 'MinorGC']);

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ locale, viewport: { width: 412, height: 823 } });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'] });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(2500);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain'
    && traceEvents.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
  const events = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = traceEvents.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? events[0].ts;
  let blocking = 0;
  for (const task of events.filter((e) => e.name === 'RunTask')) {
    const ms = task.dur / 1000;
    if (ms < Number(minMs)) continue;
    blocking += Math.max(0, ms * 4 - 50);
    const inside = events.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 1000 && SHOWN.has(e.name));
    const what = inside.slice(0, 8).map((e) => {
      const file = e.args?.data?.url ? `(${e.args.data.url.split('/').pop()})` : '';
      const fn = e.args?.data?.functionName ? `[${e.args.data.functionName}]` : '';
      return `${e.name}${file}${fn} ${(e.dur / 1000).toFixed(1)}`;
    });
    console.log(`@${((task.ts - start) / 1000).toFixed(0)} ms: ${ms.toFixed(1)} ms  ${what.join(', ')}`);
  }
  console.log(`estimated total blocking time at 4x: ${Math.round(blocking)} ms`);
} finally {
  await browser.close();
}
