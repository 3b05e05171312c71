import { plainText } from '@sakina/shared/rich-content';

const paragraphTexts = (document: Parameters<typeof plainText>[0]) => plainText(document).split('\n').filter(Boolean);
import { articles, faqCategories, practitioners, tags } from './index';
import type { Localized } from '../../modules/common/localized';
import type { PractitionerCategory } from '../../modules/practitioners/practitioner';

const arabicLetter = /[\u0600-\u06FF]/;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function isValidIsoDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function expectLocalized(value: Localized, label: string): void {
  expect({ label, ar: arabicLetter.test(value.ar) }).toEqual({ label, ar: true });
  expect({ label, en: value.en }).toEqual({ label, en: expect.not.stringMatching(arabicLetter) });
  expect({ label, en: value.en.trim().length > 0 }).toEqual({ label, en: true });
}

function expectLocalizedList(value: { ar: string[]; en: string[] }, label: string): void {
  expect({ label, lengths: value.ar.length }).toEqual({ label, lengths: value.en.length });
  value.ar.forEach((ar, index) => expectLocalized({ ar, en: value.en[index] }, `${label}[${index}]`));
}

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('seed practitioners', () => {
  it('has at least 44 practitioners with both genders in every category', () => {
    expect(practitioners.length).toBeGreaterThanOrEqual(44);
    const categories: PractitionerCategory[] = ['physician', 'psychotherapist', 'therapist'];
    for (const category of categories) {
      const genders = new Set(practitioners.filter((item) => item.category === category).map((item) => item.gender));
      expect({ category, genders: [...genders].sort() }).toEqual({ category, genders: ['female', 'male'] });
    }
  });

  it('writes every text field in Arabic and in English', () => {
    for (const practitioner of practitioners) {
      const label = practitioner.name.en;
      expectLocalized(practitioner.name, `${label} name`);
      expectLocalized(practitioner.title, `${label} title`);
      expectLocalized(practitioner.bio, `${label} bio`);
      expectLocalizedList(practitioner.specializations, `${label} specializations`);
      expectLocalizedList(practitioner.secondarySpecialties, `${label} secondary specialties`);
      expectLocalizedList(practitioner.education, `${label} education`);
    }
  });

  it('keeps names unique and covers the Arabic spellings the search must normalise', () => {
    expect(duplicates(practitioners.map((item) => item.name.en))).toEqual([]);
    expect(duplicates(practitioners.map((item) => item.name.ar))).toEqual([]);
    const names = practitioners.map((item) => item.name.ar.replace(/^(د|أ)\.\s*/, ''));
    expect(names.filter((name) => /[أإآ]/.test(name)).length).toBeGreaterThanOrEqual(3);
    expect(names.some((name) => name.split(' ').some((word) => word.endsWith('ة')))).toBe(true);
    expect(names.some((name) => name.split(' ').some((word) => word.endsWith('ى')))).toBe(true);
  });

  it('keeps counts, prices, ratings and experience in range', () => {
    for (const practitioner of practitioners) {
      const label = practitioner.name.en;
      expect(practitioner.specializations.en.length).toBeGreaterThanOrEqual(1);
      expect(practitioner.specializations.en.length).toBeLessThanOrEqual(3);
      expect(practitioner.secondarySpecialties.en.length).toBeLessThanOrEqual(3);
      expect(practitioner.education.en.length).toBeGreaterThanOrEqual(1);
      expect(practitioner.languages.length).toBeGreaterThanOrEqual(1);
      practitioner.languages.forEach((language) => expect(language).toMatch(/^[a-z]{2}$/));
      expect(Number.isInteger(practitioner.yearsOfExperience)).toBe(true);
      expect(practitioner.yearsOfExperience).toBeGreaterThanOrEqual(2);
      expect(practitioner.yearsOfExperience).toBeLessThanOrEqual(30);
      expect(practitioner.rating).toBeGreaterThanOrEqual(3.6);
      expect(practitioner.rating).toBeLessThanOrEqual(5);
      expect(Math.round(practitioner.rating * 10) / 10).toBe(practitioner.rating);
      expect(practitioner.ratingCount).toBeGreaterThanOrEqual(3);
      expect(practitioner.ratingCount).toBeLessThanOrEqual(900);
      expect(practitioner.priceSar).toBeGreaterThanOrEqual(90);
      expect(practitioner.priceSar).toBeLessThanOrEqual(450);
      expect({ label, priceStep: practitioner.priceSar % 5 }).toEqual({ label, priceStep: 0 });
      expect(practitioner.consultationTypes.length).toBeGreaterThanOrEqual(1);
      expect(practitioner.communicationStyles.length).toBeGreaterThanOrEqual(1);
    }
  });

  it('uses classification levels that fit each category and classifies about two thirds', () => {
    const physicianLevels = ['registrar', 'senior_registrar', 'consultant', 'subspecialty_consultant'];
    const allowed: Record<PractitionerCategory, string[]> = {
      physician: physicianLevels,
      psychotherapist: ['specialist', 'senior_specialist', 'consultant'],
      therapist: ['specialist', 'senior_specialist'],
    };
    for (const practitioner of practitioners) {
      if (practitioner.classified) expect(practitioner.classificationLevel).not.toBeNull();
      if (practitioner.classificationLevel !== null) {
        expect({
          name: practitioner.name.en,
          level: allowed[practitioner.category].includes(practitioner.classificationLevel),
        }).toEqual({
          name: practitioner.name.en,
          level: true,
        });
      }
    }
    const classifiedShare = practitioners.filter((item) => item.classified).length / practitioners.length;
    expect(classifiedShare).toBeGreaterThan(0.55);
    expect(classifiedShare).toBeLessThan(0.8);
  });

  it('has valid, distinct join dates with verification after joining', () => {
    for (const practitioner of practitioners) {
      const label = practitioner.name.en;
      expect({ label, joined: isValidIsoDate(practitioner.joinedOn) }).toEqual({ label, joined: true });
      expect({ label, verified: isValidIsoDate(practitioner.registrationVerifiedOn) }).toEqual({
        label,
        verified: true,
      });
      expect(practitioner.joinedOn >= '2022-11-11').toBe(true);
      expect(practitioner.registrationVerifiedOn <= '2026-10-31').toBe(true);
      expect({ label, verifiedAfterJoining: practitioner.registrationVerifiedOn > practitioner.joinedOn }).toEqual({
        label,
        verifiedAfterJoining: true,
      });
    }
    expect(duplicates(practitioners.map((item) => item.joinedOn))).toEqual([]);
  });

  it('states most registrations, distinct and running past their verification, and has about a third take urgent consultations', () => {
    const registered = practitioners.filter((item) => item.registrationNumber);
    expect(registered.length / practitioners.length).toBeGreaterThan(0.75);
    expect(duplicates(registered.map((item) => item.registrationNumber!))).toEqual([]);
    for (const practitioner of registered) {
      const label = practitioner.name.en;
      expect({ label, number: practitioner.registrationNumber }).toEqual({
        label,
        number: expect.stringMatching(/^\d{2}[A-Z]{2}\d{7}$/),
      });
      const expires = practitioner.registrationExpiresOn!;
      expect({ label, expires: isValidIsoDate(expires) }).toEqual({ label, expires: true });
      expect({ label, runsPastVerification: expires > practitioner.registrationVerifiedOn }).toEqual({
        label,
        runsPastVerification: true,
      });
    }
    const urgentShare = practitioners.filter((item) => item.urgent).length / practitioners.length;
    expect(urgentShare).toBeGreaterThan(0.25);
    expect(urgentShare).toBeLessThan(0.45);
    for (const category of ['physician', 'psychotherapist', 'therapist'] as const) {
      expect({ category, urgent: practitioners.some((item) => item.category === category && item.urgent) }).toEqual({
        category,
        urgent: true,
      });
    }
  });
});

