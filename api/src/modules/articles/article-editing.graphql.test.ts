import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { fixtureContent } from '../../testing/fixtures/seed-content';
import { signedInStaff, type TestStaffMember } from '../staff/staff.testing';
import { staffAuditEvents } from '../staff/staff.table';
import { publishDueArticles } from './article-editing.service';
import { solidImage, uploadImage } from '../media/media.testing';

let testApp: TestApp;
let editor: TestStaffMember;
let secondEditor: TestStaffMember;
let medicalReviewer: TestStaffMember;

beforeAll(async () => {
  testApp = await createTestApp({ content: fixtureContent });
  editor = await signedInStaff(testApp, 'editor');
  secondEditor = await signedInStaff(testApp, 'editor');
  medicalReviewer = await signedInStaff(testApp, 'medical_reviewer');
}, 60_000);

afterAll(async () => {
  await testApp.close();
});

const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
const heading = (text: string) => ({ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text }] });

function articleInput(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    slug,
    title: { ar: 'التعامل مع قلق الامتحانات', en: 'Coping with exam anxiety' },
    summary: { ar: 'خطوات بسيطة قبل الامتحان.', en: 'Simple steps before an exam.' },
    body: {
      ar: { type: 'doc', content: [heading('قبل الامتحان'), paragraph('نم جيدًا في الليلة السابقة.')] },
      en: { type: 'doc', content: [heading('Before the exam'), paragraph('Sleep well the night before.')] },
    },
    tags: [],
    author: { ar: 'فريق سكينة', en: 'The Sakina team' },
    cover: null,
    medicalReview: true,
    ...overrides,
  };
}

const articleFields = 'id status version listed publicSlug working { id number slug title { en } approverName { en } }';

interface EditedReply {
  id: string;
  status: string;
  version: number;
  listed: boolean;
  publicSlug: string;
  working: { id: string; number: number; slug: string; title: { en: string }; approverName: { en: string } | null };
}

async function call(
  name: string,
  signature: string,
  args: string,
  variables: Record<string, unknown>,
  member: TestStaffMember,
) {
  const reply = await testApp.graphql<Record<string, EditedReply>>(
    `mutation(${signature}) { ${name}(${args}) { ${articleFields} } }`,
    variables,
    member.headers,
  );
  return { article: reply.data?.[name] ?? null, codes: (reply.errors ?? []).map((error) => error.extensions?.code) };
}

const create = (slug: string, overrides: Record<string, unknown> = {}) =>
  call(
    'staffCreateArticle',
    '$input: StaffArticleInput!',
    'kind: BLOG, input: $input',
    { input: articleInput(slug, overrides) },
    editor,
  );

const versioned = '$id: ID!, $version: Int!';
const versionedArgs = 'id: $id, version: $version';
const step = (name: string, article: EditedReply, member = editor) =>
  call(name, versioned, versionedArgs, { id: article.id, version: article.version }, member);
const approve = (article: EditedReply, member = medicalReviewer) =>
  call(
    'staffApproveArticle',
    `${versioned}, $name: LocalizedTextInput!`,
    `${versionedArgs}, reviewerName: $name`,
    { id: article.id, version: article.version, name: { ar: 'د. سارة العتيبي', en: 'Dr Sara Al-Otaibi' } },
    member,
  );
const save = (article: EditedReply, input: Record<string, unknown>, member = editor) =>
  call(
    'staffSaveArticle',
    `${versioned}, $input: StaffArticleInput!`,
    `${versionedArgs}, input: $input`,
    { id: article.id, version: article.version, input },
    member,
  );

const publicArticle = async (slug: string) =>
  (
    await testApp.graphql<{
      article: { id: string; reviewedBy: { en: string } | null; reviewedOn: string | null } | null;
    }>('query($id: ID!) { article(kind: BLOG, id: $id) { id reviewedBy { en } reviewedOn } }', { id: slug })
  ).data!.article;

const address = async (slug: string) =>
  (
    await testApp.graphql<{ articleAddress: { status: string; id: string | null } }>(
      'query($id: ID!) { articleAddress(kind: BLOG, id: $id) { status id } }',
      { id: slug },
    )
  ).data!.articleAddress;

const previewLink = async (article: EditedReply) =>
  (
    await testApp.graphql<{ staffPreviewArticle: { arabicPath: string; englishPath: string } }>(
      'mutation($id: ID!) { staffPreviewArticle(id: $id) { arabicPath englishPath } }',
      { id: article.id },
      editor.headers,
    )
  ).data!.staffPreviewArticle;

