import { hasValidSaudiIdCheckDigit, saudiIdProblem, withSaudiIdCheckDigit } from './saudi-id';

describe('Saudi national ID and iqama check digit', () => {
  it('accepts 1000000008, the documented valid number', () => {
    expect(hasValidSaudiIdCheckDigit('1000000008')).toBe(true);
    expect(saudiIdProblem('1000000008')).toBeNull();
  });

  it('refuses the same number with any other last digit', () => {
    for (const last of '012345679') expect(saudiIdProblem(`100000000${last}`)).toBe('national_id_invalid');
  });

  it('completes nine digits with the one check digit that holds, for national IDs and iqamas', () => {
    const nationalId = withSaudiIdCheckDigit('108765432');
    const iqama = withSaudiIdCheckDigit('212345678');
    expect(nationalId).toMatch(/^108765432\d$/);
    expect(saudiIdProblem(nationalId)).toBeNull();
    expect(saudiIdProblem(iqama)).toBeNull();
    // The 7 in position 3 doubles to 14, counted as 1 + 4 = 5: 2 + 5 + 3 = 10.
    expect(saudiIdProblem('1070000003')).toBeNull();
    expect(saudiIdProblem('1070000004')).toBe('national_id_invalid');
  });

  it('accepts Arabic-Indic digits', () => {
    expect(saudiIdProblem('١٠٠٠٠٠٠٠٠٨')).toBeNull();
  });

  it('names what is wrong', () => {
    expect(saudiIdProblem('')).toBe('required');
    expect(saudiIdProblem('10000O0008')).toBe('number_invalid');
    expect(saudiIdProblem('100000008')).toBe('national_id_length');
    expect(saudiIdProblem('10000000080')).toBe('national_id_length');
    expect(saudiIdProblem('3000000002')).toBe('national_id_prefix');
    expect(saudiIdProblem('1234567890')).toBe('national_id_invalid');
  });
});
