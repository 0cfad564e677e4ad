import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import fs from 'node:fs';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
try {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: `language=${process.argv[3] ?? 'en'}` } });
  fs.writeFileSync('/tmp/lh/last.json', JSON.stringify(lhr));
  const a = (id) => lhr.audits[id];
  console.log('score', lhr.categories.performance.score);
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'interactive']) console.log(id, a(id).displayValue, a(id).score);
  console.log('LCP element', JSON.stringify(a('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node?.snippet));
  console.log('long tasks', JSON.stringify((a('long-tasks')?.details?.items ?? []).map((t) => [t.url?.slice(-40), Math.round(t.startTime), Math.round(t.duration)])));
  console.log('bootup', JSON.stringify((a('bootup-time')?.details?.items ?? []).slice(0, 6).map((t) => [t.url?.slice(-40), Math.round(t.total), Math.round(t.scripting), Math.round(t.scriptParseCompile)])));
  console.log('mainthread', JSON.stringify((a('mainthread-work-breakdown')?.details?.items ?? []).map((t) => [t.group, Math.round(t.duration)])));
} finally { await chrome.kill(); }
