import path from 'node:path';
import { repositoryRoot } from '@sakina/api/internals/config';

/** Where `npm run backup` writes when no file is named: BACKUP_DIR, by default `backups/` beside `.data/`. */
export function backupFolderOf(environment: NodeJS.ProcessEnv): string {
  return path.resolve(environment.BACKUP_DIR?.trim() || path.join(repositoryRoot, 'backups'));
}

/** A path typed by the person: npm runs workspace scripts in api/, so it is read from where they typed it. */
export function resolveFromCaller(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}
