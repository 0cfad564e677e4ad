#!/usr/bin/env node
/**
 * `npm run lighthouse [-- --url http://localhost:8080] [--locales en,cn,vi] [--runs 1]`: Lighthouse's mobile preset
 * (simulated slow 4G, 4x CPU slowdown) on each public page of a running portal in each language, with Debian's
 * Chromium. Prints performance, LCP, TBT, CLS, script count and script bytes per page (issue 15,
 * docs/performance.md "Lighthouse"). A figure tool, not a test: timings depend on the machine.
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.PORTAL_URL ?? 'http://localhost:8080' },
    locales: { type: 'string', default: 'en,cn,vi' },
    runs: { type: 'string', default: '1' },
    pages: { type: 'string' },
  },
});

const base = values.url.replace(/\/$/, '');
const locales = values.locales.split(',').map((l) => l.trim()).filter(Boolean);
const runs = Math.max(1, Number(values.runs) || 1);

async function productPath() {
  const res = await fetch(`${base}/api/goods?keyword=ao%20thun&size=1`);
  const page = await res.json();
  const id = page.content?.[0]?.id;
  if (!id) throw new Error('no goods found for "ao thun": is the portal running with its demo data?');
  return `/mallDetail/${id}`;
}

const pages = values.pages
  ? values.pages.split(',')
  : ['/login', '/register/purchaser', '/mall', '/mallSearch/ao%20thun', await productPath()];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  const rows = [];
  for (const locale of locales) {
    for (const path of pages) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        // The portal picks its language from the `language` cookie first (shared-contracts/i18n/locale.ts).
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
          extraHeaders: { Cookie: `language=${locale}` },
        });
        const { lhr } = result;
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
        results.push({
          score: lhr.categories.performance.score,
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          scripts: scripts.length,
          scriptKiB: scripts.reduce((t, r) => t + (r.transferSize ?? 0), 0) / 1024,
        });
      }
      const pick = (key) => median(results.map((r) => r[key]));
      rows.push({
        locale, page: decodeURIComponent(path), performance: pick('score'), 'LCP ms': Math.round(pick('lcp')),
        'TBT ms': Math.round(pick('tbt')), CLS: Number(pick('cls').toFixed(3)), scripts: pick('scripts'),
        'script KiB': Math.round(pick('scriptKiB')),
      });
      console.error(`measured ${locale} ${path}`);
    }
  }
  console.table(rows);
} finally {
  await chrome.kill();
}
