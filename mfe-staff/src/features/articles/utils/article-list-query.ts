import { toSchemaEnum } from '@sakina/shared/graphql';
import { oneOf } from '../../../components/one-of';
import type { ArticlesFilter } from '../api/get-articles';

/** The kinds as the address spells them (`?kind=news`); the blog when it names none. */
export const articleKindParameters = ['blog', 'news'] as const;
export type ArticleKindParameter = (typeof articleKindParameters)[number];

/** The statuses as the address spells them (`?status=in_review`). */
export const articleStatusParameters = [
  'draft',
  'in_review',
  'approved',
  'scheduled',
  'published',
  'unpublished',
] as const;
export type ArticleStatusParameter = (typeof articleStatusParameters)[number];

export interface ArticleListQuery {
  kind: ArticleKindParameter;
  status: ArticleStatusParameter | null;
  /** What was searched for; empty for no search. */
  search: string;
  page: number;
}

const searchLength = 100;

/** What the list's address asks for; anything it does not know is the blog, no filter, or page 1. */
export function readArticleListQuery(search: URLSearchParams): ArticleListQuery {
  const page = Number(search.get('page'));
  return {
    kind: oneOf(articleKindParameters, search.get('kind') ?? '') ?? 'blog',
    status: oneOf(articleStatusParameters, search.get('status') ?? '') ?? null,
    search: (search.get('q') ?? '').trim().slice(0, searchLength),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The list's address query for a view: always its kind; no status, no search and page 1 are left out. */
export function articleListSearch({ kind, status, search, page }: ArticleListQuery): string {
  const parameters = new URLSearchParams({ kind });
  if (status) parameters.set('status', status);
  if (search) parameters.set('q', search);
  if (page > 1) parameters.set('page', String(page));
  return `?${parameters.toString()}`;
}

/** The view as the API's list is asked for it. */
export const articlesFilterOf = ({ kind, status, search, page }: ArticleListQuery): ArticlesFilter => ({
  kind: toSchemaEnum(kind),
  status: status ? toSchemaEnum(status) : null,
  search: search || null,
  page,
});
