import { consultationTypes, genders, spokenLanguages } from '@sakina/shared/validation';
import { channelKeys, concernKeys, isConcernKey, type ChannelKey } from '@sakina/shared/vocabulary';

export const practitionerCategories = ['physician', 'psychotherapist', 'therapist'] as const;
export type PractitionerCategory = (typeof practitionerCategories)[number];

export { consultationTypes, genders };
export type Gender = (typeof genders)[number];
export type ConsultationType = (typeof consultationTypes)[number];

export const channels: readonly ChannelKey[] = channelKeys;
export type Channel = ChannelKey;

/** ISO 639-1 codes: the languages a practitioner may list. */
export const languages = spokenLanguages;
export type Language = (typeof languages)[number];

export const directorySorts = [
  'relevance',
  'newest',
  'oldest',
  'highest_rated',
  'highest_price',
  'lowest_price',
] as const;
export type DirectorySort = (typeof directorySorts)[number];

/** The API refuses longer searches; a longer one in a shared link is cut rather than failing. */
export const maxSearchLength = 100;
const maxPage = 100_000;
/** SAR per 30 minutes, as the API accepts it. */
const maxPriceLimit = 10_000;

/** Everything the directory shows, as held in the URL; `null` (or an empty list) means "all" / "any". */
export interface DirectoryState {
  search: string;
  category: PractitionerCategory | null;
  gender: Gender | null;
  /** Concern keys, in the vocabulary's order: a practitioner with any one matches. */
  concerns: string[];
  language: Language | null;
  channel: Channel | null;
  type: ConsultationType | null;
  /** SAR per 30 minutes. */
  maxPrice: number | null;
  urgent: boolean;
  sort: DirectorySort;
  page: number;
}

/** A search is ranked by relevance unless another order is chosen; the plain directory shows the newest first. */
export const defaultSort = (search: string): DirectorySort => (search ? 'relevance' : 'newest');

export const defaultDirectoryState: DirectoryState = {
  search: '',
  category: null,
  gender: null,
  concerns: [],
  language: null,
  channel: null,
  type: null,
  maxPrice: null,
  urgent: false,
  sort: defaultSort(''),
  page: 1,
};

function oneOf<Value extends string>(values: readonly Value[], candidate: string | null): Value | null {
  return values.find((value) => value === candidate) ?? null;
}

function wholeNumber(text: string | null, max: number): number | null {
  if (!text || !/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= max ? value : null;
}

/** The concerns named, each once, in the vocabulary's order: one address for one choice. */
function concernsOf(keys: readonly string[]): string[] {
  const chosen = new Set(keys.filter(isConcernKey));
  return concernKeys.filter((key) => chosen.has(key));
}

/** Reads the URL's query; anything unknown or malformed falls back to the default view instead of failing. */
export function parseDirectoryState(params: URLSearchParams): DirectoryState {
  const search = (params.get('q') ?? '').trim().slice(0, maxSearchLength);
  const sort = oneOf(directorySorts, params.get('sort'));
  return {
    search,
    category: oneOf(practitionerCategories, params.get('category')),
    gender: oneOf(genders, params.get('gender')),
    concerns: concernsOf(params.getAll('concern')),
    language: oneOf(languages, params.get('language')),
    channel: oneOf(channels, params.get('channel')),
    type: oneOf(consultationTypes, params.get('type')),
    maxPrice: wholeNumber(params.get('maxPrice'), maxPriceLimit),
    urgent: params.get('urgent') === '1',
    // Relevance ranks a search: without one, it is the default order.
    sort: sort && (sort !== 'relevance' || search) ? sort : defaultSort(search),
    page: wholeNumber(params.get('page'), maxPage) ?? 1,
  };
}

/** The query for a state, leaving out defaults so the plain directory keeps its plain address. */
export function directorySearchParams(state: DirectoryState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.category) params.set('category', state.category);
  if (state.gender) params.set('gender', state.gender);
  for (const concern of concernsOf(state.concerns)) params.append('concern', concern);
  if (state.language) params.set('language', state.language);
  if (state.channel) params.set('channel', state.channel);
  if (state.type) params.set('type', state.type);
  if (state.maxPrice !== null) params.set('maxPrice', String(state.maxPrice));
  if (state.urgent) params.set('urgent', '1');
  if (state.sort !== defaultSort(state.search)) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

export type DirectoryChange = Partial<Omit<DirectoryState, 'page'>> | { page: number };

/** A new view: any change other than the page starts again at page 1. */
export function changeDirectoryState(state: DirectoryState, change: DirectoryChange): DirectoryState {
  if ('page' in change) return { ...state, page: change.page };
  const next = { ...state, ...change, page: 1 };
  // A new search alone is ranked by relevance unless another order was chosen; no search, no relevance.
  if (!('sort' in change) && state.sort === defaultSort(state.search)) next.sort = defaultSort(next.search);
  if (next.sort === 'relevance' && !next.search) next.sort = defaultSort('');
  return next;
}

export function directoryQueryString(state: DirectoryState): string {
  const query = directorySearchParams(state).toString();
  return query ? `?${query}` : '';
}

/** The filters the sheet holds that differ from the plain directory (each concern counts). */
export function activeFilterCount(state: DirectoryState): number {
  return (
    state.concerns.length +
    [state.gender, state.language, state.channel, state.type, state.maxPrice].filter((value) => value !== null).length +
    (state.urgent ? 1 : 0) +
    (state.sort !== defaultSort(state.search) ? 1 : 0)
  );
}

/** The same search and category without any of the sheet's filters. */
export function withoutFilters(state: DirectoryState): DirectoryState {
  return { ...defaultDirectoryState, search: state.search, category: state.category, sort: defaultSort(state.search) };
}
