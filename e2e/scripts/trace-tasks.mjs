import { chromium } from '@playwright/test';
const [url, locale = 'en', minMs = '12'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ extraHTTPHeaders: { cookie: `language=${locale}` }, viewport: { width: 412, height: 823 } });
const page = await context.newPage();
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'] });
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(2500);
const buf = await browser.stopTracing();
const { traceEvents } = JSON.parse(buf.toString());
const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && traceEvents.some((x) => x.pid === e.pid && x.name === 'ParseHTML'));
const ev = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
const tasks = ev.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
const nav = traceEvents.find((e) => e.name === 'navigationStart' && e.pid === main.pid)?.ts ?? tasks[0].ts;
let total = 0;
for (const t of tasks) {
  const d = t.dur / 1000; if (d < Number(minMs)) continue; total += Math.max(0, d * 4 - 50);
  const kids = ev.filter((e) => e !== t && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > 1000 && ['EvaluateScript', 'FunctionCall', 'TimerFire', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'v8.compile', 'v8.compileModule', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'ParseAuthorStyleSheet', 'Paint', 'PrePaint', 'v8.run', 'HandlePostMessage', 'XHRReadyStateChange', 'ResourceReceivedData', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER'].includes(e.name));
  const desc = kids.slice(0, 8).map((k) => `${k.name}${k.args?.data?.url ? '(' + k.args.data.url.split('/').pop() + ')' : ''}${k.args?.data?.functionName ? '[' + k.args.data.functionName + ']' : ''} ${(k.dur / 1000).toFixed(1)}`).join(', ');
  console.log(`@${((t.ts - nav) / 1000).toFixed(0)} ${d.toFixed(1)}ms  ${desc}`);
}
console.log('est. TBT at 4x (sum of 4d-50):', Math.round(total));
await browser.close();
