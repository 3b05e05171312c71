import { randomBytes } from 'node:crypto';
import path from 'node:path';
import publicArticlesAr from '../../mfe-public/src/i18n/ar/articles.json';
import publicArticlesEn from '../../mfe-public/src/i18n/en/articles.json';
import uiAr from '../../shared/src/ui/locales/ar.json';
import uiEn from '../../shared/src/ui/locales/en.json';
import shellAr from '../../shell/src/i18n/ar.json';
import shellEn from '../../shell/src/i18n/en.json';
import { expectNoAxeViolations } from '../support/axe';
import { locales, localized } from '../support/locales';
import { repositoryRoot } from '../support/sites';
import { expect, test, type Page } from '../support/test';
import { copy, label, newPage, signedInStaff } from './staff-console';

const publicCopy = { ar: publicArticlesAr, en: publicArticlesEn } as const;
const uiCopy = { ar: uiAr, en: uiEn } as const;
const shellCopy = { ar: shellAr, en: shellEn } as const;
const languages = ['ar', 'en'] as const;
const photo = path.join(repositoryRoot, 'e2e/fixtures/profile-photo.png');
// e2e/fixtures/profile-photo.png is 96 × 96 pixels: narrower than every stored width, so it is kept at its size.
const photoSize = { width: '96', height: '96' };

/** The article an editor writes, in both languages; the suffix keeps its address and title unique. */
function articleOf(suffix: string) {
  return {
    slug: `exam-stress-${suffix}`,
    movedSlug: `exam-stress-at-home-${suffix}`,
    title: { ar: `كيف نخفف قلق الامتحانات ${suffix}`, en: `Easing exam stress ${suffix}` },
    summary: {
      ar: 'خطوات بسيطة تساعد الطلاب وأسرهم على عبور موسم الامتحانات بهدوء.',
      en: 'Simple steps that help students and their families through exam season calmly.',
    },
    heading: { ar: 'علامات القلق', en: 'Signs of stress' },
    paragraph: {
      ar: 'القلق قبل الامتحان شعور طبيعي، لكنه قد يشتد حتى يعيق المذاكرة.',
      en: 'Feeling anxious before an exam is normal, but it can grow until it gets in the way of studying.',
    },
    items: {
      ar: ['قلة النوم', 'صعوبة التركيز'],
      en: ['Poor sleep', 'Trouble concentrating'],
    },
    alt: { ar: 'طالبة تذاكر على مكتب قرب النافذة', en: 'A student studying at a desk by the window' },
    reviewer: { ar: 'د. سارة العتيبي، استشارية الطب النفسي', en: 'Dr Sara Alotaibi, consultant psychiatrist' },
  };
}

/**
 * `datetime-local`'s value for the next whole minute at least 10 seconds ahead (time to send the form), on the
 * browser's clock.
 */
function scheduleValue(page: Page): Promise<string> {
  return page.evaluate(() => {
    const at = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000);
    const two = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
  });
}

// The two locales' stories share nothing, and each waits up to a minute for its publication time: on two workers at
// once.
test.describe.configure({ mode: 'parallel' });

