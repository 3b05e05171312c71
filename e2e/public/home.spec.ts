import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';

const copy = {
  ar: {
    title: 'استشارات نفسية وأسرية عن بُعد، متى احتجت إليها',
    emergency: 'سكينة ليست خدمة طوارئ',
    callEmergency: 'اتصل برقم الطوارئ 911',
    callMedicalAdvice: 'اتصل بخط الاستشارات الطبية لوزارة الصحة 937',
    offers: [
      'استشارة مجدولة',
      'استشارة عاجلة',
      'كتابة أو صوت أو فيديو',
      'استشارات نفسية وأسرية',
      'جلسة مدتها 30 دقيقة',
    ],
    urgentText: 'خلال 60 دقيقة',
    types: ['طبيب', 'أخصائي نفسي أو معالج نفسي', 'أخصائي اجتماعي'],
    prescribes: 'يمكنه إصدار وصفة طبية',
    teaser: 'مختصون بأعلى التقييمات',
    business: 'سكينة للشركات',
    businessLink: 'تعرّف على خدمة الشركات',
    articles: 'أحدث المقالات',
    apps: 'سكينة في جوالك',
    appStore: 'حمّله من App Store: تطبيق سكينة',
    providerPlay: 'احصل عليه من Google Play: تطبيق سكينة للمختصين',
    price: /ر\.س|SAR/,
  },
  en: {
    title: 'Online psychological and family consultations, whenever you need them',
    emergency: 'Sakina is not an emergency service',
    callEmergency: 'Call the emergency number 911',
    callMedicalAdvice: "Call the Ministry of Health's medical advice line 937",
    offers: [
      'Scheduled consultation',
      'Urgent consultation',
      'Chat, voice or video',
      'Psychological and family',
      '30-minute sessions',
    ],
    urgentText: 'within 60 minutes',
    types: ['Physician', 'Psychologist or psychotherapist', 'Social worker'],
    prescribes: 'Can prescribe',
    teaser: 'Highly rated practitioners',
    business: 'Sakina for companies',
    businessLink: 'Learn about the corporate service',
    articles: 'Latest articles',
    apps: 'Sakina on your phone',
    appStore: 'Download on the App Store: the Sakina app',
    providerPlay: 'Get it on Google Play: the Sakina provider app',
    price: /SAR/,
  },
} as const;

for (const locale of locales) {
  const text = copy[locale.code];

  test(`${locale.code}: a new visitor reads what Sakina offers on the home page`, async ({ page }) => {
    await page.goto(localized(locale, '/'));
    const main = page.getByRole('main');

    await expect(main.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    const emergency = main.getByRole('complementary', { name: text.emergency });
    await expect(emergency.getByRole('link', { name: text.callEmergency })).toHaveAttribute('href', 'tel:911');
    await expect(emergency.getByRole('link', { name: text.callMedicalAdvice })).toHaveAttribute('href', 'tel:937');
    for (const offer of text.offers)
      await expect(main.getByRole('heading', { level: 3, name: offer, exact: true })).toBeVisible();
    await expect(main).toContainText(text.urgentText);
    for (const type of text.types)
      await expect(main.getByRole('heading', { level: 3, name: type, exact: true })).toBeVisible();
    await expect(main.getByText(text.prescribes, { exact: true })).toBeVisible();

    // The practitioner teaser comes from the directory: four, highest rated, each linking to its profile.
    const teaser = main.getByRole('region', { name: text.teaser });
    const profiles = teaser
      .getByRole('link')
      .filter({ has: page.locator('xpath=self::*[contains(@href, "/practitioners/practitioner_")]') });
    await expect(profiles).toHaveCount(4);
    await expect(profiles.first()).toHaveAttribute(
      'href',
      new RegExp(`^${locale.prefix}/practitioners/practitioner_\\d+$`),
    );
    await expect(teaser.getByRole('img', { name: /5|٥/ }).first()).toBeVisible();
    await expect(teaser).toContainText(text.price);

    await expect(
      main.getByRole('region', { name: text.business }).getByRole('link', { name: text.businessLink }),
    ).toHaveAttribute('href', localized(locale, '/business'));

    const articles = main.getByRole('region', { name: text.articles });
    const articleLinks = articles.locator('a[href*="/blog/"]');
    await expect(articleLinks).toHaveCount(3);
    await expect(articleLinks.first()).toHaveAttribute('href', new RegExp(`^${locale.prefix}/blog/[\\w-]+$`));
    await expect(articles.locator('time').first()).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);

    const apps = main.getByRole('region', { name: text.apps });
    await expect(apps.getByRole('link', { name: text.appStore, exact: true })).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    await expect(apps.getByRole('link', { name: text.providerPlay, exact: true })).toHaveAttribute(
      'href',
      /^https:\/\/play\.google\.com\//,
    );

    await expectNoAxeViolations(page);

    await profiles.first().click();
    await expect(page).toHaveURL(new RegExp(`${locale.prefix}/practitioners/practitioner_\\d+$`));
  });
}
