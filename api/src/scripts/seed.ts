import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/client';
import * as content from '../seed/content';
import { countContent, isContentEmpty, seedContent } from '../seed/seed';

// npm run seed -w api [-- --reset]: fills an empty database; --reset replaces the content tables' rows.
async function main(): Promise<void> {
  const replace = process.argv.includes('--reset');
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.exclusively(async () => {
      if (!replace && !(await isContentEmpty(database.db))) {
        const counts = await countContent(database.db);
        console.log('The database already has content; nothing written. Use --reset to replace it:', counts);
        return;
      }
      const counts = await seedContent(database.db, content, { replace });
      const where = database.kind === 'pglite' ? `embedded database in ${config.pgliteDir}` : 'PostgreSQL database';
      console.log(`Seeded the ${where}:`, counts);
    });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
