import path from 'node:path';
import { createBackup } from '../backup/backup-archive';
import { backupFolderOf, resolveFromCaller } from '../backup/backup-paths';
import { backupKeysOf } from '../backup/backup-encryption';
import { loadConfig } from '@sakina/api/internals/config';
import { uploadStore } from '@sakina/api/internals/storage/stores';

// npm run backup [-- <archive>]: the database and the uploaded files in one archive, with its checksum beside it.
async function main(): Promise<void> {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const encryptionKeys = backupKeysOf(process.env);
  const extension = encryptionKeys.length > 0 ? 'tar.gz.enc' : 'tar.gz';
  const archive = process.argv[2]
    ? resolveFromCaller(process.argv[2])
    : path.join(backupFolderOf(process.env), `sakina-${stamp}.${extension}`);
  const manifest = await createBackup({ ...config, uploads: uploadStore(config), encryptionKeys }, archive);
  const files = Object.keys(manifest.files).filter((file) => file.startsWith('uploads/')).length;
  console.log(
    `Backed up the ${manifest.database} database and ${files} uploaded files to ${archive} (+ .sha256)${
      encryptionKeys.length > 0 ? ', encrypted with the first BACKUP_ENCRYPTION_KEY' : ''
    }.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
