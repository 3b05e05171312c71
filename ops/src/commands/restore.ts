import { restoreBackup } from '../backup/backup-archive';
import { resolveFromCaller } from '../backup/backup-paths';
import { backupKeysOf } from '../backup/backup-encryption';
import { loadConfig } from '@sakina/api/internals/config';
import { uploadStore } from '@sakina/api/internals/storage/stores';

// npm run restore -- <archive>: into an empty data folder (and, with DATABASE_URL, an empty database).
async function main(): Promise<void> {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('Name the archive: npm run restore -- <file>.tar.gz');
  const config = loadConfig();
  const uploads = uploadStore(config);
  const manifest = await restoreBackup(
    { ...config, uploads, encryptionKeys: backupKeysOf(process.env) },
    resolveFromCaller(file),
  );
  const files = Object.keys(manifest.files).filter((name) => name.startsWith('uploads/')).length;
  console.log(
    `Restored the ${manifest.database} database and ${files} uploaded files of ${manifest.createdAt} into ${config.dataDir} (uploads: ${uploads.location}).`,
  );
}

main().catch((error: unknown) => {
  // drizzle's "Failed query" carries the database's own reason as its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
  console.error(error instanceof Error ? `${error.message}${cause}` : error);
  process.exitCode = 1;
});
