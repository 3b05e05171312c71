import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, locales, type LocaleCase } from '../support/locales';

const text = {
  ar: {
    title: 'ساعدني في اختيار مختص',
    concern: 'ما الذي تريد المساعدة فيه؟',
    anxiety: 'القلق',
    language: 'بأي لغة تريد التحدث؟',
    english: 'الإنجليزية',
    gender: 'هل تفضّل مختصة أم مختصًا؟',
    woman: 'مختصة',
    channel: 'كيف تريد التواصل؟',
    video: 'مكالمة مرئية',
    budget: 'ميزانيتك لجلسة مدتها 30 دقيقة',
    timing: 'متى تحتاج الاستشارة؟',
    urgent: 'في أقرب وقت',
    submit: 'اعرض الاقتراحات',
    results: 'مختصون يناسبون إجاباتك',
    three: 'نقترح عليك 3 مختصين',
    why: 'لماذا نقترحه',
    reasons: ['خبرة في: القلق', 'تتحدث الإنجليزية', 'مختصة، كما فضّلت', 'ضمن ميزانيتك', 'جلسات بالمكالمة المرئية'],
    urgentReasons: [
      'خبرة في: القلق',
      'تتحدث الإنجليزية',
      'مختصة، كما فضّلت',
      'تستقبل الاستشارات العاجلة',
      'ضمن ميزانيتك',
      'جلسات بالمكالمة المرئية',
    ],
    eased: 'لم نستطع تلبية كل إجاباتك',
    urgency: 'الاستعجال',
    budgetAnswer: 'الميزانية',
    differs: 'يختلف عن إجاباتك في: الميزانية',
    directoryLink: 'اعرض في الدليل كل المختصين الذين يناسبون هذه الإجابات',
    directory: 'ابحث عن مختص',
  },
  en: {
    title: 'Help me choose a practitioner',
    concern: 'What would you like help with?',
    anxiety: 'Anxiety',
    language: 'Which language would you like to speak?',
    english: 'English',
    gender: 'Would you prefer a woman or a man?',
    woman: 'A woman',
    channel: 'How would you like to talk?',
    video: 'Video call',
    budget: 'Your budget for a 30-minute session',
    timing: 'When do you need the consultation?',
    urgent: 'As soon as possible',
    submit: 'Show my suggestions',
    results: 'Practitioners who fit your answers',
    three: 'We suggest 3 practitioners',
    why: 'Why we suggest them',
    reasons: [
      'Experienced in: Anxiety',
      'Speaks English',
      'A woman, as you preferred',
      'Within your budget',
      'Video sessions',
    ],
    urgentReasons: [
      'Experienced in: Anxiety',
      'Speaks English',
      'A woman, as you preferred',
      'Takes urgent consultations',
      'Within your budget',
      'Video sessions',
    ],
    eased: 'Not every answer could be met',
    urgency: 'Urgency',
    budgetAnswer: 'Budget',
    differs: 'Differs from your answers on: Budget',
    directoryLink: 'See every practitioner who fits these answers in the directory',
    directory: 'Find a practitioner',
  },
} as const;

type Words = (typeof text)[keyof typeof text];

/**
 * Anxiety, in English, a woman, by video, up to SAR 250: the seed has three practitioners who meet it all, one of
 * whom takes urgent consultations; two others who do are over that budget.
 */
const answers = 'concern=anxiety&for=myself&gender=female&language=en&channel=video&maxPrice=250';
const filteredDirectory = '/practitioners?gender=female&concern=anxiety&language=en&channel=video&maxPrice=250';

const shortlist = (page: Page, words: Words) => page.getByRole('region', { name: words.results });
const suggestions = (page: Page, words: Words) =>
  shortlist(page, words)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });

/** Answers the questions the way a person does: a choice in each select, the gender by the arrow key, clicks. */
async function answerQuestions(page: Page, words: Words) {
  await page.getByRole('combobox', { name: words.concern }).selectOption({ label: words.anxiety });
  const gender = page.getByRole('group', { name: words.gender });
  // The first choice ("no preference") is checked; the arrow key moves to the next, "a woman", in either direction.
  await gender.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(gender.getByRole('radio', { name: words.woman, exact: true })).toBeChecked();
  await page.getByRole('combobox', { name: words.language }).selectOption({ label: words.english });
  await page.getByRole('group', { name: words.channel }).getByRole('radio', { name: words.video }).click();
  await page.getByRole('group', { name: words.budget }).getByRole('radio', { name: /250/ }).click();
}

