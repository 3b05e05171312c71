import type { PractitionerListing as SeedPractitioner } from './practitioner';

/** Small deterministic PRNG, so every run measures the same directory. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const maleNames: ReadonlyArray<readonly [string, string]> = [
  ['محمد', 'Mohammed'],
  ['أحمد', 'Ahmed'],
  ['عبدالله', 'Abdullah'],
  ['خالد', 'Khalid'],
  ['فيصل', 'Faisal'],
  ['عمر', 'Omar'],
  ['يوسف', 'Yousef'],
  ['إبراهيم', 'Ibrahim'],
  ['سلطان', 'Sultan'],
  ['ماجد', 'Majed'],
  ['مصطفى', 'Mustafa'],
  ['بندر', 'Bandar'],
  ['تركي', 'Turki'],
  ['سعود', 'Saud'],
  ['نايف', 'Naif'],
];
const femaleNames: ReadonlyArray<readonly [string, string]> = [
  ['نورة', 'Noura'],
  ['سارة', 'Sara'],
  ['فاطمة', 'Fatimah'],
  ['ريم', 'Reem'],
  ['هند', 'Hind'],
  ['لمى', 'Lama'],
  ['آمنة', 'Amna'],
  ['مها', 'Maha'],
  ['دانة', 'Dana'],
  ['شهد', 'Shahad'],
  ['أسماء', 'Asma'],
  ['ليلى', 'Layla'],
  ['منى', 'Mona'],
  ['جود', 'Joud'],
  ['رهف', 'Rahaf'],
];
const familyNames: ReadonlyArray<readonly [string, string]> = [
  ['العتيبي', 'Al-Otaibi'],
  ['القحطاني', 'Al-Qahtani'],
  ['الشهري', 'Al-Shehri'],
  ['الزهراني', 'Al-Zahrani'],
  ['الغامدي', 'Al-Ghamdi'],
  ['الدوسري', 'Al-Dosari'],
  ['المطيري', 'Al-Mutairi'],
  ['الحربي', 'Al-Harbi'],
  ['العنزي', 'Al-Anazi'],
  ['الشمري', 'Al-Shammari'],
  ['السبيعي', 'Al-Subaie'],
  ['البلوي', 'Al-Balawi'],
  ['الرويلي', 'Al-Ruwaili'],
  ['الجهني', 'Al-Juhani'],
  ['الأحمدي', 'Al-Ahmadi'],
  ['الفيفي', 'Al-Faifi'],
];
/** A specialization in Arabic and English, and the concerns (vocabulary keys) it stands for. */
export const specializationPairs: ReadonlyArray<readonly [string, string, readonly string[]]> = [
  ['القلق', 'Anxiety', ['anxiety']],
  ['الاكتئاب', 'Depression', ['depression']],
  ['الوسواس القهري', 'OCD', ['ocd']],
  ['اضطرابات النوم', 'Sleep disorders', ['sleep']],
  ['الصدمات النفسية', 'Trauma', ['trauma']],
  ['علاج الإدمان', 'Addiction', ['addiction']],
  ['العلاج الأسري', 'Family therapy', ['family']],
  ['الاستشارات الزوجية', 'Marriage counselling', ['family', 'relationships']],
  ['تربية الأبناء', 'Parenting', ['parenting']],
  ['ضغوط العمل', 'Work stress', ['work_stress', 'stress']],
  ['اضطرابات الأكل', 'Eating disorders', ['eating_disorders']],
  ['فرط الحركة وتشتت الانتباه', 'ADHD', ['adhd']],
  ['طيف التوحد', 'Autism spectrum', ['autism']],
  ['نوبات الهلع', 'Panic attacks', ['anxiety']],
  ['الرهاب الاجتماعي', 'Social anxiety', ['anxiety']],
  ['تقدير الذات', 'Self-esteem', ['self_esteem']],
  ['الحزن والفقد', 'Grief and loss', ['grief']],
  ['إدارة الغضب', 'Anger management', ['anger']],
  ['الطب النفسي للأطفال', 'Child psychiatry', ['children']],
  ['طب الأسرة', 'Family medicine', []],
];

const categories = ['physician', 'psychotherapist', 'therapist'] as const;
const titles = {
  physician: { ar: 'استشاري الطب النفسي', en: 'Consultant psychiatrist' },
  psychotherapist: { ar: 'أخصائي نفسي إكلينيكي', en: 'Clinical psychologist' },
  therapist: { ar: 'أخصائي اجتماعي', en: 'Social worker' },
};

function pick<Item>(random: () => number, items: readonly Item[]): Item {
  return items[Math.floor(random() * items.length)] as Item;
}

function isoDate(random: () => number): string {
  const start = Date.UTC(2022, 10, 11);
  return new Date(start + Math.floor(random() * 3 * 365) * 86_400_000).toISOString().slice(0, 10);
}

