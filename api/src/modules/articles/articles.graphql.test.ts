import { paragraphsDocument } from '@sakina/shared/rich-content';
import { fixtureContent } from '../../testing/fixtures/seed-content';
import { createTestApp, type TestApp } from '../../testing/test-app';

interface ArticleData {
  id: string;
  kind: string;
  title: { ar: string; en: string };
  publishedOn: string;
  tags: { id: string; name: { ar: string; en: string } }[];
}

interface ArticlePageData {
  articles: { items: ArticleData[]; total: number; page: number; pageCount: number };
}

const listQuery = `
  query Articles($kind: ArticleKind!, $search: String, $tag: String, $sort: ArticleSort, $page: Int, $pageSize: Int) {
    articles(kind: $kind, search: $search, tag: $tag, sort: $sort, page: $page, pageSize: $pageSize) {
      items { id kind title { ar en } publishedOn tags { id name { ar en } } }
      total
      page
      pageCount
    }
  }
`;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ content: fixtureContent });
});

afterAll(async () => {
  await testApp.close();
});

async function list(variables: Record<string, unknown>) {
  const reply = await testApp.graphql<ArticlePageData>(listQuery, variables);
  expect(reply.errors).toBeUndefined();
  return reply.data!.articles;
}

const ids = (page: ArticlePageData['articles']) => page.items.map((item) => item.id);

describe('articles', () => {
  it('lists one kind, newest first, with tags in both languages', async () => {
    const blog = await list({ kind: 'BLOG' });
    expect(ids(blog)).toEqual(['exam-anxiety', 'sleep-and-mood', 'family-meals', 'screen-time', 'first-session']);
    expect(blog.total).toBe(5);
    expect(blog.items[1]).toEqual({
      id: 'sleep-and-mood',
      kind: 'BLOG',
      title: { ar: 'النوم والمزاج', en: 'Sleep and mood' },
      publishedOn: '2024-02-01',
      tags: [
        { id: 'anxiety', name: { ar: 'القلق', en: 'Anxiety' } },
        { id: 'sleep', name: { ar: 'النوم', en: 'Sleep' } },
      ],
    });
    expect(ids(await list({ kind: 'NEWS' }))).toEqual(['urgent-consultations', 'new-practitioners']);
  });

  it('sorts oldest first and pages', async () => {
    const first = await list({ kind: 'BLOG', sort: 'OLDEST', pageSize: 2 });
    expect(ids(first)).toEqual(['first-session', 'screen-time']);
    expect(first.pageCount).toBe(3);
    const last = await list({ kind: 'BLOG', sort: 'OLDEST', pageSize: 2, page: 3 });
    expect(ids(last)).toEqual(['exam-anxiety']);
    expect(last.total).toBe(5);
  });

  it('filters by tag and by search text in either language', async () => {
    expect(ids(await list({ kind: 'BLOG', tag: 'family' }))).toEqual(['family-meals', 'screen-time']);
    expect(ids(await list({ kind: 'BLOG', tag: 'platform' }))).toEqual([]);
    expect(ids(await list({ kind: 'BLOG', search: 'SCREENS' }))).toEqual(['screen-time']);
    expect(ids(await list({ kind: 'BLOG', search: 'الامتحانات' }))).toEqual(['exam-anxiety']);
    expect(ids(await list({ kind: 'NEWS', search: 'الاستشارات العاجله' }))).toEqual(['urgent-consultations']);
    expect(ids(await list({ kind: 'BLOG', search: 'mood', tag: 'anxiety' }))).toEqual(['sleep-and-mood']);
  });

  it('refuses a page size over 50 with a field code', async () => {
    const reply = await testApp.graphql(listQuery, { kind: 'BLOG', pageSize: 80 });
    expect(reply.errors?.[0]?.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'pageSize', code: 'number_too_large' }],
    });
  });
});

describe('article, latest and related', () => {
  const detailQuery = `
    query Article($kind: ArticleKind!, $id: ID!) {
      article(kind: $kind, id: $id) {
        id summary { ar en } content { ar en }
        related { id }
        fewer: related(limit: 1) { id }
      }
    }
  `;

  it('finds an article by kind and slug with its body and related articles sharing a tag, newest first', async () => {
    const reply = await testApp.graphql<{ article: Record<string, unknown> }>(detailQuery, {
      kind: 'BLOG',
      id: 'exam-anxiety',
    });
    expect(reply.errors).toBeUndefined();
    expect(reply.data!.article).toEqual({
      id: 'exam-anxiety',
      summary: { ar: 'ملخص: كيف تتعامل مع قلق الامتحانات', en: 'Summary: How to handle exam anxiety' },
      content: {
        ar: paragraphsDocument(['كيف تتعامل مع قلق الامتحانات.', 'فقرة ثانية.']),
        en: paragraphsDocument(['How to handle exam anxiety.', 'A second paragraph.']),
      },
      related: [{ id: 'sleep-and-mood' }],
      fewer: [{ id: 'sleep-and-mood' }],
    });
    const family = await testApp.graphql<{ article: { related: { id: string }[] } }>(detailQuery, {
      kind: 'BLOG',
      id: 'family-meals',
    });
    expect(family.data!.article.related).toEqual([{ id: 'screen-time' }]);
  });

  it('returns null for a slug of the other kind or an unknown slug', async () => {
    for (const variables of [
      { kind: 'NEWS', id: 'exam-anxiety' },
      { kind: 'BLOG', id: 'no-such-article' },
    ]) {
      const reply = await testApp.graphql<{ article: unknown }>(detailQuery, variables);
      expect(reply.errors).toBeUndefined();
      expect(reply.data!.article).toBeNull();
    }
  });

  it('gives the latest article of each kind', async () => {
    const reply = await testApp.graphql<{ blog: { id: string }; news: { id: string } }>(
      '{ blog: latestArticle(kind: BLOG) { id } news: latestArticle(kind: NEWS) { id } }',
    );
    expect(reply.data).toEqual({ blog: { id: 'exam-anxiety' }, news: { id: 'urgent-consultations' } });
  });

  it('lists the tags used by each kind', async () => {
    const reply = await testApp.graphql<{ blog: { id: string }[]; news: { id: string }[] }>(
      '{ blog: tags(kind: BLOG) { id } news: tags(kind: NEWS) { id name { ar en } } }',
    );
    expect(reply.data!.blog.map((tag) => tag.id)).toEqual(['anxiety', 'family', 'sleep']);
    expect(reply.data!.news).toEqual([{ id: 'platform', name: { ar: 'المنصة', en: 'Platform' } }]);
  });
});
