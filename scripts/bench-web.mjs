// npm run bench:web — gzip bytes of JavaScript loaded before the page is usable, and request counts,
// for / and /en on the built site served by the real server. A benchmark that prints figures, not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { repositoryRoot, siteDirectory } from './lib/site.mjs';
import { run } from './lib/run.mjs';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitForReady(url) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} never became ready`);
}

run('node', ['scripts/build.mjs']);
const port = await freePort();
const dataDirectory = mkdtempSync(path.join(tmpdir(), 'sakina-bench-web-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
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

try {
  await waitForReady(`http://127.0.0.1:${port}/readyz`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  console.log('\npage   JS gzip KB   JS files   requests   usable after (ms)');
  for (const pagePath of ['/', '/en']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    let requests = 0;
    page.on('request', () => (requests += 1));
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(
        response
          .body()
          .then((body) => {
            const size = gzipSync(body).length;
            if (process.argv.includes('--files'))
              console.log(
                `  ${(size / 1024).toFixed(1).padStart(7)} KB  ${response.url().replace(/^https?:\/\/[^/]+/, '')}`,
              );
            return size;
          })
          .catch(() => 0),
      );
    });
    const started = Date.now();
    await page.goto(`http://127.0.0.1:${port}${pagePath}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const usableAfter = Date.now() - started;
    const sizes = await Promise.all(scripts);
    const kilobytes = sizes.reduce((sum, size) => sum + size, 0) / 1024;
    console.log(
      `${pagePath.padEnd(6)} ${kilobytes.toFixed(1).padStart(11)}   ${String(sizes.length).padStart(8)}   ${String(requests).padStart(8)}   ${String(usableAfter).padStart(17)}`,
    );
    await context.close();
  }
  console.log('\nGoal: ≤ 150 KB gzip of JavaScript for /');
  await browser.close();
} finally {
  server.kill('SIGTERM');
  rmSync(dataDirectory, { recursive: true, force: true });
}
