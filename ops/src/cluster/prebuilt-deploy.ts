import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repositoryRoot } from '@sakina/api/internals/config';

/** A release of mfe-public without a build: its built files with one visible string changed. */

const run = promisify(execFile);

/** The home page's eyebrow over its heading (Arabic, the site's first language), read from the remote's texts. */
function homeEyebrow(): string {
  const texts = JSON.parse(
    fs.readFileSync(path.join(repositoryRoot, 'mfe-public', 'src', 'i18n', 'ar', 'home.json'), 'utf8'),
  ) as { home: { hero: { eyebrow: string } } };
  return texts.home.hero.eyebrow;
}

export interface ChangedBuild {
  /** The copy of `mfe-public/dist`, for `remote:deploy -- mfe-public --prebuilt <dist>`. */
  dist: string;
  /** The new text, which the home page shows once this version is live. */
  text: string;
  remove(): void;
}

/** A copy of mfe-public's build (browser and server) whose home page shows a new, unique text. */
export function changedPublicBuild(): ChangedBuild {
  const original = homeEyebrow();
  const text = `${original} ${randomBytes(4).toString('hex')}`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-prebuilt-'));
  const dist = path.join(folder, 'dist');
  fs.cpSync(path.join(repositoryRoot, 'mfe-public', 'dist'), dist, { recursive: true });
  let changed = 0;
  for (const file of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dist, file);
    if (!file.endsWith('.js') || !fs.statSync(full).isFile()) continue;
    const content = fs.readFileSync(full, 'utf8');
    if (!content.includes(original)) continue;
    fs.writeFileSync(full, content.split(original).join(text));
    changed += 1;
  }
  if (changed === 0) throw new Error(`"${original}" is in no file of mfe-public/dist: build it first.`);
  return { dist, text, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** The settings that name the bucket (S3_*, AWS_*): a deploy with them writes there, not to a local folder. */
export function objectStoreSettings(environment: Readonly<Record<string, string>>): Record<string, string> {
  const settings = Object.fromEntries(Object.entries(environment).filter(([name]) => /^(S3_|AWS_)/.test(name)));
  // Without a bucket the deploy would publish into this checkout's own .site, which the cluster does not serve.
  if (!settings.S3_BUCKET) throw new Error('The cluster has no S3_BUCKET: nothing to deploy to.');
  return settings;
}

/** `npm run remote:deploy -- <name> --prebuilt <dist>` into the cluster's bucket; resolves when it is live there. */
export async function deployPrebuilt(
  environment: Readonly<Record<string, string>>,
  name: string,
  dist: string,
): Promise<void> {
  await run('npm', ['run', 'remote:deploy', '--', name, '--prebuilt', dist], {
    cwd: repositoryRoot,
    env: { ...process.env, ...objectStoreSettings(environment) },
  });
}

/**
 * Polls each server's home page until its server-rendered HTML holds `text`; resolves with the milliseconds each
 * took from the call, or null for a server that did not within `timeoutMs`.
 */
export async function timeUntilRendered(
  urls: string[],
  text: string,
  timeoutMs = 30_000,
): Promise<Record<string, number | null>> {
  const startedAt = Date.now();
  const followed: Record<string, number | null> = Object.fromEntries(urls.map((url) => [url, null]));
  const renders = async (url: string) => {
    const response = await fetch(`${url}/`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(15_000) });
    const html = await response.text();
    return response.status === 200 && response.headers.get('x-render') !== 'browser' && html.includes(text);
  };
  while (urls.some((url) => followed[url] === null) && Date.now() - startedAt < timeoutMs) {
    await Promise.all(
      urls.map(async (url) => {
        if (followed[url] === null && (await renders(url).catch(() => false))) followed[url] = Date.now() - startedAt;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return followed;
}
