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
const removeAddedPractitioners = () => testApp.db.delete(practitioners).where(eq(practitioners.joinedOn, '2020-01-01'));

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
    // Marks and all, a word of the vocabulary: the family concern.
    expect(englishNames(await directory({ search: 'الزَّوْجِيَّة' })).sort()).toEqual([
      'Fatimah Al-Zahrani',
      'Sara Al-Otaibi',
    ]);
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
    const anxietyCount = async () => {
      const reply = await testApp.graphql<{
        practitioners: { facets: { filter: string; options: { value: string; count: number }[] }[] };
      }>('{ practitioners(sort: OLDEST) { facets { filter options { value count } } } }');
      const concerns = reply.data!.practitioners.facets.find((facet) => facet.filter === 'CONCERNS')!;
      return concerns.options.find((option) => option.value === 'anxiety')!.count;
    };
    const before = await directory({ search: 'anxiety', pageSize: 1 });
    expect(before.total).toBe(2);
    expect(await anxietyCount()).toBe(2);
    await addAnxietyPractitioner();
    try {
      expect((await directory({ search: 'anxiety', pageSize: 1 })).total).toBe(3);
      expect((await directory({ pageSize: 1 })).total).toBe(9);
      expect(await anxietyCount()).toBe(3);
    } finally {
      await removeAddedPractitioners();
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
      await removeAddedPractitioners();
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

const filteredQuery = `
  query Filtered(
    $search: String
    $concerns: [String!]
    $language: String
    $channel: CommunicationStyle
    $type: ConsultationType
    $maxPrice: Int
    $urgent: Boolean
    $sort: PractitionerSort
  ) {
    practitioners(
      search: $search
      concerns: $concerns
      language: $language
      channel: $channel
      type: $type
      maxPrice: $maxPrice
      urgent: $urgent
      sort: $sort
    ) {
      items { id name { en } }
      total
    }
  }
`;

async function filtered(variables: Record<string, unknown>): Promise<string[]> {
  const reply = await testApp.graphql<DirectoryData>(filteredQuery, variables);
  expect(reply.errors).toBeUndefined();
  expect(reply.data!.practitioners.total).toBe(reply.data!.practitioners.items.length);
  return englishNames(reply.data!.practitioners);
}

describe('directory filters', () => {
  it('finds practitioners holding any one of the concerns chosen', async () => {
    expect(await filtered({ concerns: ['family'] })).toEqual(['Fatimah Al-Zahrani', 'Sara Al-Otaibi']);
    expect(await filtered({ concerns: ['family', 'parenting'] })).toEqual([
      'Fatimah Al-Zahrani',
      'Sara Al-Otaibi',
      'Amna Al-Mutairi',
    ]);
    expect(await filtered({ concerns: ['bipolar'] })).toEqual([]);
  });

  it('filters by language, channel, consultation type, price and urgent consultations, each and together', async () => {
    expect(await filtered({ language: 'fr' })).toEqual(['Amna Al-Mutairi']);
    expect(await filtered({ language: 'en' })).toHaveLength(6);
    expect(await filtered({ channel: 'VIDEO' })).not.toContain('Fatimah Al-Zahrani');
    expect(await filtered({ channel: 'VIDEO' })).toHaveLength(6);
    expect(await filtered({ type: 'FAMILY' })).toEqual([
      'Fatimah Al-Zahrani',
      'Dr. Ahmed Al-Ghamdi',
      'Amna Al-Mutairi',
    ]);
    expect(await filtered({ maxPrice: 200 })).toEqual(['Mustafa Al-Dosari', 'Fatimah Al-Zahrani', 'Amna Al-Mutairi']);
    expect(await filtered({ urgent: true })).toEqual(['Dr. Ahmed Al-Ghamdi', 'Amna Al-Mutairi']);
    expect(await filtered({ urgent: false })).toHaveLength(8);
    expect(await filtered({ type: 'FAMILY', channel: 'VIDEO', urgent: true })).toEqual([
      'Dr. Ahmed Al-Ghamdi',
      'Amna Al-Mutairi',
    ]);
    expect(await filtered({ type: 'FAMILY', channel: 'VIDEO', language: 'fr', maxPrice: 200 })).toEqual([
      'Amna Al-Mutairi',
    ]);
  });

  it('finds the same practitioners for the same concept named in Arabic or in English', async () => {
    const pairs = [
      ['أسرية', 'family'],
      ['اسريه', 'marital'],
      ['فيديو', 'video'],
      ['مرئية', 'Video'],
      ['الإنجليزية', 'English'],
      ['انجليزي', 'english'],
      ['القلق', 'anxiety'],
    ];
    for (const [arabic, english] of pairs) {
      const fromArabic = await filtered({ search: arabic });
      expect(fromArabic.length).toBeGreaterThan(0);
      expect({ english, found: await filtered({ search: english }) }).toEqual({ english, found: fromArabic });
    }
    // A named concept is the practitioners holding it, the same as the filter.
    expect((await filtered({ search: 'أسرية' })).sort()).toEqual((await filtered({ concerns: ['family'] })).sort());
    expect((await filtered({ search: 'فيديو' })).sort()).toEqual((await filtered({ channel: 'VIDEO' })).sort());
    expect((await filtered({ search: 'English' })).sort()).toEqual((await filtered({ language: 'en' })).sort());
  });

  it('requires every concept and word of a search, beside the filters', async () => {
    expect(await filtered({ search: 'family video' })).toEqual(['Sara Al-Otaibi']);
    expect(await filtered({ search: 'أسرية محادثة', type: 'FAMILY' })).toEqual(['Fatimah Al-Zahrani']);
    expect(await filtered({ search: 'sara family' })).toEqual(['Sara Al-Otaibi']);
    expect(await filtered({ search: 'reem family' })).toEqual([]);
  });

  it('ranks a search by relevance unless an order is asked for', async () => {
    // Both hold the family concern: the better rated comes first, where the newest order puts Fatimah first.
    expect(await filtered({ search: 'family' })).toEqual(['Sara Al-Otaibi', 'Fatimah Al-Zahrani']);
    expect(await filtered({ search: 'family', sort: 'NEWEST' })).toEqual(['Fatimah Al-Zahrani', 'Sara Al-Otaibi']);
    // A word found in a name ranks before the same word in a specialization, however well the other is rated.
    await testApp.db.insert(practitioners).values(
      practitionerRow(
        {
          ...fixturePractitioners[0]!,
          name: { ar: 'هند الشمري', en: 'Hind Al-Shammari' },
          specializations: { ar: ['منهج العتيبي'], en: ['The Otaibi method'] },
          concerns: [],
          rating: 5,
          joinedOn: '2020-01-01',
        },
        99,
      ),
    );
    try {
      expect(await filtered({ search: 'otaibi' })).toEqual(['Sara Al-Otaibi', 'Hind Al-Shammari']);
      expect(await filtered({ search: 'otaibi', sort: 'HIGHEST_RATED' })).toEqual([
        'Hind Al-Shammari',
        'Sara Al-Otaibi',
      ]);
    } finally {
      await removeAddedPractitioners();
    }
    // Without a search, relevance is the newest first.
    expect(await filtered({ sort: 'RELEVANCE', maxPrice: 200 })).toEqual(await filtered({ maxPrice: 200 }));
  });

  it('counts, for each choice of each filter, how many the query would leave with it', async () => {
    const reply = await testApp.graphql<{
      practitioners: {
        total: number;
        facets: { filter: string; any: number; options: { value: string; count: number }[] }[];
      };
    }>(
      'query($type: ConsultationType) { practitioners(type: $type) { total facets { filter any options { value count } } } }',
      {
        type: 'FAMILY',
      },
    );
    expect(reply.errors).toBeUndefined();
    const { total, facets } = reply.data!.practitioners;
    const facet = (filter: string) => facets.find((found) => found.filter === filter)!;
    const counts = (filter: string) =>
      Object.fromEntries(facet(filter).options.map((option) => [option.value, option.count]));
    expect(facets.map((found) => found.filter)).toEqual([
      'CATEGORY',
      'GENDER',
      'TYPE',
      'CHANNEL',
      'LANGUAGE',
      'CONCERNS',
      'MAX_PRICE',
      'URGENT',
    ]);
    expect(total).toBe(3);
    expect(facet('CATEGORY')).toEqual({
      filter: 'CATEGORY',
      any: 3,
      options: [
        { value: 'physician', count: 1 },
        { value: 'psychotherapist', count: 0 },
        { value: 'therapist', count: 2 },
      ],
    });
    expect(counts('CHANNEL')).toEqual({ chat: 2, voice: 2, video: 2 });
    // The type's own choices replace the one made: psychological leaves six practitioners.
    expect(facet('TYPE')).toMatchObject({
      any: 8,
      options: [
        { value: 'psychological', count: 6 },
        { value: 'family', count: 3 },
      ],
    });
    expect(counts('LANGUAGE')).toMatchObject({ ar: 3, en: 1, fr: 1, ur: 0 });
    expect(counts('CONCERNS')).toMatchObject({ children: 1, family: 1, parenting: 1, anxiety: 0, addiction: 0 });
    expect(Object.keys(counts('CONCERNS'))).toHaveLength(22);
    expect(counts('MAX_PRICE')).toEqual({ 100: 0, 150: 1, 200: 2, 250: 2, 300: 2, 400: 3 });
    expect(facet('URGENT')).toMatchObject({ any: 3, options: [{ value: 'true', count: 2 }] });
    expect(counts('GENDER')).toEqual({ male: 1, female: 2 });
  });

  it('refuses unknown keys and out-of-bounds choices, naming each field', async () => {
    const reply = await testApp.graphql(filteredQuery, {
      concerns: ['family', 'astrology'],
      language: 'xx',
      maxPrice: 0,
    });
    expect(reply.data).toBeNull();
    expect(reply.errors![0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: expect.arrayContaining([
        { path: 'concerns.1', code: 'option_invalid' },
        { path: 'language', code: 'option_invalid' },
        { path: 'maxPrice', code: 'number_too_small' },
      ]),
    });
    const tooMany = await testApp.graphql(filteredQuery, {
      concerns: Array.from({ length: 23 }, () => 'family'),
      maxPrice: 10_001,
    });
    expect(tooMany.errors![0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: expect.arrayContaining([
        { path: 'concerns', code: 'too_many' },
        { path: 'maxPrice', code: 'number_too_large' },
      ]),
    });
    const unknownChannel = await testApp.graphql(filteredQuery, { channel: 'FAX' });
    expect(unknownChannel.data).toBeUndefined();
    expect(unknownChannel.errors![0]!.message).toMatch(/CommunicationStyle/);
  });
});

describe('practitioner', () => {
  const detailQuery = `
    query Practitioner($id: ID!) {
      practitioner(id: $id) {
        id category gender name { ar en } title { ar en } bio { ar en }
        specializations { ar en } secondarySpecialties { ar en } concerns languages education { ar en }
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
      concerns: ['anxiety', 'depression'],
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
