#!/usr/bin/env node
// Lighthouse 12 (mobile, simulated slow 4G) on the public pages of a running server:
//   npm run lighthouse [-- http://host:port]   (or LIGHTHOUSE_URL; default http://localhost:3000)
// Prints each page's performance score with LCP, CLS and TBT against the targets of issue 18, and the
// machine's load average, which the scores depend on (TBT most of all). One run varies a lot, so each
// page is audited LIGHTHOUSE_RUNS times (5 by default) and its median run is printed, as Lighthouse's
// own guidance on variability advises, with the range of the scores.
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const baseUrl = (process.argv[2] ?? process.env.LIGHTHOUSE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const pages = ['/', '/login', '/signup/teacher'];
const targets = { score: 95, lcpMs: 2500, cls: 0.05, tbtMs: 150 };
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // The flags the e2e browser uses (e2e/support/browser.ts), headless as Lighthouse needs it.
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

/** One Lighthouse run; a trace that failed to record (it happens on a busy machine) is tried again. */
async function audit(url, attempts = 3) {
  const result = await lighthouse(url, {
    port: chrome.port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
  });
  const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: '' };
  if (!error) return result.lhr;
  if (attempts > 1) return audit(url, attempts - 1);
  throw new Error(`${url}: ${error.code} ${error.message}`);
}

const mark = (ok) => (ok ? 'ok' : 'ABAIXO DA META');
const rows = [];
try {
  for (const path of pages) {
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(`${baseUrl}${path}`));
    const lhr = computeMedianRun(results);
    const scoreOf = (result) => Math.round((result.categories.performance.score ?? 0) * 100);
    const scores = results.map(scoreOf);
    const score = scoreOf(lhr);
    const lcp = lhr.audits['largest-contentful-paint'].numericValue ?? NaN;
    const cls = lhr.audits['cumulative-layout-shift'].numericValue ?? NaN;
    const tbt = lhr.audits['total-blocking-time'].numericValue ?? NaN;
    const fcp = lhr.audits['first-contentful-paint'].numericValue ?? NaN;
    const ok = score >= targets.score && lcp <= targets.lcpMs && cls <= targets.cls && tbt <= targets.tbtMs;
    rows.push(
      `${path.padEnd(16)} desempenho ${String(score).padStart(3)}  FCP ${(fcp / 1000).toFixed(2)} s  ` +
        `LCP ${(lcp / 1000).toFixed(2)} s  CLS ${cls.toFixed(3)}  TBT ${Math.round(tbt)} ms  ${mark(ok)}  ` +
        `(mediana de ${runs}; desempenho de ${Math.min(...scores)} a ${Math.max(...scores)})`,
    );
    console.log(rows.at(-1));
  }
} finally {
  await chrome.kill();
}

const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
console.log(
  `\nMetas: desempenho ≥ ${targets.score}, LCP ≤ ${targets.lcpMs / 1000} s, CLS ≤ ${targets.cls}, TBT ≤ ${targets.tbtMs} ms`,
);
console.log(`Carga da máquina (1/5/15 min): ${one} ${five} ${fifteen}`);
