import {
  communicationStyles,
  normalizeForSearch,
  offeredSpecializations,
  secondarySpecialities,
  spokenLanguages,
} from '../validation';
import {
  channelKeys,
  channels,
  concernKeys,
  concerns,
  concernsOfApplicationChoices,
  readSearchTerms,
  spokenLanguageTerms,
  termLabel,
  termOfSynonym,
  type TermKind,
  type VocabularyTerm,
} from './directory-vocabulary';
import { optionLabel } from '.';

const vocabulary: [TermKind, readonly VocabularyTerm[]][] = [
  ['concern', concerns],
  ['channel', channels],
  ['language', spokenLanguageTerms],
];

describe('the directory vocabulary', () => {
  it('holds between 15 and 25 concerns, each key once, in snake case', () => {
    expect(concerns.length).toBeGreaterThanOrEqual(15);
    expect(concerns.length).toBeLessThanOrEqual(25);
    expect(new Set(concernKeys).size).toBe(concernKeys.length);
    for (const key of concernKeys) expect(key).toMatch(/^[a-z][a-z_]*[a-z]$/);
  });

  it('names the channels the listings use (the application’s writing is chat) and the languages it offers', () => {
    expect([...channelKeys].sort()).toEqual(
      communicationStyles.map((style) => (style === 'writing' ? 'chat' : style)).sort(),
    );
    expect(spokenLanguageTerms.map((term) => term.key).sort()).toEqual([...spokenLanguages].sort());
  });

  it.each(vocabulary)('gives every %s a label and synonyms in Arabic and in English', (_kind, terms) => {
    for (const term of terms) {
      expect(term.label.ar).toMatch(/\p{Script=Arabic}/u);
      expect(term.label.en).toMatch(/^[\p{Script=Latin}\s()’-]+$/u);
      expect(term.synonyms.ar.length).toBeGreaterThan(0);
      expect(term.synonyms.en.length).toBeGreaterThan(0);
      for (const synonym of term.synonyms.ar) expect(synonym).toMatch(/^[\p{Script=Arabic}\s]+$/u);
      for (const synonym of term.synonyms.en) expect(synonym).toMatch(/^[a-z\s]+$/);
    }
  });

  it('folds every synonym and label, in either language, to the one term that holds it', () => {
    for (const [kind, terms] of vocabulary) {
      for (const term of terms) {
        for (const word of [...term.synonyms.ar, ...term.synonyms.en, term.label.ar, term.label.en]) {
          expect({ word, named: termOfSynonym(normalizeForSearch(word)) }).toEqual({
            word,
            named: { kind, key: term.key },
          });
        }
      }
    }
  });

  it('lets no synonym name two terms', () => {
    const owners = new Map<string, string[]>();
    for (const [kind, terms] of vocabulary) {
      for (const term of terms) {
        const words = new Set(
          [...term.synonyms.ar, ...term.synonyms.en, term.label.ar, term.label.en].map(normalizeForSearch),
        );
        for (const word of words) owners.set(word, [...(owners.get(word) ?? []), `${kind}:${term.key}`]);
      }
    }
    const shared = [...owners].filter(([, named]) => named.length > 1);
    expect(shared).toEqual([]);
  });

  it('reads hamza forms, taa marbuta, alef maqsura, diacritics and tatweel as the synonym they fold to', () => {
    expect(termOfSynonym(normalizeForSearch('اسريه'))).toEqual({ kind: 'concern', key: 'family' });
    expect(termOfSynonym(normalizeForSearch('أُسَرِيَّة'))).toEqual({ kind: 'concern', key: 'family' });
    expect(termOfSynonym(normalizeForSearch('الانجليزيه'))).toEqual({ kind: 'language', key: 'en' });
    expect(termOfSynonym(normalizeForSearch('مرئيـــة'))).toEqual({ kind: 'channel', key: 'video' });
    expect(termOfSynonym(normalizeForSearch('Family'))).toEqual({ kind: 'concern', key: 'family' });
  });
});