for (const locale of locales) {
  test(`an editor writes health content, a medical reviewer approves it, it goes out on schedule, moves and is withdrawn (${locale.code})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(600_000);
    const text = copy[locale.code];
    const suffix = randomBytes(3).toString('hex');
    const article = articleOf(suffix);
    const inLanguage = (code: (typeof languages)[number], field: string) =>
      text.localized[code].replace('{{label}}', field);
    const done = (editorPage: Page, message: string) =>
      expect(editorPage.getByRole('status').filter({ hasText: message })).toBeVisible();

    // An editor writes the article in both languages: heading, paragraph, bulleted list and an image.
    const { page: editor } = await signedInStaff(browser, locale, 'editor', '/staff/articles');
    await expect(editor.getByRole('heading', { level: 1, name: text.articles.title })).toBeVisible();
    await editor.getByRole('link', { name: text.articles.new.blog }).click();
    const form = editor.getByRole('form', { name: text.articles.new.blog });
    await form.getByRole('textbox', { name: label(text.articles.slug) }).fill(article.slug);
    for (const code of languages) {
      await form
        .getByRole('textbox', { name: label(inLanguage(code, text.articles.titleField)) })
        .fill(article.title[code]);
      await form
        .getByRole('textbox', { name: label(inLanguage(code, text.articles.summary)) })
        .fill(article.summary[code]);
    }
    await form.getByRole('checkbox', { name: label(text.articles.medicalReview) }).check();

    for (const code of languages) {
      const bodyLabel = inLanguage(code, text.articles.bodyLabel);
      const body = form.getByRole('textbox', { name: bodyLabel, exact: true });
      const toolbar = form.getByRole('toolbar', { name: text.richTextEditor.toolbar.replace('{{label}}', bodyLabel) });
      await body.click();
      await toolbar.getByRole('button', { name: text.richTextEditor.buttons.heading2 }).click();
      await editor.keyboard.type(article.heading[code]);
      await editor.keyboard.press('Enter');
      await editor.keyboard.type(article.paragraph[code]);
      await editor.keyboard.press('Enter');
      await toolbar.getByRole('button', { name: text.richTextEditor.buttons.bulletList }).click();
      for (const item of article.items[code]) {
        await editor.keyboard.type(item);
        await editor.keyboard.press('Enter');
      }
      // Enter on the empty item ends the list.
      await editor.keyboard.press('Enter');
      await expect(body.getByRole('heading', { level: 2, name: article.heading[code] })).toBeVisible();
      await expect(body.getByRole('listitem')).toHaveText(article.items[code]);

      await toolbar.getByRole('button', { name: text.richTextEditor.buttons.image }).click();
      const dialog = editor.getByRole('dialog', { name: text.richTextEditor.image.title });
      const [chooser] = await Promise.all([
        editor.waitForEvent('filechooser'),
        dialog.getByRole('button', { name: label(text.richTextEditor.image.file) }).click(),
      ]);
      await chooser.setFiles(photo);
      await expect(dialog.getByText(uiCopy[locale.code].fileUpload.uploaded)).toBeVisible();
      await dialog.getByRole('textbox', { name: label(text.richTextEditor.image.alt) }).fill(article.alt[code]);
      await dialog.getByRole('button', { name: text.richTextEditor.image.insert }).click();
      await expect(dialog).toBeHidden();
      await expect(body.getByRole('img', { name: article.alt[code] })).toBeVisible();
    }

    await form.getByRole('button', { name: text.articles.create, exact: true }).click();
    await expect(editor.getByText(text.articles.created)).toBeVisible();
    await expect(editor).toHaveURL(/\/staff\/articles\/\d+$/);
    const articlePath = new URL(editor.url()).pathname.slice(locale.prefix.length);
    await expect(editor.getByRole('heading', { level: 1, name: text.articles.editTitle })).toBeVisible();

    // Health content is not published before a medical reviewer approves it: the page says so, the API refuses.
    const workflow = editor.getByRole('region', { name: text.articles.workflow });
    await expect(workflow.getByText(text.articles.approvalFirst)).toBeVisible();
    await workflow.getByRole('button', { name: text.articles.publish, exact: true }).click();
    await expect(workflow.getByRole('alert')).toHaveText(text.errors.STAFF_APPROVAL_REQUIRED);
    await expectNoAxeViolations(editor);
    await workflow.getByRole('button', { name: text.articles.submit, exact: true }).click();
    await done(editor, text.articles.done.submit);

    // A medical reviewer reads it and approves it under their name in both languages.
    const { page: reviewer } = await signedInStaff(browser, locale, 'medical_reviewer', articlePath);
    async function approve() {
      await reviewer.getByRole('button', { name: text.articles.approve, exact: true }).click();
      const approval = reviewer.getByRole('form', { name: text.articles.approveForm });
      for (const code of languages) {
        await approval
          .getByRole('textbox', { name: label(inLanguage(code, text.articles.reviewerName)) })
          .fill(article.reviewer[code]);
      }
      await approval.getByRole('button', { name: text.articles.approveSubmit }).click();
      await done(reviewer, text.articles.done.approve);
    }
    await expect(reviewer.getByRole('heading', { level: 3, name: article.title.ar })).toBeVisible();
    await expect(reviewer.getByRole('heading', { level: 3, name: article.title.en })).toBeVisible();
    await approve();
    await expectNoAxeViolations(reviewer);

    // The editor schedules it a minute or so ahead; the scheduler publishes it then.
    // Where the article stands names who approved the working copy (the revisions list names earlier ones too).
    const approvedBy = editor.getByRole('definition').filter({ hasText: article.reviewer[locale.code] });
    await editor.reload();
    await expect(approvedBy).toBeVisible();
    await expect(workflow.getByText(text.articles.approvalFirst)).toBeHidden();
    await workflow.getByRole('textbox', { name: label(text.articles.scheduleAt) }).fill(await scheduleValue(editor));
    await workflow.getByRole('button', { name: text.articles.schedule, exact: true }).click();
    await done(editor, text.articles.done.schedule);
    await expectNoAxeViolations(editor);

    const title = article.title[locale.code];
    const address = localized(locale, `/blog/${article.slug}`);
    // The blog lists it once the scheduler (every 2 s on the sites under test) has published it: the list as the
    // server sends it, read every second, then seen by a visitor.
    const visitor = await newPage(browser);
    await expect
      .poll(async () => (await visitor.request.get(localized(locale, '/blog'))).text(), {
        timeout: 150_000,
        intervals: [1_000],
      })
      .toContain(title);
    await visitor.goto(localized(locale, '/blog'));
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();

    // The page as the server sends it, without scripts: the body, the image's size, the medical review.
    const reader = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    const response = await reader.goto(address);
    expect(response?.status()).toBe(200);
    const articleView = reader.getByRole('article');
    await expect(articleView.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(articleView.getByRole('heading', { level: 2, name: article.heading[locale.code] })).toBeVisible();
    await expect(articleView.getByText(article.paragraph[locale.code])).toBeVisible();
    for (const item of article.items[locale.code]) {
      await expect(articleView.getByRole('listitem').filter({ hasText: item })).toBeVisible();
    }
    const image = articleView.getByRole('img', { name: article.alt[locale.code] });
    await expect(image).toHaveAttribute('width', photoSize.width);
    await expect(image).toHaveAttribute('height', photoSize.height);
    await expect(
      articleView.getByText(
        publicCopy[locale.code].articles.article.reviewedBy.replace('{{name}}', article.reviewer[locale.code]),
      ),
    ).toBeVisible();
    await visitor.goto(address);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(visitor);

    const sitemapEntry = (slug: string) => `<loc>${baseURL}${localized(locale, `/blog/${slug}`)}</loc>`;
    // The server reads the content's version at most once a second: the sitemap and the pages it rendered follow a
    // change within that second.
    const sitemap = () => expect.poll(async () => (await reader.request.get('/sitemap.xml')).text());
    await sitemap().toContain(sitemapEntry(article.slug));

    // The editor opens the article again: the scheduler published it. They move it to a new address; a saved
    // change is a new copy, reviewed again before it goes out.
    await editor.reload();
    await expect(
      editor.getByRole('definition').filter({ hasText: label(text.articleStatuses.PUBLISHED) }),
    ).toBeVisible();
    await editor.getByRole('textbox', { name: label(text.articles.slug) }).fill(article.movedSlug);
    await editor.getByRole('button', { name: text.articles.save, exact: true }).click();
    await done(editor, text.articles.done.save);
    await workflow.getByRole('button', { name: text.articles.submit, exact: true }).click();
    await done(editor, text.articles.done.submit);
    await reviewer.reload();
    await approve();
    await editor.reload();
    await expect(approvedBy).toBeVisible();
    await workflow.getByRole('button', { name: text.articles.publish, exact: true }).click();
    await done(editor, text.articles.done.publish);

    const statusOf = (path: string) =>
      expect.poll(async () => (await reader.request.get(path, { maxRedirects: 0 })).status());
    const movedAddress = localized(locale, `/blog/${article.movedSlug}`);
    await statusOf(address).toBe(301);
    const moved = await reader.request.get(address, { maxRedirects: 0 });
    expect(new URL(moved.headers()['location']!, baseURL).pathname).toBe(movedAddress);
    await reader.goto(address);
    await expect(reader).toHaveURL(new RegExp(`${movedAddress}$`));
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await sitemap().toContain(sitemapEntry(article.movedSlug));
    await sitemap().not.toContain(sitemapEntry(article.slug));

    // Unpublished, its address tells visitors the page was removed.
    await workflow.getByRole('button', { name: text.articles.unpublish, exact: true }).click();
    await done(editor, text.articles.done.unpublish);
    await statusOf(movedAddress).toBe(410);
    const removed = await reader.goto(movedAddress);
    expect(removed?.status()).toBe(410);
    await expect(reader.getByRole('heading', { level: 1 })).toContainText(shellCopy[locale.code].errors.gone);
    await statusOf(address).toBe(410);
    await sitemap().not.toContain(sitemapEntry(article.movedSlug));
  });
}
