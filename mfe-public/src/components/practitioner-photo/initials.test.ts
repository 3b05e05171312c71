import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last names, skipping titles and the article', () => {
    expect(initialsOf('Dr. Noura Al-Qahtani')).toBe('NQ');
    expect(initialsOf('Sarah Thompson')).toBe('ST');
    expect(initialsOf('د. نورة القحطاني')).toBe('ن ق');
    expect(initialsOf('أ. سارة تومسون')).toBe('س ت');
  });

  it('copes with a single name and with nothing', () => {
    expect(initialsOf('maha')).toBe('M');
    expect(initialsOf('   ')).toBe('');
  });
});
