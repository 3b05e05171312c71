import { normalizeForSearch, searchTokens } from './arabic-normalize';

describe('normalizeForSearch', () => {
  it('ignores tashkeel and tatweel', () => {
    expect(normalizeForSearch('مُحَمَّد')).toBe('محمد');
    expect(normalizeForSearch('القلـــق')).toBe('القلق');
  });

  it('treats the alef forms, ta marbuta and alef maqsura like their plain letters', () => {
    expect(normalizeForSearch('أحمد إبراهيم آمنة ٱلعلاج')).toBe('احمد ابراهيم امنه العلاج');
    expect(normalizeForSearch('مصطفى')).toBe(normalizeForSearch('مصطفي'));
    expect(normalizeForSearch('استشارة أسرية')).toBe(normalizeForSearch('استشاره اسريه'));
  });

  it('lower-cases Latin text, drops accents and turns punctuation into single spaces', () => {
    expect(normalizeForSearch('  Dr. Sara   Al-Otaibi, Café ')).toBe('dr sara al otaibi cafe');
  });

  it('reads Arabic-Indic digits as ASCII digits', () => {
    expect(normalizeForSearch('عام ٢٠٢٤')).toBe('عام 2024');
  });
});

describe('searchTokens', () => {
  it('keeps the distinct folded words, longest first, dropping words inside longer ones', () => {
    expect(searchTokens('قلق  القَلق قلق')).toEqual(['القلق']);
    expect(searchTokens('Sara OTAIBI')).toEqual(['otaibi', 'sara']);
    expect(searchTokens('  ')).toEqual([]);
    expect(searchTokens('anxiety depression insomnia trauma stress grief', 3)).toHaveLength(3);
  });

  it('drops words under three letters when a longer word is there, and keeps them otherwise', () => {
    expect(searchTokens('Dr. Omar')).toEqual(['omar']);
    expect(searchTokens('Al-Otaibi')).toEqual(['otaibi']);
    expect(searchTokens('د. سارة')).toEqual(['ساره']);
    expect(searchTokens('dr')).toEqual(['dr']);
  });
});
