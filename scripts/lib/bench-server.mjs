// What the benchmarks that start their own server share: a free loopback port, waiting for it, and a link of a page.
import { createServer } from 'node:net';

export const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function waitForReady(url, attempts = 240) {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} never became ready`);
}

/** The first link matching `pattern` in a page's server HTML. */
export async function firstLink(origin, listPath, pattern) {
  const html = await (await fetch(`${origin}${listPath}`, { headers: { accept: 'text/html' } })).text();
  const match = pattern.exec(html);
  if (!match) throw new Error(`no link matching ${pattern} in ${listPath}`);
  return match[0];
}
