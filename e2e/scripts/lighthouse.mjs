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
    // Also print, per page, the LCP element, the layout shifts and the long tasks Lighthouse saw.
    detail: { type: 'boolean', default: false },
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

/** Why a page scored as it did: what painted last, what moved and what held the main thread. */
function printDetail(name, lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const lcpNode = items('largest-contentful-paint-element')[0]?.items?.[0]?.node?.snippet ?? '?';
  console.error(`--- ${name}: LCP element ${lcpNode.slice(0, 160)}`);
  for (const shift of items('layout-shifts')) console.error(`    shift ${shift.score.toFixed(3)} ${shift.node?.snippet?.slice(0, 120) ?? ''}`);
  for (const task of items('long-tasks')) console.error(`    long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url}`);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The browser's languages, as a visitor of that language has them: the server draws the page documents in the
 * language the page itself will pick (the `language` cookie, else these), so a cookie sent only as a request
 * header (Lighthouse's `extraHeaders`) would have the page switch language once its script runs.
 */
const ACCEPT_LANGUAGE = { en: 'en-US,en', cn: 'zh-CN,zh', vi: 'vi-VN,vi' };

const launch = (locale) => chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', `--accept-lang=${ACCEPT_LANGUAGE[locale] ?? locale}`],
});

const rows = [];
for (const locale of locales) {
  const chrome = await launch(locale);
  try {
    for (const path of pages) {
      const results = [];
      for (let i = 0; i < runs; i += 1) {
        const result = await lighthouse(`${base}${path}`, {
          port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'],
        });
        const { lhr } = result;
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        if (values.detail) printDetail(`${locale} ${path}`, lhr);
        const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
        results.push({
          score: lhr.categories.performance.score,
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          scripts: scripts.length,
          scriptKiB: scripts.reduce((t, r) => t + (r.transferSize ?? 0), 0) / 1024,
          benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
        });
      }
      const pick = (key) => median(results.map((r) => r[key]));
      rows.push({
        locale, page: decodeURIComponent(path), performance: pick('score'), 'FCP ms': Math.round(pick('fcp')), 'LCP ms': Math.round(pick('lcp')),
        'TBT ms': Math.round(pick('tbt')), CLS: Number(pick('cls').toFixed(3)), scripts: pick('scripts'),
        'script KiB': Math.round(pick('scriptKiB')),
        // Lighthouse's measure of this machine's CPU: its simulated phone is 4× slower than the machine, so a slower
        // machine scores a slower phone (TBT above all). Figures are comparable between machines of like index only.
        'host index': Math.round(pick('benchmarkIndex')),
      });
      console.error(`measured ${locale} ${path}`);
    }
  } finally {
    await chrome.kill();
  }
}
console.table(rows);
