// The published site: the shell at SITE_DIR/shell, each remote version at SITE_DIR/remotes/<name>/<version>/,
// remotes.json pointing at the live versions, and a history of deploys for rollback.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDirectory } from './precompress.mjs';

export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const siteDirectory = path.resolve(process.env.SITE_DIR ?? path.join(repositoryRoot, '.site'));

export const remotes = {
  'mfe-public': 'mfe_public',
  'mfe-practitioner': 'mfe_practitioner',
  'mfe-business': 'mfe_business',
  'mfe-documents': 'mfe_documents',
  'mfe-staff': 'mfe_staff',
};

const remotesJsonPath = () => path.join(siteDirectory, 'remotes.json');
const historyPath = () => path.join(siteDirectory, 'remotes-history.json');

function readJson(file, fallback) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;
}

/** Write-then-rename, so the server never reads a half-written file. */
function writeJsonAtomically(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(temporary, file);
}

function listFiles(directory, base = directory) {
  return readdirSync(directory).flatMap((entry) => {
    const full = path.join(directory, entry);
    return statSync(full).isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

export function contentHash(directory) {
  const hash = createHash('sha256');
  for (const file of listFiles(directory).sort()) {
    hash.update(file);
    hash.update(readFileSync(path.join(directory, file)));
  }
  return hash.digest('hex').slice(0, 10);
}

export function assertRemote(name) {
  if (!(name in remotes)) {
    throw new Error(`Unknown remote "${name}". Known: ${Object.keys(remotes).join(', ')}`);
  }
}

export function readState() {
  return { live: readJson(remotesJsonPath(), {}), history: readJson(historyPath(), {}) };
}

const manifestUrl = (name, version) => `/remotes/${name}/${version}/mf-manifest.json`;

export function liveVersion(name) {
  const entry = readState().live[remotes[name]];
  return entry ? entry.split('/')[3] : undefined;
}

export function publishedVersions(name) {
  const directory = path.join(siteDirectory, 'remotes', name);
  return existsSync(directory)
    ? readdirSync(directory).filter((version) => existsSync(path.join(directory, version, 'mf-manifest.json')))
    : [];
}

/**
 * Copies a remote's build to its immutable versioned folder (once) and makes it live. With `onlyIfNew`, an
 * already published version is not made live again, so a plain rebuild never undoes a rollback.
 */
export function publishRemote(name, { onlyIfNew = false } = {}) {
  assertRemote(name);
  const dist = path.join(repositoryRoot, name, 'dist');
  if (!existsSync(path.join(dist, 'mf-manifest.json'))) throw new Error(`${name} has no build in ${dist}`);
  const { version: packageVersion } = readJson(path.join(repositoryRoot, name, 'package.json'));
  const version = `${packageVersion}-${contentHash(dist)}`;
  const target = path.join(siteDirectory, 'remotes', name, version);
  const isNew = !existsSync(target);
  if (isNew) {
    const staging = `${target}.staging-${process.pid}`;
    cpSync(dist, staging, { recursive: true });
    precompressDirectory(staging);
    renameSync(staging, target);
  }
  if (isNew || !onlyIfNew || liveVersion(name) === undefined) pointAt(name, version);
  return liveVersion(name);
}

export function pointAt(name, version, { rollback = false } = {}) {
  assertRemote(name);
  if (!publishedVersions(name).includes(version)) throw new Error(`${name} has no published version ${version}`);
  const { live, history } = readState();
  if (live[remotes[name]] === manifestUrl(name, version)) return false;
  live[remotes[name]] = manifestUrl(name, version);
  history[name] = [...(history[name] ?? []), { version, at: new Date().toISOString(), ...(rollback && { rollback }) }];
  writeJsonAtomically(historyPath(), history);
  writeJsonAtomically(remotesJsonPath(), live);
  return true;
}

/**
 * The version live before the current one (default rollback target). Rollbacks are replayed as a stack, so
 * rolling back twice after deploying v1, v2 and v3 lands on v1, never back on v3.
 */
export function previousVersion(name) {
  const stack = [];
  for (const entry of readState().history[name] ?? []) {
    if (!entry.rollback) stack.push(entry.version);
    else {
      const index = stack.lastIndexOf(entry.version);
      if (index >= 0) stack.length = index + 1;
      else stack.push(entry.version);
    }
  }
  const current = liveVersion(name);
  for (let index = stack.length - 1; index >= 0; index -= 1) {
    if (stack[index] !== current) return stack[index];
  }
  return undefined;
}

/** Replaces the shell's files; versioned remotes are untouched. */
export function publishShell() {
  const dist = path.join(repositoryRoot, 'shell', 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`shell has no build in ${dist}`);
  const target = path.join(siteDirectory, 'shell');
  const staging = `${target}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  cpSync(dist, staging, { recursive: true });
  precompressDirectory(staging);
  rmSync(`${target}.old`, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, `${target}.old`);
  renameSync(staging, target);
  rmSync(`${target}.old`, { recursive: true, force: true });
}
