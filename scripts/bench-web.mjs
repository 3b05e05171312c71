// npm run bench:web — how the public pages load on a phone, and how fast the server renders them.
// 1. Lighthouse 12.8 (mobile, simulated throttling, Debian Chromium) on nine pages: performance, LCP, TBT, CLS,
//    the gzip size of the JavaScript the page loads, against the goals, and the font files it loads (their number
//    and bytes as sent, from the report's network requests).
// 2. autocannon on the server render of /practitioners: cached (anonymous visitors share it) and uncached (a
//    request with a session cookie is always rendered afresh).
// A benchmark that prints figures, never a test. `-- --files` lists each script of each page with its size;
// `-- --render` measures the server render only.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { firstLink, freePort, waitForReady } from './lib/bench-server.mjs';
import { repositoryRoot, siteDirectory } from './lib/site.mjs';
import { run } from './lib/run.mjs';

const goals = { performance: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02, jsKb: 200, cachedRps: 300, uncachedRps: 60 };
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Gzip size of every script the page loaded (what a client without brotli would receive). */
async function scriptGzipKb(origin, requests, listFiles) {
  let total = 0;
  for (const request of requests) {
    const body = Buffer.from(await (await fetch(request.url)).arrayBuffer());
    const size = gzipSync(body, { level: 9 }).length;
    total += size;
    if (listFiles) console.log(`    ${(size / 1024).toFixed(1).padStart(7)} KB  ${request.url.replace(origin, '')}`);
  }
  return total / 1024;
}

async function audit(origin, pagePath, chromePort, listFiles) {
  const { lhr } = await lighthouse(`${origin}${pagePath}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The defaults are the mobile preset: Moto G Power screen, 4x CPU slowdown, simulated slow 4G.
    throttlingMethod: 'simulate',
  });
  // BENCH_REPORTS=<folder> keeps each page's full Lighthouse report, to see where the time goes.
  if (process.env.BENCH_REPORTS) {
    mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
    const name = pagePath.replace(/[^\w]+/g, '_') || '_';
    writeFileSync(path.join(process.env.BENCH_REPORTS, `${name}.json`), JSON.stringify(lhr));
  }
  const scripts = (lhr.audits['network-requests'].details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith(origin),
  );
  const fonts = (lhr.audits['network-requests'].details?.items ?? []).filter((item) => item.resourceType === 'Font');
  if (listFiles) {
    for (const font of fonts) {
      console.log(`    ${(font.transferSize / 1024).toFixed(1).padStart(7)} KB  ${font.url.replace(origin, '')}`);
    }
  }
  return {
    fontKb: fonts.reduce((sum, font) => sum + (font.transferSize ?? 0), 0) / 1024,
    fonts: fonts.length,
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time'].numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift'].numericValue ?? Number.NaN,
    jsKb: await scriptGzipKb(origin, scripts, listFiles),
    scripts: scripts.length,
  };
}

async function load(url, headers) {
  const result = await autocannon({ url, connections: 10, duration: 10, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.non2xx };
}

const mark = (ok) => (ok ? '' : ' ✗');

run('node', ['scripts/build.mjs']);
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDirectory = mkdtempSync(path.join(tmpdir(), 'sakina-bench-web-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'site-server/src/main.ts'], {
  cwd: repositoryRoot,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDirectory,
    SITE_DIR: siteDirectory,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: 'inherit',
});

let chrome;
try {
  await waitForReady(`${origin}/readyz`);
  // `-- --render`: the server render's figures only, without Lighthouse.
  const renderOnly = process.argv.includes('--render');
  const pages = renderOnly
    ? []
    : [
        '/',
        '/en',
        '/practitioners',
        await firstLink(origin, '/practitioners', /\/practitioners\/practitioner_\d+/),
        await firstLink(origin, '/blog', /\/blog\/[\w-]+/),
        await firstLink(origin, '/en/blog', /\/en\/blog\/[\w-]+/),
        '/business',
        '/en/about',
        '/assessments/gad-7',
      ];
  if (!renderOnly) {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags,
    });
    const listFiles = process.argv.includes('--files');
    console.log('\nLighthouse 12.8, mobile, simulated throttling');
    console.log(
      'page                                    perf    LCP ms   TBT ms     CLS   JS KB gzip  scripts  font KB  fonts',
    );
    for (const pagePath of pages) {
      // Once to warm the server's caches and the render, then the measured run.
      await audit(origin, pagePath, chrome.port, false);
      const figures = await audit(origin, pagePath, chrome.port, listFiles);
      console.log(
        [
          pagePath.padEnd(38),
          `${figures.performance}${mark(figures.performance >= goals.performance)}`.padStart(6),
          `${Math.round(figures.lcpMs)}${mark(figures.lcpMs <= goals.lcpMs)}`.padStart(9),
          `${Math.round(figures.tbtMs)}${mark(figures.tbtMs <= goals.tbtMs)}`.padStart(8),
          `${figures.cls.toFixed(3)}${mark(figures.cls <= goals.cls)}`.padStart(7),
          `${figures.jsKb.toFixed(1)}${mark(figures.jsKb <= goals.jsKb)}`.padStart(12),
          String(figures.scripts).padStart(8),
          figures.fontKb.toFixed(1).padStart(8),
          String(figures.fonts).padStart(6),
        ].join(' '),
      );
    }
    console.log(
      `goal                                    ≥ ${goals.performance}  ≤ ${goals.lcpMs}    ≤ ${goals.tbtMs}  ≤ ${goals.cls}      ≤ ${goals.jsKb}`,
    );
    await chrome.kill();
    chrome = undefined;
  }

  console.log('\nServer render of /practitioners (autocannon, 10 connections, 10 s)');
  const url = `${origin}/practitioners`;
  const cached = await load(url, { accept: 'text/html' });
  const uncached = await load(url, { accept: 'text/html', cookie: 'session=bench-uncached' });
  for (const [name, figures, goal] of [
    ['cached', cached, goals.cachedRps],
    ['uncached', uncached, goals.uncachedRps],
  ]) {
    console.log(
      `${name.padEnd(9)} ${figures.rps.toFixed(0).padStart(6)} req/s${mark(figures.rps >= goal)}  p50 ${figures.p50} ms  p99 ${figures.p99} ms  non-2xx ${figures.errors}   goal ≥ ${goal} req/s`,
    );
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(dataDirectory, { recursive: true, force: true });
}
