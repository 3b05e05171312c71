import { readFileSync } from 'node:fs';
import path from 'node:path';
import ar from '../../../i18n/ar.json';
import en from '../../../i18n/en.json';

// Every action and record kind the API's audit trail can answer has its label in both languages: a new action
// in the schema fails here until the console names it.
const schema = readFileSync(path.join(__dirname, '../../../../../api/schema.graphql'), 'utf8');

function enumValues(name: string): string[] {
  const body = new RegExp(`enum ${name} \\{([^}]*)\\}`).exec(schema)?.[1] ?? '';
  return body
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^[A-Z][A-Z_]*$/.test(line));
}

describe('the audit trail’s labels', () => {
  it.each([
    ['StaffAuditAction', 'actions'],
    ['StaffAuditRecordKind', 'recordKinds'],
  ] as const)('name every value of %s in Arabic and English', (enumName, group) => {
    const values = enumValues(enumName);
    expect(values.length).toBeGreaterThan(10);
    for (const copy of [ar, en]) {
      expect(values.filter((value) => !(copy[group] as Record<string, string>)[value]?.trim())).toEqual([]);
    }
  });
});