describe('seed tags', () => {
  it('has about fifteen tags with unique kebab-case slugs and names in both languages', () => {
    expect(tags.length).toBeGreaterThanOrEqual(15);
    expect(duplicates(tags.map((tag) => tag.slug))).toEqual([]);
    for (const tag of tags) {
      expect(tag.slug).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expectLocalized(tag.name, tag.slug);
    }
  });
});

describe('seed articles', () => {
  it('has 25 blog posts and 15 news items', () => {
    expect(articles.filter((article) => article.kind === 'blog')).toHaveLength(25);
    expect(articles.filter((article) => article.kind === 'news')).toHaveLength(15);
  });

  it('uses unique kebab-case slugs and distinct publication dates in range', () => {
    expect(duplicates(articles.map((article) => article.slug))).toEqual([]);
    expect(duplicates(articles.map((article) => article.publishedOn))).toEqual([]);
    for (const article of articles) {
      expect(article.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect({ slug: article.slug, date: isValidIsoDate(article.publishedOn) }).toEqual({
        slug: article.slug,
        date: true,
      });
      expect(article.publishedOn >= '2023-01-01').toBe(true);
      expect(article.publishedOn <= '2026-11-15').toBe(true);
    }
  });

  it('only uses tags that exist, one to three per article', () => {
    const known = new Set(tags.map((tag) => tag.slug));
    for (const article of articles) {
      expect(article.tags.length).toBeGreaterThanOrEqual(1);
      expect(article.tags.length).toBeLessThanOrEqual(3);
      expect({ slug: article.slug, unknown: article.tags.filter((tag) => !known.has(tag)) }).toEqual({
        slug: article.slug,
        unknown: [],
      });
    }
  });

  it('writes title, summary and 3 to 6 body paragraphs in each language', () => {
    for (const article of articles) {
      expectLocalized(article.title, `${article.slug} title`);
      expectLocalized(article.summary, `${article.slug} summary`);
      const body = { ar: paragraphTexts(article.body.ar), en: paragraphTexts(article.body.en) };
      expect(body.ar.length).toBeGreaterThanOrEqual(3);
      expect(body.ar.length).toBeLessThanOrEqual(6);
      expectLocalizedList(body, `${article.slug} body`);
    }
  });
});

describe('seed FAQ', () => {
  it('has six categories with unique slugs and at least 36 questions', () => {
    expect(faqCategories).toHaveLength(6);
    expect(duplicates(faqCategories.map((category) => category.slug))).toEqual([]);
    const total = faqCategories.reduce((sum, category) => sum + category.questions.length, 0);
    expect(total).toBeGreaterThanOrEqual(36);
  });

  it('writes every category, question and answer in both languages', () => {
    for (const category of faqCategories) {
      expectLocalized(category.name, category.slug);
      expect(category.questions.length).toBeGreaterThan(0);
      category.questions.forEach((item, index) => {
        expectLocalized(item.question, `${category.slug} question ${index}`);
        expectLocalized(item.answer, `${category.slug} answer ${index}`);
      });
    }
  });

  it('tells users the service is not for emergencies', () => {
    const answers = faqCategories.flatMap((category) => category.questions.map((item) => item.answer));
    expect(answers.some((answer) => answer.en.includes('911') && answer.ar.includes('911'))).toBe(true);
  });
});
