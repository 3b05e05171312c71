export const practitionerCategories = ['physician', 'psychotherapist', 'therapist'] as const;
export type PractitionerCategory = (typeof practitionerCategories)[number];

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

export const directorySorts = ['newest', 'oldest', 'highest_rated', 'highest_price', 'lowest_price'] as const;
export type DirectorySort = (typeof directorySorts)[number];

export const defaultSort: DirectorySort = 'newest';
/** The API refuses longer searches; a longer one in a shared link is cut rather than failing. */
export const maxSearchLength = 100;
const maxPage = 100_000;

/** Everything the directory shows, as held in the URL; `null` means "all" / "any". */
export interface DirectoryState {
  search: string;
  category: PractitionerCategory | null;
  gender: Gender | null;
  sort: DirectorySort;
  page: number;
}

export const defaultDirectoryState: DirectoryState = {
  search: '',
  category: null,
  gender: null,
  sort: defaultSort,
  page: 1,
};

function oneOf<Value extends string>(values: readonly Value[], candidate: string | null): Value | null {
  return values.find((value) => value === candidate) ?? null;
}

function parsePage(text: string | null): number {
  if (!text || !/^\d{1,6}$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= maxPage ? page : 1;
}

/** Reads the URL's query; anything unknown or malformed falls back to the default view instead of failing. */
export function parseDirectoryState(params: URLSearchParams): DirectoryState {
  return {
    search: (params.get('q') ?? '').trim().slice(0, maxSearchLength),
    category: oneOf(practitionerCategories, params.get('category')),
    gender: oneOf(genders, params.get('gender')),
    sort: oneOf(directorySorts, params.get('sort')) ?? defaultSort,
    page: parsePage(params.get('page')),
  };
}

/** The query for a state, leaving out defaults so the plain directory keeps its plain address. */
export function directorySearchParams(state: DirectoryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.category) params.set('category', state.category);
  if (state.gender) params.set('gender', state.gender);
  if (state.sort !== defaultSort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A new view: any change other than the page starts again at page 1. */
export function changeDirectoryState(
  state: DirectoryState,
  change: Partial<Omit<DirectoryState, 'page'>> | { page: number },
): DirectoryState {
  if ('page' in change) return { ...state, page: change.page };
  return { ...state, ...change, page: 1 };
}

export function directoryQueryString(state: DirectoryState): string {
  const query = directorySearchParams(state).toString();
  return query ? `?${query}` : '';
}
