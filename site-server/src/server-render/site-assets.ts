import fs from 'node:fs';
import path from 'node:path';
import type { SsrAssets } from '@sakina/shared/contracts';
import { whileUnchanged } from '../site/while-unchanged';

/** What the shell's render needs to know of the published site; file names as the browser requests them. */
export interface ShellAssets {
  template: string;
  /** Scripts and styles every page needs: the shell's bootstrap and the shared modules it provides. */
  scripts: string[];
  styles: string[];
  /** The shell's strings of one language, by locale: a chunk each (`import('./resources-<locale>')`). */
  localeScripts: Record<string, string[]>;
}

export interface LiveRemotes {
  /** remotes.json: federation name → the live version's browser manifest URL. */
  manifests: Record<string, string>;
  /** Changes whenever remotes.json does: part of every cache key. */
  stamp: string;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const isScript = (file: string) => file.endsWith('.js');
const isStyle = (file: string) => file.endsWith('.css');

/** The published site (SITE_DIR): the shell's template and assets, and the live remotes, re-read on change. */
export function siteAssets(siteDir: string) {
  const shellDir = path.join(siteDir, 'shell');
  const shell = whileUnchanged(path.join(shellDir, 'index.html'), (): ShellAssets => {
    const assetsFile = path.join(shellDir, 'ssr-assets.json');
    // A shell built before server rendering has no list: its page loads its chunks as before.
    const assets: Pick<SsrAssets, 'imports' | 'shared'> = fs.existsSync(assetsFile)
      ? readJson<SsrAssets>(assetsFile)
      : { imports: {}, shared: [] };
    const files = [...(assets.imports['./bootstrap'] ?? []), ...assets.shared];
    const localeScripts: Record<string, string[]> = {};
    for (const [request, chunks] of Object.entries(assets.imports)) {
      const locale = /^\.\/resources-(\w+)$/.exec(request)?.[1];
      if (locale) localeScripts[locale] = chunks.filter(isScript).map((file) => `/${file}`);
    }
    return {
      template: fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8'),
      scripts: files.filter(isScript).map((file) => `/${file}`),
      styles: files.filter(isStyle).map((file) => `/${file}`),
      localeScripts,
    };
  });
  const remotes = whileUnchanged(path.join(siteDir, 'remotes.json'), (): LiveRemotes => {
    const text = fs.readFileSync(path.join(siteDir, 'remotes.json'), 'utf8');
    return { manifests: JSON.parse(text) as Record<string, string>, stamp: text.replace(/\s+/g, '') };
  });
  const pageAssets = new Map<string, { scripts: string[]; styles: string[] }>();

  /**
   * The chunks of one remote page in one version: the container, its `./routes` module, the page and the
   * locale's strings. By convention a page `x` is `import('./routes/x')` and a locale `import('./i18n/<locale>')`.
   */
  function remotePage(manifestUrl: string, page: string, locale: string) {
    const key = `${manifestUrl}|${page}|${locale}`;
    let found = pageAssets.get(key);
    if (!found) {
      const base = manifestUrl.replace(/[^/]*$/, '');
      const directory = path.join(siteDir, base);
      let files: string[] = [];
      try {
        const manifest = readJson<{
          metaData: { remoteEntry: { name: string } };
          exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
        }>(path.join(directory, 'mf-manifest.json'));
        const assets = readJson<SsrAssets>(path.join(directory, 'ssr-assets.json'));
        const routes = manifest.exposes.find((expose) => expose.path === './routes');
        files = [
          manifest.metaData.remoteEntry.name,
          ...(routes?.assets.js.sync ?? []),
          ...(routes?.assets.css.sync ?? []),
          ...(assets.imports[`./routes/${page}`] ?? []),
          ...(assets.imports[`./i18n/${locale}`] ?? assets.imports[`./i18n/${locale}.json`] ?? []),
        ];
      } catch {
        // An old version without server assets: the browser loads the chunks as before.
      }
      const unique = [...new Set(files)].map((file) => `${base}${file}`);
      found = { scripts: unique.filter(isScript), styles: unique.filter(isStyle) };
      if (pageAssets.size > 2_000) pageAssets.clear();
      pageAssets.set(key, found);
    }
    return found;
  }

  return { shell, remotes, remotePage, shellDir };
}

export type SiteAssets = ReturnType<typeof siteAssets>;
