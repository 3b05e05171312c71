import { fromSchemaEnum, toSchemaEnum } from './schema-enum';
import type { AccountRole } from './schema-types.generated';

it('spells a value as the schema enum does, and back', () => {
  const role: AccountRole = toSchemaEnum('practitioner');
  expect(role).toBe('PRACTITIONER');
  expect(fromSchemaEnum(role)).toBe('practitioner');
});