/** A plausible directory of `count` practitioners: names, specializations, prices and ratings vary. */
export function generatePractitioners(count: number, seed = 7): SeedPractitioner[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => {
    const gender = random() < 0.5 ? 'male' : 'female';
    const category = pick(random, categories);
    const [firstAr, firstEn] = pick(random, gender === 'male' ? maleNames : femaleNames);
    const [familyAr, familyEn] = pick(random, familyNames);
    const doctor = category === 'physician';
    const specializations = [pick(random, specializationPairs), pick(random, specializationPairs)];
    const secondary = pick(random, specializationPairs);
    return {
      category,
      gender,
      name: { ar: `${doctor ? 'د. ' : ''}${firstAr} ${familyAr}`, en: `${doctor ? 'Dr. ' : ''}${firstEn} ${familyEn}` },
      title: titles[category],
      bio: {
        ar: 'يعمل مع البالغين والأسر، ويجمع بين العلاج المعرفي السلوكي والإرشاد العملي في جلسات قصيرة ومركّزة.',
        en: 'Works with adults and families, combining cognitive behavioural therapy with practical guidance in short, focused sessions.',
      },
      specializations: { ar: specializations.map(([ar]) => ar), en: specializations.map(([, en]) => en) },
      secondarySpecialties: { ar: [secondary[0]], en: [secondary[1]] },
      concerns: [...new Set([...specializations, secondary].flatMap(([, , concerns]) => concerns))],
      languages: random() < 0.7 ? ['ar', 'en'] : ['ar'],
      education: { ar: ['بكالوريوس علم النفس، جامعة الملك سعود'], en: ['BSc Psychology, King Saud University'] },
      yearsOfExperience: 2 + Math.floor(random() * 25),
      rating: Math.round((3 + random() * 2) * 10) / 10,
      ratingCount: Math.floor(random() * 900),
      priceSar: 100 + Math.floor(random() * 31) * 10,
      consultationTypes: random() < 0.6 ? ['psychological'] : ['psychological', 'family'],
      communicationStyles: random() < 0.5 ? ['chat', 'voice', 'video'] : ['voice', 'video'],
      classified: doctor || random() < 0.3,
      classificationLevel: doctor ? 'consultant' : null,
      registrationVerifiedOn: isoDate(random),
      joinedOn: isoDate(random),
      urgent: random() < 0.15,
    };
  });
}

/**
 * Search boxes as people fill them: empty, a name, a concern (either language, with or without hamza), a channel or
 * a language, a concern with a name, nothing found.
 */
export const benchSearches = [
  null,
  null,
  null,
  'قلق',
  'anxiety',
  'سارة',
  'sara',
  'al-otaibi',
  'الاكتئاب',
  'family',
  'محمد القحطاني',
  'اسري',
  'trauma',
  'نوم',
  'ابراهيم',
  'panic attacks',
  'الادمان',
  'dr omar',
  'تقدير',
  'xyz',
  'فيديو',
  'english',
  'أطفال مرئية',
  'sara family',
];

/** The directory page's query (mfe-public's DirectoryPractitioners): a page of cards and the counts of every filter. */
export const directoryQuery = `query Directory($search: String, $category: PractitionerCategory, $gender: Gender, $concerns: [String!], $language: String, $channel: CommunicationStyle, $type: ConsultationType, $maxPrice: Int, $urgent: Boolean, $sort: PractitionerSort, $page: Int) {
  practitioners(search: $search, category: $category, gender: $gender, concerns: $concerns, language: $language, channel: $channel, type: $type, maxPrice: $maxPrice, urgent: $urgent, sort: $sort, page: $page, pageSize: 10) {
    total page pageCount
    items { id category gender name { ar en } title { ar en } specializations { ar en } rating ratingCount priceSar consultationTypes communicationStyles classified photoUrl }
    facets { filter any options { value count } }
  }
}`;

/** Directory requests as the site sends them: search, category tab, the filters, sort and page vary. */
export function requestBodies(count: number): string[] {
  const random = createRandom(11);
  const pickOne = <Item>(items: readonly Item[]) => items[Math.floor(random() * items.length)] as Item;
  return Array.from({ length: count }, () =>
    JSON.stringify({
      query: directoryQuery,
      variables: {
        search: pickOne(benchSearches),
        category: pickOne([null, 'PHYSICIAN', 'PSYCHOTHERAPIST', 'THERAPIST']),
        gender: pickOne([null, null, 'MALE', 'FEMALE']),
        concerns: pickOne([null, null, null, null, ['anxiety'], ['family', 'parenting'], ['sleep', 'trauma', 'grief']]),
        language: pickOne([null, null, null, 'en', 'ar', 'fr']),
        channel: pickOne([null, null, null, 'VIDEO', 'CHAT']),
        type: pickOne([null, null, null, 'FAMILY']),
        maxPrice: pickOne([null, null, null, 200, 300]),
        urgent: pickOne([null, null, null, null, true]),
        sort: pickOne([null, null, 'NEWEST', 'OLDEST', 'HIGHEST_RATED', 'HIGHEST_PRICE', 'LOWEST_PRICE']),
        page: pickOne([1, 1, 1, 2, 3]),
      },
    }),
  );
}
