import { paragraphsDocument } from '@sakina/shared/rich-content';
import type { ArticleKind } from '@sakina/shared/graphql';
import type { ArticleDetailFieldsFragment, ArticleSummaryFieldsFragment } from '../api/article-fields.generated';
import { articlesPageSize } from '../api/get-articles';
import { ArticleListDocument, type ArticleListQueryVariables } from '../api/get-articles.generated';
import { ArticleTagsDocument, type ArticleTagsQuery } from '../api/get-article-tags.generated';

type ArticleTag = ArticleTagsQuery['tags'][number];

const text = (en: string, ar: string) => ({ __typename: 'LocalizedText', en, ar });

export const sleepTag: ArticleTag = { id: 'sleep', name: { en: 'Sleep', ar: 'النوم' } };
export const anxietyTag: ArticleTag = { id: 'anxiety', name: { en: 'Anxiety', ar: 'القلق' } };

export function summaryOf(
  id: string,
  title: { en: string; ar: string },
  publishedOn: string,
  tags: ArticleTag[] = [],
): ArticleSummaryFieldsFragment {
  return {
    id,
    title,
    summary: { en: `What “${title.en}” is about.`, ar: `عن «${title.ar}».` },
    publishedOn,
    tags,
  };
}

export function detailOf(
  summary: ArticleSummaryFieldsFragment,
  related: ArticleSummaryFieldsFragment[] = [],
): ArticleDetailFieldsFragment {
  return {
    ...summary,
    content: {
      en: paragraphsDocument([`First paragraph of ${summary.title.en}.`, 'Second paragraph.']),
      ar: paragraphsDocument(['الفقرة الأولى.', 'الفقرة الثانية.']),
    },
    author: null,
    reviewedBy: null,
    reviewedOn: null,
    cover: null,
    related,
  };
}

/** Adds the __typename fields a real reply carries, so Apollo's cache stores the data as it would in the browser. */
export function typedSummary(article: ArticleSummaryFieldsFragment) {
  return {
    __typename: 'Article',
    id: article.id,
    title: text(article.title.en, article.title.ar),
    summary: text(article.summary.en, article.summary.ar),
    publishedOn: article.publishedOn,
    tags: article.tags.map((tag) => ({ __typename: 'Tag', id: tag.id, name: text(tag.name.en, tag.name.ar) })),
  };
}

export function typedDetail(article: ArticleDetailFieldsFragment) {
  return {
    ...typedSummary(article),
    content: { __typename: 'LocalizedRichText', ...article.content },
    author: article.author && { __typename: 'LocalizedText', ...article.author },
    reviewedBy: article.reviewedBy && { __typename: 'LocalizedText', ...article.reviewedBy },
    reviewedOn: article.reviewedOn,
    cover: article.cover && {
      __typename: 'ArticleCover',
      alt: { __typename: 'LocalizedText', ...article.cover.alt },
      image: article.cover.image && { __typename: 'MediaImage', ...article.cover.image },
    },
    related: article.related.map(typedSummary),
  };
}

export function articlesMock(
  variables: Partial<ArticleListQueryVariables>,
  items: ArticleSummaryFieldsFragment[],
  { total = items.length, page = variables.page ?? 1 }: { total?: number; page?: number } = {},
) {
  return {
    request: {
      query: ArticleListDocument,
      variables: {
        kind: 'BLOG',
        search: null,
        tag: null,
        sort: 'NEWEST',
        page: 1,
        pageSize: articlesPageSize,
        ...variables,
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: {
        articles: {
          __typename: 'ArticlePage',
          items: items.map(typedSummary),
          total,
          page,
          pageCount: Math.ceil(total / articlesPageSize),
        },
      },
    },
  };
}

export function tagsMock(kind: ArticleKind, tags: ArticleTag[]) {
  return {
    request: { query: ArticleTagsDocument, variables: { kind } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: { tags: tags.map((tag) => ({ __typename: 'Tag', id: tag.id, name: text(tag.name.en, tag.name.ar) })) },
    },
  };
}