/** What a preview link's page reads, and how it may be cached. */
async function preview(token: string) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      query: `query($token: String!) { articlePreview(token: $token) {
        id title { en } content { en } reviewedBy { en } reviewedOn publishedOn } }`,
      variables: { token },
    }),
  });
  return { cacheControl: response.headers['cache-control'], article: response.json().data.articlePreview };
}

/** Today as the API dates articles (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

describe('writing, reviewing and publishing an article', () => {
  it('keeps a new draft off the site until a medical reviewer approves it and an editor publishes it', async () => {
    const created = (await create('coping-with-exams')).article!;
    expect(created).toMatchObject({ status: 'DRAFT', listed: false, working: { number: 1 } });
    expect(await publicArticle('coping-with-exams')).toBeNull();

    expect((await step('staffPublishArticle', created)).codes).toEqual(['STAFF_APPROVAL_REQUIRED']);
    const submitted = (await step('staffSubmitArticle', created)).article!;
    expect(submitted.status).toBe('IN_REVIEW');
    expect((await approve(submitted, editor)).codes).toEqual(['FORBIDDEN']);
    const approved = (await approve(submitted)).article!;
    expect(approved).toMatchObject({ status: 'APPROVED', working: { approverName: { en: 'Dr Sara Al-Otaibi' } } });

    const published = (await step('staffPublishArticle', approved)).article!;
    expect(published).toMatchObject({ status: 'PUBLISHED', listed: true, publicSlug: 'coping-with-exams' });
    expect(await publicArticle('coping-with-exams')).toMatchObject({
      id: 'coping-with-exams',
      reviewedBy: { en: 'Dr Sara Al-Otaibi' },
      reviewedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    const trail = await testApp.db
      .select({ action: staffAuditEvents.action })
      .from(staffAuditEvents)
      .where(eq(staffAuditEvents.recordId, created.id));
    expect(trail.map((event) => event.action)).toEqual([
      'content-saved',
      'content-submitted',
      'content-approved',
      'content-published',
    ]);
  });

  it('refuses a save naming an older version: a second editor does not overwrite the first', async () => {
    const created = (await create('two-editors', { medicalReview: false })).article!;
    const first = await save(
      created,
      articleInput('two-editors', { medicalReview: false, title: { ar: 'أول', en: 'First' } }),
    );
    expect(first.article!.working).toMatchObject({ number: 2, title: { en: 'First' } });
    const second = await save(
      created,
      articleInput('two-editors', { medicalReview: false, title: { ar: 'ثان', en: 'Second' } }),
      secondEditor,
    );
    expect(second.codes).toEqual(['STAFF_CONTENT_CONFLICT']);
  });

  it('keeps the public copy while a published article is edited, and moves its address with a 301 on republishing', async () => {
    const created = (await create('old-address', { medicalReview: false })).article!;
    const published = (await step('staffPublishArticle', created)).article!;
    const edited = (await save(published, articleInput('new-address', { medicalReview: false }))).article!;
    expect(edited).toMatchObject({ status: 'DRAFT', listed: true, publicSlug: 'old-address' });
    expect(await address('old-address')).toEqual({ status: 'CURRENT', id: null });

    const republished = (await step('staffPublishArticle', edited)).article!;
    expect(republished.publicSlug).toBe('new-address');
    expect(await address('old-address')).toEqual({ status: 'MOVED', id: 'new-address' });
    expect(await publicArticle('new-address')).not.toBeNull();

    const unpublished = (await step('staffUnpublishArticle', republished)).article!;
    expect(unpublished).toMatchObject({ status: 'UNPUBLISHED', listed: false });
    expect(await address('new-address')).toEqual({ status: 'GONE', id: null });
    expect(await address('old-address')).toEqual({ status: 'GONE', id: null });
    expect(await publicArticle('new-address')).toBeNull();
    expect(await address('never-written')).toEqual({ status: 'UNKNOWN', id: null });
  });

  it('refuses an address another article uses or used', async () => {
    const reply = await create('first-session');
    expect(reply.codes).toEqual(['BAD_USER_INPUT']);
  });

  it('schedules a copy and publishes it when its time comes', async () => {
    const created = (await create('scheduled-piece', { medicalReview: false })).article!;
    const at = new Date(Date.now() + 60 * 60_000);
    const scheduled = await call(
      'staffPublishArticle',
      `${versioned}, $at: String`,
      `${versionedArgs}, at: $at`,
      { id: created.id, version: created.version, at: at.toISOString() },
      editor,
    );
    expect(scheduled.article).toMatchObject({ status: 'SCHEDULED', listed: false });
    expect(await publishDueArticles({ db: testApp.db }, new Date())).not.toContain(Number(created.id));
    expect(await publishDueArticles({ db: testApp.db }, new Date(at.getTime() + 1_000))).toEqual([Number(created.id)]);
    expect(await publicArticle('scheduled-piece')).not.toBeNull();
  });

  it('restores an earlier revision as a new one', async () => {
    const created = (await create('restorable', { medicalReview: false })).article!;
    const changed = (
      await save(created, articleInput('restorable', { medicalReview: false, title: { ar: 'جديد', en: 'Changed' } }))
    ).article!;
    const restored = await call(
      'staffRestoreArticleRevision',
      `${versioned}, $revisionId: ID!`,
      `${versionedArgs}, revisionId: $revisionId`,
      { id: changed.id, version: changed.version, revisionId: created.working.id },
      editor,
    );
    expect(restored.article!.working).toMatchObject({ number: 3, title: { en: 'Coping with exam anxiety' } });
  });

  it('ranks a search by relevance: a match in the title before one in the text', async () => {
    const publish = async (slug: string, title: string, text: string) => {
      const created = (
        await create(slug, {
          medicalReview: false,
          title: { ar: title, en: title },
          summary: { ar: 'ملخص قصير.', en: 'A short summary.' },
          body: {
            ar: { type: 'doc', content: [paragraph(text)] },
            en: { type: 'doc', content: [paragraph(text)] },
          },
        })
      ).article!;
      await step('staffPublishArticle', created);
    };
    await publish('bedtime-stories-for-calm', 'Bedtime stories for calm', 'Short tales for children at night.');
    await publish('evening-routines', 'Evening routines', 'A quiet evening keeps everyone calm before bed.');
    const search = async (sort: string) =>
      (
        await testApp.graphql<{ articles: { items: { id: string }[] } }>(
          'query($sort: ArticleSort) { articles(kind: BLOG, search: "calm", sort: $sort) { items { id } } }',
          { sort },
        )
      ).data!.articles.items.map((item) => item.id);
    expect(await search('NEWEST')).toEqual(['evening-routines', 'bedtime-stories-for-calm']);
    expect(await search('RELEVANCE')).toEqual(['bedtime-stories-for-calm', 'evening-routines']);
  });

  it('previews the working copy as the public page will show it, without publishing it', async () => {
    const created = (await create('preview-me', { medicalReview: false })).article!;
    const { arabicPath, englishPath } = await previewLink(created);
    const token = arabicPath.split('/').at(-1)!;
    expect(englishPath).toBe(`/en/preview/article/${token}`);
    const shown = await preview(token);
    expect(shown.cacheControl).toBe('no-store');
    expect(shown.article).toMatchObject({ id: 'preview-me', title: { en: 'Coping with exam anxiety' } });
    expect(shown.article.content.en.content[0]).toMatchObject({ type: 'heading' });
    expect(await publicArticle('preview-me')).toBeNull();
    expect((await preview('x'.repeat(43))).article).toBeNull();
  });

  it('names the medical reviewer in a preview of an approved copy as the published page then does', async () => {
    const created = (await create('reviewed-preview')).article!;
    const unapproved = await preview((await previewLink(created)).arabicPath.split('/').at(-1)!);
    expect(unapproved.article).toMatchObject({ reviewedBy: null, reviewedOn: null, publishedOn: today() });

    const approved = (await approve((await step('staffSubmitArticle', created)).article!)).article!;
    const shown = await preview((await previewLink(approved)).arabicPath.split('/').at(-1)!);
    expect(shown.article).toMatchObject({ reviewedBy: { en: 'Dr Sara Al-Otaibi' }, reviewedOn: today() });

    await step('staffPublishArticle', approved);
    const { reviewedBy, reviewedOn } = shown.article;
    expect(await publicArticle('reviewed-preview')).toEqual({ id: 'reviewed-preview', reviewedBy, reviewedOn });
  });

  it('publishes a cover picture the public article names with its size and widths', async () => {
    const uploaded = await uploadImage(testApp, editor.headers, { bytes: await solidImage(1200, 600) });
    const media = uploaded.data!.staffUploadImage.id;
    const created = (
      await create('with-a-cover', {
        medicalReview: false,
        cover: { media, alt: { ar: 'غرفة هادئة', en: 'A quiet room' } },
      })
    ).article!;
    await step('staffPublishArticle', created);
    const reply = await testApp.graphql<{
      article: { cover: { alt: { en: string }; image: { width: number; height: number; widths: number[] } } };
    }>('{ article(kind: BLOG, id: "with-a-cover") { cover { alt { en } image { width height widths } } } }');
    expect(reply.data!.article.cover).toEqual({
      alt: { en: 'A quiet room' },
      image: { width: 1200, height: 600, widths: [320, 640, 960] },
    });
  });
});
