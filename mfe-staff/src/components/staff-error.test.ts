import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { GraphQLError } from 'graphql';
import ar from '../i18n/ar.json';
import en from '../i18n/en.json';
import { knownStaffErrors, staffFailure } from './staff-error';

const arabicLetter = /[\u0600-\u06ff]/;

const refusal = (extensions: Record<string, unknown>) =>
  new CombinedGraphQLErrors({ errors: [new GraphQLError('Refused.', { extensions })] });

describe('staffFailure', () => {
  it.each([...knownStaffErrors, 'GENERAL' as const])('%s is told in Arabic and in English', (code) => {
    expect(en.errors[code].length).toBeGreaterThan(10);
    expect(ar.errors[code]).toMatch(arabicLetter);
  });

  it('reads a publishing refusal by its code, and field errors by their paths', () => {
    expect(staffFailure(refusal({ code: 'STAFF_CONTENT_CONFLICT' }))).toEqual({
      code: 'STAFF_CONTENT_CONFLICT',
      fields: [],
    });
    expect(staffFailure(refusal({ code: 'BAD_USER_INPUT', fields: [{ path: 'name.ar', code: 'required' }] }))).toEqual({
      code: 'GENERAL',
      fields: [{ path: 'name.ar', code: 'required' }],
    });
    expect(staffFailure(refusal({ code: 'SOMETHING_NEW' }))).toEqual({ code: 'GENERAL', fields: [] });
  });
});
