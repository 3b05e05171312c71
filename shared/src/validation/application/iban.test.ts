import { hasValidIbanChecksum, normalizeIban, saudiIbanProblem } from './iban';

describe('Saudi IBAN (ISO 13616)', () => {
  it('accepts a valid Saudi IBAN, typed with spaces, lower case or Arabic-Indic digits', () => {
    expect(saudiIbanProblem('SA0380000000608010167519')).toBeNull();
    expect(saudiIbanProblem('sa03 8000 0000 6080 1016 7519')).toBeNull();
    expect(saudiIbanProblem('SA٠٣٨٠٠٠٠٠٠٠٦٠٨٠١٠١٦٧٥١٩')).toBeNull();
    expect(normalizeIban('sa03 8000-0000 6080 1016 7519')).toBe('SA0380000000608010167519');
  });

  it('refuses a changed digit or swapped digits (the checksum fails)', () => {
    expect(saudiIbanProblem('SA0380000000608010167518')).toBe('iban_invalid');
    expect(saudiIbanProblem('SA0380000000608010176519')).toBe('iban_invalid');
    expect(saudiIbanProblem('SA1380000000608010167519')).toBe('iban_invalid');
  });

  it('refuses other countries and wrong lengths', () => {
    expect(saudiIbanProblem('GB82WEST12345698765432')).toBe('iban_not_saudi');
    expect(saudiIbanProblem('SA038000000060801016751')).toBe('iban_length');
    expect(saudiIbanProblem('SA03800000006080101675190')).toBe('iban_length');
  });

  it('checks any country with the same mod 97 rule', () => {
    expect(hasValidIbanChecksum('GB82WEST12345698765432')).toBe(true);
    expect(hasValidIbanChecksum('GB82WEST12345698765433')).toBe(false);
  });
});
