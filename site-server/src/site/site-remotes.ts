/** Every remote: package folder → Module Federation name (scripts/lib/site.mjs keeps the same table for nx). */
export const remotes = {
  'mfe-public': 'mfe_public',
  'mfe-practitioner': 'mfe_practitioner',
  'mfe-business': 'mfe_business',
  'mfe-documents': 'mfe_documents',
  'mfe-staff': 'mfe_staff',
} as const;

export type RemoteName = keyof typeof remotes;

export const remoteNames = Object.keys(remotes) as RemoteName[];

export function assertRemote(name: string | undefined): asserts name is RemoteName {
  if (name === undefined || !Object.hasOwn(remotes, name)) {
    throw new Error(`Unknown remote "${name ?? ''}". Known: ${remoteNames.join(', ')}`);
  }
}

/** A version folder's name: `<package version>-<content hash>`, nothing that could leave the folder. */
const versionPattern = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,99}$/;

export function isVersionName(version: string): boolean {
  return versionPattern.test(version) && !version.includes('..');
}

export const versionPrefix = (name: string, version: string) => `remotes/${name}/${version}/`;
export const manifestKey = (name: string, version: string) => `${versionPrefix(name, version)}mf-manifest.json`;
/** What remotes.json holds for a live version: the manifest's address on the site. */
export const manifestUrl = (name: string, version: string) => `/${manifestKey(name, version)}`;

const manifestUrlPattern = /^\/remotes\/([a-z0-9][a-z0-9-]{0,63})\/([^/]+)\/mf-manifest\.json$/;

/** The remote folder and version a manifest URL of remotes.json names; null for anything else. */
export function versionOfManifestUrl(url: string): { name: string; version: string } | null {
  const match = manifestUrlPattern.exec(url);
  if (!match || !isVersionName(match[2]!)) return null;
  return { name: match[1]!, version: match[2]! };
}
