import { createTestApp, type TestApp } from '../../testing/test-app';
import { eq } from 'drizzle-orm';
import { practitionerRow } from '../../seed/seed';
import { fixtureContent, fixturePractitioners } from '../../testing/fixtures/seed-content';
import { practitioners } from './practitioners.table';

const directoryQuery = `
  query Directory($search: String, $category: PractitionerCategory, $gender: Gender, $sort: PractitionerSort, $page: Int, $pageSize: Int) {
    practitioners(search: $search, category: $category, gender: $gender, sort: $sort, page: $page, pageSize: $pageSize) {
      items { id name { ar en } }
      total
      page
      pageCount
    }
  }
`;

interface DirectoryData {
  practitioners: {
    items: { id: string; name: { ar: string; en: string } }[];
    total: number;
    page: number;
    pageCount: number;
  };
}

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ content: fixtureContent });
});

afterAll(async () => {
  await testApp.close();
});

async function directory(variables: Record<string, unknown>) {
  const reply = await testApp.graphql<DirectoryData>(directoryQuery, variables);
  expect(reply.errors).toBeUndefined();
  return reply.data!.practitioners;
}

/** One more practitioner who treats anxiety, joined on a date no fixture has. */
const addAnxietyPractitioner = () =>
  testApp.db.insert(practitioners).values(
    practitionerRow(
      {
        ...fixturePractitioners[0]!,
        name: { ar: 'هند الشمري', en: 'Hind Al-Shammari' },
        joinedOn: '2020-01-01',
      },
      99,
    ),
  );
const removeAnxietyPractitioner = () =>
  testApp.db.delete(practitioners).where(eq(practitioners.joinedOn, '2020-01-01'));

const englishNames = (page: DirectoryData['practitioners']) => page.items.map((item) => item.name.en);

