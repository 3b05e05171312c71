import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../db/client';

/**
 * The migrations folder as it stood before the migration tagged `tag` (e.g. 0021_directory_concerns), copied into a
 * temporary folder: a migration's test fills a database at that point, then runs the rest.
 */
export function migrationsBefore(tag: string): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-migrations-'));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index <= 0) throw new Error(`No migration ${tag} after the first.`);
  fs.writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
