import { expect, test, type Page } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';

const text = {
  ar: {
    list: 'المقاييس الذاتية',
    start: 'ابدأ المقياس: القلق',
    gad7: 'مقياس اضطراب القلق العام (GAD-7)',
    notDiagnosis: 'المقياس ليس تشخيصًا: وحده المختص المرخّص يستطيع تقييم حالتك.',
    adults: 'للبالغين من عمر 18 عامًا فأكثر.',
    firstQuestion: 'الشعور بالتوتر أو القلق أو العصبية',
    none: 'لا على الإطلاق',
    several: 'عدة أيام',
    half: 'أكثر من نصف الأيام',
    daily: 'كل يوم تقريبًا',
    submit: 'اعرض نتيجتي',
    result: 'نتيجتك',
    score: (score: number, max: number) => `${score} من ${max}`,
    moderateAnxiety: 'قلق متوسط',
    minimalAnxiety: 'قلق ضئيل',
    severeAnxiety: 'قلق شديد',
    moderatelySevere: 'اكتئاب متوسط الشدة إلى شديد',
    crisis: 'لست وحدك: المساعدة متاحة الآن',
    callEmergency: 'اتصل برقم الطوارئ 911',
    callMentalHealth: 'اتصل بالمركز الوطني لتعزيز الصحة النفسية على 920033360',
    directory: 'ابحث عن مختصين في القلق',
    matcher: 'احصل على اقتراح ثلاثة مختصين يناسبونك',
    help: 'المساعدة متاحة',
    restart: 'أعد المقياس',
    history: 'نتائجك السابقة',
    deviceOnly: /محفوظة على هذا الجهاز فقط/,
    historyTable: 'الدرجة الكلية: نتائجك',
    chart: 'الدرجة الكلية عبر الوقت',
    delete: 'احذف نتائجي',
    confirm: 'نعم، احذفها',
    deleted: 'حُذفت نتائجك لهذا المقياس من هذا الجهاز.',
    oneAtATime: 'سؤال واحد في كل مرة',
    next: 'السؤال التالي',
    question: (number: number, total: number) => `السؤال ${number} من ${total}`,
    footerLink: 'المقاييس الذاتية',
  },
  en: {
    list: 'Self-assessments',
    start: 'Start the assessment: Anxiety',
    gad7: 'Generalised Anxiety Disorder scale (GAD-7)',
    notDiagnosis: 'A screening is not a diagnosis: only a licensed practitioner can assess your situation.',
    adults: 'For adults aged 18 and over.',
    firstQuestion: 'Feeling nervous, anxious, or on edge',
    none: 'Not at all',
    several: 'Several days',
    half: 'More than half the days',
    daily: 'Nearly every day',
    submit: 'See my result',
    result: 'Your result',
    score: (score: number, max: number) => `${score} out of ${max}`,
    moderateAnxiety: 'Moderate anxiety',
    minimalAnxiety: 'Minimal anxiety',
    severeAnxiety: 'Severe anxiety',
    moderatelySevere: 'Moderately severe depression',
    crisis: 'You are not alone: help is available now',
    callEmergency: 'Call the emergency number 911',
    callMentalHealth: 'Call the National Center for Mental Health Promotion on 920033360',
    directory: 'Find practitioners who work with Anxiety',
    matcher: 'Get three practitioner suggestions that fit you',
    help: 'Help is available',
    restart: 'Take it again',
    history: 'Your earlier results',
    deviceOnly: /Kept on this device only/,
    historyTable: 'Total score: your results',
    chart: 'Total score over time',
    delete: 'Delete my results',
    confirm: 'Yes, delete them',
    deleted: 'Your results for this assessment were deleted from this device.',
    oneAtATime: 'One question at a time',
    next: 'Next question',
    question: (number: number, total: number) => `Question ${number} of ${total}`,
    footerLink: 'Self-assessments',
  },
} as const;