describe('practitioners directory', () => {
  it('lists everyone, newest first, ten to a page by default', async () => {
    const page = await directory({});
    expect(page.total).toBe(8);
    expect(page.page).toBe(1);
    expect(page.pageCount).toBe(1);
    expect(englishNames(page)).toEqual([
      'Reem Al-Harbi',
      'Mustafa Al-Dosari',
      'Fatimah Al-Zahrani',
      'Ibrahim Al-Shehri',
      'Sara Al-Otaibi',
      'Dr. Ahmed Al-Ghamdi',
      'Dr. Noura Al-Qahtani',
      'Amna Al-Mutairi',
    ]);
  });

  it('sorts by each order, breaking ties by id so pages stay stable', async () => {
    expect(englishNames(await directory({ sort: 'OLDEST', pageSize: 3 }))).toEqual([
      'Amna Al-Mutairi',
      'Dr. Noura Al-Qahtani',
      'Dr. Ahmed Al-Ghamdi',
    ]);
    expect(englishNames(await directory({ sort: 'HIGHEST_RATED', pageSize: 4 }))).toEqual([
      'Dr. Noura Al-Qahtani',
      'Amna Al-Mutairi',
      'Ibrahim Al-Shehri',
      'Sara Al-Otaibi',
    ]);
    expect(englishNames(await directory({ sort: 'HIGHEST_PRICE', pageSize: 2 }))).toEqual([
      'Dr. Noura Al-Qahtani',
      'Dr. Ahmed Al-Ghamdi',
    ]);
    expect(englishNames(await directory({ sort: 'LOWEST_PRICE', pageSize: 3 }))).toEqual([
      'Fatimah Al-Zahrani',
      'Mustafa Al-Dosari',
      'Amna Al-Mutairi',
    ]);
  });

  it('pages through the list without losing or repeating anyone', async () => {
    const first = await directory({ sort: 'HIGHEST_RATED', pageSize: 3, page: 1 });
    const second = await directory({ sort: 'HIGHEST_RATED', pageSize: 3, page: 2 });
    const third = await directory({ sort: 'HIGHEST_RATED', pageSize: 3, page: 3 });
    expect([first, second, third].map((page) => page.total)).toEqual([8, 8, 8]);
    expect(first.pageCount).toBe(3);
    expect(third.items).toHaveLength(2);
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(8);
    const beyond = await directory({ pageSize: 3, page: 4 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(8);
  });

  it('filters by category and gender', async () => {
    const therapists = await directory({ category: 'THERAPIST' });
    expect(therapists.total).toBe(3);
    const femalePsychotherapists = await directory({ category: 'PSYCHOTHERAPIST', gender: 'FEMALE' });
    expect(englishNames(femalePsychotherapists)).toEqual(['Reem Al-Harbi', 'Sara Al-Otaibi']);
    const men = await directory({ gender: 'MALE', sort: 'OLDEST' });
    expect(englishNames(men)).toEqual(['Dr. Ahmed Al-Ghamdi', 'Ibrahim Al-Shehri', 'Mustafa Al-Dosari']);
  });

  it('searches names and specializations in both languages, every word in any order', async () => {
    expect(englishNames(await directory({ search: 'anxiety', sort: 'OLDEST' }))).toEqual([
      'Dr. Noura Al-Qahtani',
      'Sara Al-Otaibi',
    ]);
    expect(englishNames(await directory({ search: 'القلق' })).sort()).toEqual([
      'Dr. Noura Al-Qahtani',
      'Sara Al-Otaibi',
    ]);
    expect(englishNames(await directory({ search: 'otaibi SARA' }))).toEqual(['Sara Al-Otaibi']);
    expect(englishNames(await directory({ search: 'anxiety', category: 'PSYCHOTHERAPIST' }))).toEqual([
      'Sara Al-Otaibi',
    ]);
    const nobody = await directory({ search: 'dermatology' });
    expect(nobody).toEqual({ items: [], total: 0, page: 1, pageCount: 0 });
  });

  it('ignores tashkeel and tatweel and folds the alef, ta marbuta and alef maqsura forms in Arabic searches', async () => {
    expect(englishNames(await directory({ search: 'مصطفي' }))).toEqual(['Mustafa Al-Dosari']);
    expect(englishNames(await directory({ search: 'امنه' }))).toEqual(['Amna Al-Mutairi']);
    expect(englishNames(await directory({ search: 'ابراهيم' }))).toEqual(['Ibrahim Al-Shehri']);
    expect(englishNames(await directory({ search: 'الإدمان' }))).toEqual(['Ibrahim Al-Shehri']);
    expect(englishNames(await directory({ search: 'القلـــق', category: 'PHYSICIAN' }))).toEqual([
      'Dr. Noura Al-Qahtani',
    ]);
    expect(englishNames(await directory({ search: 'الزَّوْجِيَّة' }))).toEqual(['Fatimah Al-Zahrani']);
  });

  it('gives each entry its own long texts when a list asks for them', async () => {
    const reply = await testApp.graphql<{
      practitioners: { items: { name: { en: string }; bio: { en: string }; education: { en: string[] } }[] };
    }>('{ practitioners(sort: OLDEST, pageSize: 3) { items { name { en } bio { en } education { en } } } }');
    expect(reply.errors).toBeUndefined();
    for (const item of reply.data!.practitioners.items) {
      expect(item.bio.en).toBe(`${item.name.en} has worked with adults for years.`);
      expect(item.education.en).toEqual(['BSc Psychology, King Saud University']);
    }
  });

  it('counts again once the practitioners change', async () => {
    const before = await directory({ search: 'anxiety', pageSize: 1 });
    expect(before.total).toBe(2);
    await addAnxietyPractitioner();
    try {
      expect((await directory({ search: 'anxiety', pageSize: 1 })).total).toBe(3);
      expect((await directory({ pageSize: 1 })).total).toBe(9);
    } finally {
      await removeAnxietyPractitioner();
    }
    expect((await directory({ search: 'anxiety', pageSize: 1 })).total).toBe(2);
  });

  it('tells the total on a page past the end, and a new one once the practitioners change', async () => {
    const pastTheEnd = { search: 'anxiety', pageSize: 1, page: 5 };
    expect(await directory(pastTheEnd)).toMatchObject({ items: [], total: 2, pageCount: 2 });
    expect((await directory(pastTheEnd)).total).toBe(2);
    await addAnxietyPractitioner();
    try {
      expect((await directory(pastTheEnd)).total).toBe(3);
    } finally {
      await removeAnxietyPractitioner();
    }
  });

  it('refuses a page size over 50, a page under 1 and an overlong search, naming the fields', async () => {
    const reply = await testApp.graphql(directoryQuery, { pageSize: 51, page: 0, search: 'a'.repeat(101) });
    expect(reply.data).toBeNull();
    expect(reply.errors).toHaveLength(1);
    expect(reply.errors![0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: expect.arrayContaining([
        { path: 'pageSize', code: 'number_too_large' },
        { path: 'page', code: 'number_too_small' },
        { path: 'search', code: 'text_too_long' },
      ]),
    });
  });
});

describe('practitioner', () => {
  const detailQuery = `
    query Practitioner($id: ID!) {
      practitioner(id: $id) {
        id category gender name { ar en } title { ar en } bio { ar en }
        specializations { ar en } secondarySpecialties { ar en } languages education { ar en }
        yearsOfExperience rating ratingCount priceSar consultationTypes communicationStyles
        classified classificationLevel registrationVerifiedOn joinedOn photoUrl
      }
    }
  `;

  it('returns every field of one practitioner in both languages', async () => {
    const reply = await testApp.graphql<{ practitioner: Record<string, unknown> }>(detailQuery, { id: '1' });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.practitioner).toEqual({
      id: '1',
      category: 'PHYSICIAN',
      gender: 'FEMALE',
      name: { ar: 'د. نورة القحطاني', en: 'Dr. Noura Al-Qahtani' },
      title: { ar: 'أخصائي نفسي', en: 'Psychologist' },
      bio: {
        ar: 'د. نورة القحطاني يعمل مع البالغين منذ سنوات.',
        en: 'Dr. Noura Al-Qahtani has worked with adults for years.',
      },
      specializations: { ar: ['القلق', 'الاكتئاب'], en: ['Anxiety', 'Depression'] },
      secondarySpecialties: { ar: [], en: [] },
      languages: ['ar', 'en'],
      education: { ar: ['بكالوريوس علم النفس، جامعة الملك سعود'], en: ['BSc Psychology, King Saud University'] },
      yearsOfExperience: 8,
      rating: 4.9,
      ratingCount: 40,
      priceSar: 400,
      consultationTypes: ['PSYCHOLOGICAL'],
      communicationStyles: ['CHAT', 'VOICE', 'VIDEO'],
      classified: true,
      classificationLevel: 'CONSULTANT',
      registrationVerifiedOn: '2022-11-20',
      joinedOn: '2023-01-10',
      photoUrl: null,
    });
  });

  it('returns null for an unknown or malformed id', async () => {
    for (const id of ['999', 'abc', '1; drop table practitioners']) {
      const reply = await testApp.graphql<{ practitioner: unknown }>(detailQuery, { id });
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.practitioner).toBeNull();
    }
  });
});
