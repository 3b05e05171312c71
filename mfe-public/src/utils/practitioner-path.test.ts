import { parsePractitionerSlug, practitionerPath } from './practitioner-path';

describe('practitioner slug', () => {
  it('builds the path with the literal practitioner_ prefix', () => {
    expect(practitionerPath('42')).toBe('/practitioners/practitioner_42');
  });

  it('reads the id after the prefix', () => {
    expect(parsePractitionerSlug('practitioner_42')).toBe('42');
    expect(parsePractitionerSlug(practitionerPath(7).split('/').pop())).toBe('7');
  });

  it.each([
    undefined,
    '',
    '42',
    'practitioner_',
    'practitioner_abc',
    'practitioner_0',
    'practitioner_042',
    'practitioner_-1',
    'practitioner_4 2',
    'practitioner_1234567890',
    'Practitioner_42',
    'doctor_42',
    'practitioner_42x',
  ])('refuses the malformed slug %p', (slug) => {
    expect(parsePractitionerSlug(slug)).toBeNull();
  });
});
