import type { StaffArticleInput } from '@sakina/shared/graphql';
import type { ArticleDetail } from '../api/get-article';
import { articleInputOf, blankDraft, draftOf } from './article-draft';

const paragraph = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text }] }],
});

/** The working copy as the form sends it back unchanged. */
const sent = {
  slug: 'new-clinic',
  title: { ar: 'عيادة جديدة', en: 'A new clinic' },
  summary: { ar: 'ملخص.', en: 'Summary.' },
  body: { ar: paragraph('نص.'), en: paragraph('Text.') },
  tags: ['family'],
  author: null,
  cover: { media: 'c0ffee00-1111-4222-8333-444455556666', alt: { ar: 'مبنى العيادة', en: 'The clinic’s building' } },
  medicalReview: false,
} satisfies StaffArticleInput;

// The same copy as the API sends it: each text names its type, which an input refuses.
const text = (value: { ar: string; en: string }) => ({ __typename: 'LocalizedText', ...value });
const article: ArticleDetail = {
  id: '7',
  kind: 'NEWS',
  status: 'PUBLISHED',
  version: 5,
  listed: true,
  publicSlug: 'new-clinic',
  medicalReview: false,
  scheduledFor: null,
  publishedOn: '2026-11-02',
  publishedRevisionId: '31',
  updatedAt: '2026-11-02T08:00:00.000Z',
  working: {
    slug: sent.slug,
    body: sent.body,
    tags: sent.tags,
    author: sent.author,
    id: '31',
    number: 2,
    savedAt: '2026-11-02T07:59:00.000Z',
    title: text(sent.title),
    summary: text(sent.summary),
    cover: { media: sent.cover.media, alt: text(sent.cover.alt) },
    approverName: null,
    approvedAt: null,
  },
  revisions: [],
};

describe('an article’s form values', () => {
  it('start blank, health content for the blog and not for the news', () => {
    expect(blankDraft('BLOG')).toMatchObject({ version: 0, slug: '', medicalReview: true, cover: null });
    expect(blankDraft('NEWS').medicalReview).toBe(false);
    expect(blankDraft('BLOG').body.ar).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it('send the working copy back as it was read, with no author for an empty one', () => {
    expect(articleInputOf(draftOf(article))).toEqual(sent);
  });

  it('send an author typed in one language only, for the API to ask for the other', () => {
    const draft = { ...draftOf(article), slug: ' new-clinic ', author: { ar: '', en: 'Newsroom' } };
    expect(articleInputOf(draft)).toMatchObject({ slug: 'new-clinic', author: { ar: '', en: 'Newsroom' } });
  });
});