/** Every request the page makes from now on (the page, its scripts, anything it sends). */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${request.url()}`));
  return requests;
}

/** Errors and warnings in the browser's console, a failed hydration among them. */
function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Answers the questions in order, each by its own group (the question) and the answer's label. */
async function answer(page: Page, choices: readonly string[]) {
  const questions = page.getByRole('main').getByRole('group', { name: /^\d+\. / });
  await expect(questions).toHaveCount(choices.length);
  for (const [index, choice] of choices.entries()) {
    await questions.nth(index).getByRole('radio', { name: choice, exact: true }).check();
  }
}

for (const locale of locales) {
  const t = text[locale.code];

  test.describe(`self-assessments (${locale.code})`, () => {
    test('the list names each scale, says what it is not, and every scale is in the sitemap', async ({
      page,
      request,
    }) => {
      await page.goto(localized(locale, '/'));
      await page.getByRole('contentinfo').getByRole('link', { name: t.footerLink }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/assessments')}$`));
      await expect(page.getByRole('heading', { level: 1, name: t.list })).toBeVisible();
      await expect(page.getByText(t.notDiagnosis)).toBeVisible();
      await expect(page.getByText(t.adults)).toBeVisible();
      const links = page.getByRole('main').getByRole('link', { name: /:/ });
      await expect(links).toHaveCount(6);
      await expectNoAxeViolations(page);

      const sitemap = await (await request.get('/sitemap.xml')).text();
      for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) {
        expect(sitemap).toContain(`${href}</loc>`);
      }
    });

    test('the questions arrive rendered, readable without JavaScript', async ({ request }) => {
      const response = await request.get(localized(locale, '/assessments/gad-7'), { headers: { accept: 'text/html' } });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(t.gad7);
      expect(html).toContain(t.firstQuestion);
      // Before its scripts run, the form is posted to the page itself (answers never go into an address).
      expect(html).toMatch(/<form[^>]* method="post"/);
      expect((await request.get(localized(locale, '/assessments/no-such-scale'))).status()).toBe(404);
    });

    test('GAD-7 with known answers: score, band, the way to book and help, with no request sent', async ({ page }) => {
      const problems = recordConsoleProblems(page);
      await page.goto(localized(locale, '/assessments'));
      await page.getByRole('link', { name: t.start }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.gad7 })).toBeVisible();
      const requests = recordRequests(page);

      await answer(page, [t.half, t.half, t.half, t.half, t.several, t.several, t.none]);
      await page.getByRole('button', { name: t.submit }).click();

      const result = page.getByRole('region', { name: t.result });
      await expect(result.getByText(t.score(10, 21))).toBeVisible();
      await expect(result.getByText(t.moderateAnxiety, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.crisis })).toHaveCount(0);
      await expect(page.getByRole('link', { name: t.directory })).toHaveAttribute(
        'href',
        new RegExp(`${localized(locale, '/practitioners')}\\?category=psychotherapist&q=`),
      );
      await expect(page.getByRole('link', { name: t.matcher })).toHaveAttribute(
        'href',
        `${localized(locale, '/practitioners/match')}?concern=anxiety`,
      );
      await expect(
        page.getByRole('region', { name: t.help }).getByRole('link', { name: t.callEmergency }),
      ).toHaveAttribute('href', 'tel:911');
      expect(requests).toEqual([]);
      expect(problems).toEqual([]);
      await expectNoAxeViolations(page);
    });

    test('PHQ-9: an answer above 0 to item 9 shows the crisis panel before the score', async ({ page }) => {
      const problems = recordConsoleProblems(page);
      await page.goto(localized(locale, '/assessments/phq-9'));
      const requests = recordRequests(page);
      await answer(page, [t.daily, t.half, t.half, t.half, t.half, t.half, t.half, t.none, t.several]);
      await page.getByRole('button', { name: t.submit }).click();

      const headings = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(headings.first()).toHaveText(t.crisis);
      await expect(headings.nth(1)).toHaveText(t.result);
      const crisis = page.getByRole('region', { name: t.crisis });
      // The emergency number first, then the mental-health line; 937 (medical advice) is no crisis line.
      const calls = await crisis
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(calls).toEqual(['tel:911', 'tel:997', 'tel:920033360']);
      await expect(crisis.getByRole('link', { name: t.callMentalHealth })).toBeVisible();
      await expect(crisis).toBeFocused();
      const result = page.getByRole('region', { name: t.result });
      await expect(result.getByText(t.score(16, 27))).toBeVisible();
      await expect(result.getByText(t.moderatelySevere, { exact: true })).toBeVisible();
      expect(requests).toEqual([]);
      expect(problems).toEqual([]);
      await expectNoAxeViolations(page);
    });

    test('without JavaScript, the server scores the posted answers (the PHQ-9 crisis panel first), uncached and out of the address', async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(localized(locale, '/assessments/gad-7'));
      await answer(page, [t.half, t.half, t.half, t.half, t.several, t.several, t.none]);
      const [posted] = await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'POST'),
        page.getByRole('button', { name: t.submit }).click(),
      ]);
      expect(posted.status()).toBe(200);
      expect(posted.headers()['cache-control']).toBe('no-store');
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/assessments/gad-7')}$`));
      const result = page.getByRole('region', { name: t.result });
      await expect(result.getByText(t.score(10, 21))).toBeVisible();
      await expect(result.getByText(t.moderateAnxiety, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.crisis })).toHaveCount(0);
      // Taking it again is a link to the questions, which the server answers with none of the answers.
      await page.getByRole('link', { name: t.restart }).click();
      await expect(page.getByRole('region', { name: t.result })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('radio', { checked: true })).toHaveCount(0);

      await page.goto(localized(locale, '/assessments/phq-9'));
      await answer(page, [t.daily, t.half, t.half, t.half, t.half, t.half, t.half, t.none, t.several]);
      await page.getByRole('button', { name: t.submit }).click();
      const headings = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(headings.first()).toHaveText(t.crisis);
      await expect(headings.nth(1)).toHaveText(t.result);
      await expect(
        page.getByRole('region', { name: t.crisis }).getByRole('link', { name: t.callEmergency }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: t.result }).getByText(t.score(16, 27))).toBeVisible();
      await context.close();
    });

    test('answers survive a reload; two results make a history that is gone after delete', async ({ page }) => {
      await page.goto(localized(locale, '/assessments/gad-7'));
      await page.getByRole('button', { name: t.oneAtATime }).click();
      await expect(page.getByText(t.question(1, 7))).toBeVisible();
      for (let number = 1; number <= 3; number += 1) {
        await page.getByRole('radio', { name: t.none, exact: true }).check();
        await page.getByRole('button', { name: t.next }).click();
      }
      await expect(page.getByText(t.question(4, 7))).toBeVisible();
      await page.reload();
      await expect(page.getByText(t.question(4, 7))).toBeVisible();
      for (let number = 4; number <= 7; number += 1) {
        await page.getByRole('radio', { name: t.none, exact: true }).check();
        await page.getByRole('button', { name: number === 7 ? t.submit : t.next }).click();
      }
      await expect(
        page.getByRole('region', { name: t.result }).getByText(t.minimalAnxiety, { exact: true }),
      ).toBeVisible();

      await page.getByRole('link', { name: t.restart }).click();
      for (let number = 1; number <= 7; number += 1) {
        await page.getByRole('radio', { name: t.daily, exact: true }).check();
        await page.getByRole('button', { name: number === 7 ? t.submit : t.next }).click();
      }
      await expect(
        page.getByRole('region', { name: t.result }).getByText(t.severeAnxiety, { exact: true }),
      ).toBeVisible();

      await page.reload();
      const history = page.getByRole('region', { name: t.history });
      await expect(history.getByText(t.deviceOnly)).toBeVisible();
      await expect(history.getByRole('img', { name: t.chart })).toBeVisible();
      const rows = history.getByRole('table', { name: t.historyTable }).getByRole('row');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(1)).toContainText(t.score(0, 21));
      await expect(rows.nth(2)).toContainText(t.score(21, 21));
      await expectNoAxeViolations(page);

      await history.getByRole('button', { name: t.delete }).click();
      await page.getByRole('button', { name: t.confirm }).click();
      await expect(page.getByRole('status').filter({ hasText: t.deleted })).toBeVisible();
      await expect(page.getByRole('region', { name: t.history })).toHaveCount(0);
      await page.reload();
      // The answers went with the history: the assessment starts again at its first question.
      await expect(page.getByText(t.question(1, 7))).toBeVisible();
      await expect(page.getByRole('radio', { name: t.none, exact: true })).not.toBeChecked();
      await expect(page.getByRole('region', { name: t.history })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('sakina.assessments'))).not.toContain('gad-7');
    });
  });
}
