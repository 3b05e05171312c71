import fs from 'node:fs';
import path from 'node:path';
import { printSchemaFile } from './schema';

describe('api/schema.graphql', () => {
  it('matches the schema in code (run `npm run schema:print -w api` after changing it)', () => {
    const committed = fs.readFileSync(path.resolve(__dirname, '../schema.graphql'), 'utf8');
    expect(committed).toBe(printSchemaFile());
  });

  it('is marked as generated', () => {
    expect(printSchemaFile().startsWith('# Generated')).toBe(true);
  });
});
