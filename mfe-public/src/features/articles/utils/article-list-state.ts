import { normalizeDigits } from '@sakina/shared/i18n';

export const articleSorts = ['relevance', 'newest', 'oldest'] as const;
export type ArticleSort = (typeof articleSorts)[number];

export const defaultArticleSort: ArticleSort = 'newest';

/** A search lists the best matches first unless another order is chosen; the plain list, the newest first. */
export function defaultSortFor(search: string): ArticleSort {
  return search ? 'relevance' : defaultArticleSort;
}
/** The API refuses longer searches; a longer one in a shared link is cut rather than failing. */
export const maxSearchLength = 100;
const maxPage = 100_000;
const tagPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Everything a blog or news list shows, as held in the URL; `tag: null` means every tag. */
export interface ArticleListState {
  search: string;
  tag: string | null;
  sort: ArticleSort;
  page: number;
}

export const defaultArticleListState: ArticleListState = { search: '', tag: null, sort: defaultArticleSort, page: 1 };

function parsePage(text: string | null): number {
  const digits = normalizeDigits(text ?? '');
  if (!/^\d{1,6}$/.test(digits)) return 1;
  const page = Number(digits);
  return page >= 1 && page <= maxPage ? page : 1;
}

function parseTag(text: string | null): string | null {
  return text && text.length <= 60 && tagPattern.test(text) ? text : null;
}

/** Reads the URL's query; anything unknown or malformed falls back to the default view instead of failing. */
export function parseArticleListState(params: URLSearchParams): ArticleListState {
  const sort = params.get('sort');
  const search = (params.get('q') ?? '').trim().slice(0, maxSearchLength);
  const chosen = articleSorts.find((value) => value === sort && (value !== 'relevance' || search));
  return {
    search,
    tag: parseTag(params.get('tag')),
    sort: chosen ?? defaultSortFor(search),
    page: parsePage(params.get('page')),
  };
}

/** The query for a state, leaving out defaults so the plain list keeps its plain address. */
export function articleListSearchParams(state: ArticleListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.tag) params.set('tag', state.tag);
  // Best match means nothing without a search: such a link (Clear search) is the plain list.
  const sort = state.sort === 'relevance' && !state.search ? defaultArticleSort : state.sort;
  if (sort !== defaultSortFor(state.search)) params.set('sort', sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export type ArticleListChange = Partial<Omit<ArticleListState, 'page'>> | { page: number };

/** A new view: any change other than the page starts again at page 1. */
export function changeArticleListState(state: ArticleListState, change: ArticleListChange): ArticleListState {
  if ('page' in change) return { ...state, page: change.page };
  const search = (change.search ?? state.search).trim().slice(0, maxSearchLength);
  // A new search (or clearing it) takes its own default order unless the change names one.
  const sort = change.sort ?? (search !== state.search ? defaultSortFor(search) : state.sort);
  return { ...state, ...change, search, sort: sort === 'relevance' && !search ? defaultArticleSort : sort, page: 1 };
}

/** '?q=…' for a state, or '' for the default view. */
export function articleListQueryString(state: ArticleListState): string {
  const query = articleListSearchParams(state).toString();
  return query ? `?${query}` : '';
}

export function hasFilters(state: ArticleListState): boolean {
  return state.search !== '' || state.tag !== null;
}
