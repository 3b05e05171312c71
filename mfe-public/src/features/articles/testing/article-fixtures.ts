import type { ArticleDetail, ArticleSummary, ArticleTag } from '../api/article-fields';
import { articlesPageSize, articlesQuery, type ArticlesVariables } from '../api/get-articles';
import { articleTagsQuery } from '../api/get-article-tags';

const text = (en: string, ar: string) => ({ __typename: 'LocalizedText', en, ar });

export const sleepTag: ArticleTag = { id: 'sleep', name: { en: 'Sleep', ar: 'النوم' } };
export const anxietyTag: ArticleTag = { id: 'anxiety', name: { en: 'Anxiety', ar: 'القلق' } };

export function summaryOf(
  id: string,
  title: { en: string; ar: string },
  publishedOn: string,
  tags: ArticleTag[] = [],
): ArticleSummary {
  return {
    id,
    title,
    summary: { en: `What “${title.en}” is about.`, ar: `عن «${title.ar}».` },
    publishedOn,
    tags,
  };
}

export function detailOf(summary: ArticleSummary, related: ArticleSummary[] = []): ArticleDetail {
  return {
    ...summary,
    body: {
      en: [`First paragraph of ${summary.title.en}.`, 'Second paragraph.'],
      ar: ['الفقرة الأولى.', 'الفقرة الثانية.'],
    },
    related,
  };
}

/** Adds the __typename fields a real reply carries, so Apollo's cache stores the data as it would in the browser. */
export function typedSummary(article: ArticleSummary) {
  return {
    __typename: 'Article',
    id: article.id,
    title: text(article.title.en, article.title.ar),
    summary: text(article.summary.en, article.summary.ar),
    publishedOn: article.publishedOn,
    tags: article.tags.map((tag) => ({ __typename: 'Tag', id: tag.id, name: text(tag.name.en, tag.name.ar) })),
  };
}

export function typedDetail(article: ArticleDetail) {
  return {
    ...typedSummary(article),
    body: { __typename: 'LocalizedList', ...article.body },
    related: article.related.map(typedSummary),
  };
}

export function articlesMock(
  variables: Partial<ArticlesVariables>,
  items: ArticleSummary[],
  { total = items.length, page = variables.page ?? 1 }: { total?: number; page?: number } = {},
) {
  return {
    request: {
      query: articlesQuery,
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

export function tagsMock(kind: 'BLOG' | 'NEWS', tags: ArticleTag[]) {
  return {
    request: { query: articleTagsQuery, variables: { kind } },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: {
      data: { tags: tags.map((tag) => ({ __typename: 'Tag', id: tag.id, name: text(tag.name.en, tag.name.ar) })) },
    },
  };
}
