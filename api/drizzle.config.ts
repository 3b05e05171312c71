import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: the server applies the migrations itself at start (PGlite allows one process).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
