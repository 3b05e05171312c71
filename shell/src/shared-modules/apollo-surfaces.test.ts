import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The shell provides `@apollo/client` and `@apollo/client/react` from its own lists of exports. Apollo's own
 * modules import from those two entry points too, and reach the lists at runtime: a name missing there would be
 * `undefined` in the browser, with no build error. This reads what the installed Apollo asks for.
 */
const apolloRoot = path.dirname(require.resolve('@apollo/client/package.json'));
const skipped = new Set(['__cjs', 'legacyEntryPoints', 'testing']);

function* moduleFiles(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (skipped.has(entry.name)) continue;
    const entryPath = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* moduleFiles(entryPath);
    else if (entry.name.endsWith('.js')) yield entryPath;
  }
}

const namesIn = (list: string) =>
  list
    .split(',')
    .map((name) => name.trim().split(/\s+as\s+/)[0]!)
    .filter(Boolean);

/** Names Apollo's modules import from `entryPoint` (statements at the start of a line, not doc comments). */
function importedByApollo(entryPoint: string): Set<string> {
  const statement = new RegExp(`^import \\{([^}]*)\\}\\s*from "${entryPoint}";`, 'gm');
  const names = new Set<string>();
  for (const file of moduleFiles(apolloRoot)) {
    for (const match of readFileSync(file, 'utf8').matchAll(statement)) namesIn(match[1]!).forEach((n) => names.add(n));
  }
  return names;
}

const offeredBy = (surface: string) =>
  new Set(
    [...readFileSync(path.join(__dirname, surface), 'utf8').matchAll(/export \{([^}]*)\}/g)].flatMap((match) =>
      namesIn(match[1]!),
    ),
  );

describe.each([
  ['@apollo/client', 'apollo-client.ts'],
  ['@apollo/client/react', 'apollo-client-react.ts'],
])('the shell provides %s', (entryPoint, surface) => {
  it('with every name Apollo itself imports from it', () => {
    const asked = importedByApollo(entryPoint);
    expect(asked.size).toBeGreaterThan(0);
    const offered = offeredBy(surface);
    expect([...asked].filter((name) => !offered.has(name))).toEqual([]);
  });
});