async function expectThreeWithReasons(page: Page, words: Words, reasons: readonly string[]) {
  await expect(suggestions(page, words)).toHaveCount(3);
  for (const suggestion of await suggestions(page, words).all()) {
    await expect(suggestion.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
      'href',
      /\/practitioners\/practitioner_\d+$/,
    );
    await expect(suggestion.getByRole('list', { name: words.why }).getByRole('listitem')).toHaveText([...reasons]);
  }
}

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's address holds the answers, as the form sends them (in its order, "no preference" included). */
async function expectAnswersInAddress(page: Page, locale: LocaleCase) {
  await expect(page).toHaveURL(new RegExp(`${escape(localized(locale, '/practitioners/match'))}\\?`));
  expect(new URL(page.url()).search).toBe(`?${answers}&timing=scheduled`);
}

async function followToDirectory(page: Page, words: Words, locale: LocaleCase) {
  await shortlist(page, words).getByRole('link', { name: words.directoryLink }).click();
  await expect(page).toHaveURL(new RegExp(`${escape(localized(locale, filteredDirectory))}$`));
  await expect(page.getByRole('heading', { level: 1, name: words.directory })).toBeVisible();
}

for (const locale of locales) {
  const words = text[locale.code];

  test.describe(`help me choose (${locale.code})`, () => {
    test('answers by keyboard and clicks, shows three practitioners with reasons, and opens the filtered directory', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/practitioners/match'));
      await expect(page.locator('html')).toHaveAttribute('dir', locale.dir);
      await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
      await expect(shortlist(page, words)).toHaveCount(0);

      await answerQuestions(page, words);
      await page.getByRole('button', { name: words.submit }).press('Enter');

      await expectAnswersInAddress(page, locale);
      await expect(page.getByRole('heading', { level: 2, name: words.results })).toBeFocused();
      await expect(shortlist(page, words).getByRole('status')).toHaveText(words.three);
      await expectThreeWithReasons(page, words, words.reasons);
      await expect(shortlist(page, words).getByRole('heading', { name: words.eased })).toHaveCount(0);
      await expectNoAxeViolations(page);

      await followToDirectory(page, words, locale);
    });

    test('arrives rendered for a shared address asking urgency: who takes urgent consultations first, and which answer was eased for the others', async ({
      page,
    }) => {
      await page.goto(`${localized(locale, '/practitioners/match')}?${answers}&timing=urgent`);
      await expect(
        page.getByRole('group', { name: words.timing }).getByRole('radio', { name: words.urgent }),
      ).toBeChecked();
      const notice = shortlist(page, words).getByRole('heading', { name: words.eased });
      await expect(notice).toBeVisible();
      const easedAnswer = (name: string) =>
        shortlist(page, words)
          .getByRole('listitem')
          .filter({ hasText: new RegExp(`^${name}$`) });
      await expect(easedAnswer(words.budgetAnswer)).toHaveCount(1);
      await expect(easedAnswer(words.urgency)).toHaveCount(0);
      await expect(suggestions(page, words)).toHaveCount(3);
      const [first, ...others] = await suggestions(page, words).all();
      await expect(first!.getByRole('list', { name: words.why }).getByRole('listitem')).toHaveText([
        ...words.urgentReasons,
      ]);
      await expect(first!.getByText(words.differs)).toHaveCount(0);
      for (const suggestion of others) {
        await expect(suggestion.getByText(words.differs)).toBeVisible();
        await expect(suggestion.getByRole('list', { name: words.why })).toContainText(words.urgentReasons[3]);
      }
      await expectNoAxeViolations(page);
    });
  });
}

test('the server answers the shortlist uncached, with its own title and description, canonical without the answers, and lists the bare page', async ({
  request,
}) => {
  for (const locale of locales) {
    const path = localized(locale, '/practitioners/match');
    const response = await request.get(`${path}?${answers}&timing=scheduled`, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(`<title>${text[locale.code].title} | ${locale.brand}</title>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{60,}">/);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+${escape(path)}">`));
    expect(html.match(/href="[^"]*\/practitioners\/practitioner_\d+"/g)).toHaveLength(3);
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/practitioners\/match<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]+\/en\/practitioners\/match<\/loc>/);
});

test('without JavaScript, the form is sent to the server, which renders the shortlist and its directory link', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const locale of locales) {
    const words = text[locale.code];
    await page.goto(localized(locale, '/practitioners/match'));
    await page.getByRole('combobox', { name: words.concern }).selectOption({ label: words.anxiety });
    await page
      .getByRole('group', { name: words.gender })
      .getByRole('radio', { name: words.woman, exact: true })
      .check();
    await page.getByRole('combobox', { name: words.language }).selectOption({ label: words.english });
    await page.getByRole('group', { name: words.channel }).getByRole('radio', { name: words.video }).check();
    await page.getByRole('group', { name: words.budget }).getByRole('radio', { name: /250/ }).check();
    await page.getByRole('button', { name: words.submit }).click();

    await expectAnswersInAddress(page, locale);
    await expectThreeWithReasons(page, words, words.reasons);
    await followToDirectory(page, words, locale);
  }
  await context.close();
});