describe('readSearchTerms', () => {
  it('turns the same concept in Arabic and English into the same key', () => {
    const pairs: [string, string][] = [
      ['أسرية', 'family'],
      ['فيديو', 'video'],
      ['الإنجليزية', 'English'],
      ['أطفال', 'kids'],
      ['القلق', 'anxiety'],
      ['الوسواس القهري', 'OCD'],
    ];
    for (const [arabic, english] of pairs) {
      const fromArabic = readSearchTerms(arabic);
      expect(fromArabic).toEqual(readSearchTerms(english));
      expect(fromArabic.words).toEqual([]);
    }
  });

  it('sorts the words of a query into concerns, channels, languages and text', () => {
    expect(readSearchTerms('Noura anxiety video English')).toEqual({
      concerns: ['anxiety'],
      channels: ['video'],
      languages: ['en'],
      words: ['noura'],
    });
    expect(readSearchTerms('د. نورة القحطاني قلق مرئية')).toEqual({
      concerns: ['anxiety'],
      channels: ['video'],
      languages: [],
      words: ['القحطاني', 'نوره'],
    });
  });

  it('prefers the longest phrase: a video call is video, work stress is not stress, eating disorders one concern', () => {
    expect(readSearchTerms('video call')).toMatchObject({ channels: ['video'], concerns: [] });
    expect(readSearchTerms('مكالمة مرئية')).toMatchObject({ channels: ['video'] });
    expect(readSearchTerms('مكالمة')).toMatchObject({ channels: ['voice'] });
    expect(readSearchTerms('work stress')).toMatchObject({ concerns: ['work_stress'], words: [] });
    expect(readSearchTerms('stress')).toMatchObject({ concerns: ['stress'] });
    expect(readSearchTerms('Eating disorders')).toMatchObject({ concerns: ['eating_disorders'], words: [] });
    expect(readSearchTerms('self-esteem')).toMatchObject({ concerns: ['self_esteem'], words: [] });
  });

  it('keeps searching names the way it did, short words left out beside a term', () => {
    expect(readSearchTerms('otaibi SARA')).toEqual({
      concerns: [],
      channels: [],
      languages: [],
      words: ['otaibi', 'sara'],
    });
    expect(readSearchTerms('dr omar')).toMatchObject({ words: ['omar'] });
    expect(readSearchTerms('dr anxiety')).toMatchObject({ concerns: ['anxiety'], words: [] });
    expect(readSearchTerms('')).toEqual({ concerns: [], channels: [], languages: [], words: [] });
  });

  it('names each concept once however often it is asked for', () => {
    expect(readSearchTerms('family أسرية marital')).toEqual({
      concerns: ['family'],
      channels: [],
      languages: [],
      words: [],
    });
  });
});

describe('concerns and the application', () => {
  it('stand for every offered specialization, each by one concern, which also names it in the form', () => {
    for (const value of offeredSpecializations) {
      const standing = concerns.filter((concern) => concern.applicationChoices?.offeredSpecialization?.includes(value));
      expect({ value, count: standing.length }).toEqual({ value, count: 1 });
      expect(optionLabel('ar', 'offeredSpecialization', value)).toBe(standing[0]!.label.ar);
      expect(optionLabel('en', 'offeredSpecialization', value)).toBe(standing[0]!.label.en);
    }
  });

  it('name only choices the application has', () => {
    for (const concern of concerns) {
      for (const value of concern.applicationChoices?.offeredSpecialization ?? [])
        expect(offeredSpecializations).toContain(value);
      for (const value of concern.applicationChoices?.secondarySpeciality ?? [])
        expect(secondarySpecialities).toContain(value);
    }
  });

  it('turn an application’s specializations into concern keys, offered ones first, each once', () => {
    expect(
      concernsOfApplicationChoices({
        offeredSpecialization: ['family_issues', 'obsessive_compulsive', 'trauma'],
        secondarySpeciality: ['child_adolescent', 'trauma', 'cognitive_behavioral_therapy', 'couples_therapy'],
      }),
    ).toEqual(['family', 'ocd', 'trauma', 'children']);
  });

  it('names a term in each language, and an unknown key as itself', () => {
    expect(termLabel('ar', 'concern', 'family')).toBe('الأسرة والعلاقة الزوجية');
    expect(termLabel('en', 'channel', 'video')).toBe('Video call');
    expect(termLabel('ar', 'language', 'en')).toBe('الإنجليزية');
    expect(termLabel('en', 'concern', 'unknown')).toBe('unknown');
  });
});
