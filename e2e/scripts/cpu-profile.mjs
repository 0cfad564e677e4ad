import { chromium } from '@playwright/test';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas; let i = 0;
for (const s of profile.samples) { const n = byId.get(s); const f = n.callFrame; const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i++] ?? 0) / 1000); }
const byUrl = new Map();
for (const [k, v] of self) { const u = k.split(' ')[1]?.split(':')[0] ?? ''; byUrl.set(u, (byUrl.get(u) ?? 0) + v); }
console.log([...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'));
console.log('---');
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1)}ms ${k}`).join('\n'));
await browser.close();
