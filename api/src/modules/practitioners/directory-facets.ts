import { spokenLanguages } from '@sakina/shared/validation';
import { channelKeys, concernKeys } from '@sakina/shared/vocabulary';
import { hasSearch, type DirectoryRow, type FilterValues } from './directory-queries';

/** The visitor's choices, each counted for every one of its options. */
export type FacetName = 'category' | 'gender' | 'type' | 'channel' | 'language' | 'concerns' | 'maxPrice' | 'urgent';

/** The steps of the price filter, SAR per 30 minutes. */
export const priceSteps = [100, 150, 200, 250, 300, 400] as const;

/** Each filter's choices, in the order the page offers them. */
const facetValues: Record<FacetName, readonly string[]> = {
  category: ['physician', 'psychotherapist', 'therapist'],
  gender: ['male', 'female'],
  type: ['psychological', 'family'],
  channel: channelKeys,
  language: spokenLanguages,
  concerns: concernKeys,
  maxPrice: priceSteps.map(String),
  urgent: ['true'],
};

export const facetNames = Object.keys(facetValues) as FacetName[];

/** The choices a practitioner counts towards in each filter. */
const choicesOf: Record<FacetName, (row: DirectoryRow) => readonly string[]> = {
  category: (row) => [row.category],
  gender: (row) => [row.gender],
  type: (row) => row.consultationTypes,
  channel: (row) => row.communicationStyles,
  language: (row) => row.languages,
  concerns: (row) => row.concerns,
  maxPrice: (row) => facetValues.maxPrice.filter((step) => row.priceSar <= Number(step)),
  urgent: (row) => (row.urgent ? ['true'] : []),
};

/** The bit of each choice of a filter (a filter has at most 31 choices). */
const bitsOf = (facet: FacetName, values: readonly string[]) =>
  values.reduce((bits, value) => {
    const index = facetValues[facet].indexOf(value);
    return index < 0 ? bits : bits | (1 << index);
  }, 0);

/**
 * The directory as counting reads it: for each filter, one bit a choice and a number a practitioner (the choices
 * they count towards), beside their prices and folded search texts. Made once per snapshot, so that a query's
 * counts are a pass of bit tests and additions.
 */
export interface FacetTable {
  size: number;
  /** By filter in facetNames' order, then by practitioner. */
  bits: Uint32Array[];
  prices: Float64Array;
  searchTexts: string[];
  /** Practitioners matching a search (its words and the terms it names), by search: the last ones asked. */
  searches: Map<string, Uint32Array>;
  /** What the last filters asked leave (a filter's other pages and orders ask the same). */
  counted: Map<string, FilterResult>;
}

export function facetTable(rows: readonly DirectoryRow[]): FacetTable {
  return {
    size: rows.length,
    bits: facetNames.map((facet) => Uint32Array.from(rows, (row) => bitsOf(facet, choicesOf[facet](row)))),
    prices: Float64Array.from(rows, (row) => row.priceSar),
    searchTexts: rows.map((row) => row.searchText),
    searches: new Map(),
    counted: new Map(),
  };
}

const facetPosition = Object.fromEntries(facetNames.map((facet, position) => [facet, position])) as Record<
  FacetName,
  number
>;
const keptPerTable = 500;

/** Keeps a value under a key, forgetting the oldest beyond the bound. */
function keep<Value>(kept: Map<string, Value>, key: string, value: Value): Value {
  if (kept.size >= keptPerTable) kept.delete(kept.keys().next().value as string);
  kept.set(key, value);
  return value;
}

/** The practitioners (by position) holding every word and every term a search names. */
function searchMatches(table: FacetTable, values: FilterValues): Uint32Array {
  const key = JSON.stringify([values.tokens, values.namedConcerns, values.namedLanguages, values.namedChannels]);
  const kept = table.searches.get(key);
  if (kept) return kept;
  const required: [number, number][] = [
    [facetPosition.concerns, bitsOf('concerns', values.namedConcerns)],
    [facetPosition.language, bitsOf('language', values.namedLanguages)],
    [facetPosition.channel, bitsOf('channel', values.namedChannels)],
  ];
  const matches: number[] = [];
  for (let row = 0; row < table.size; row += 1) {
    if (!required.every(([position, bits]) => (table.bits[position]![row]! & bits) === bits)) continue;
    const text = table.searchTexts[row]!;
    if (values.tokens.every((token) => text.includes(token))) matches.push(row);
  }
  return keep(table.searches, key, Uint32Array.from(matches));
}

/** A chosen filter as a test of one practitioner: a choice's bits, or the price. */
type ChosenTest = { position: number; bits: number } | { position: number; maxPrice: number };

function chosenTests(values: FilterValues): ChosenTest[] {
  const tests: ChosenTest[] = [];
  const choose = (facet: FacetName, chosen: readonly string[]) => {
    if (chosen.length > 0) tests.push({ position: facetPosition[facet], bits: bitsOf(facet, chosen) });
  };
  choose('category', values.category ? [values.category] : []);
  choose('gender', values.gender ? [values.gender] : []);
  choose('type', values.type ? [values.type] : []);
  choose('channel', values.channel ? [values.channel] : []);
  choose('language', values.language ? [values.language] : []);
  // Any one of the concerns chosen.
  choose('concerns', values.concerns);
  choose('urgent', values.urgent ? ['true'] : []);
  if (values.maxPrice !== null) tests.push({ position: facetPosition.maxPrice, maxPrice: values.maxPrice });
  return tests;
}

export interface FacetCounts {
  /** With every filter as chosen. */
  total: number;
  facets: Record<FacetName, { any: number; options: { value: string; count: number }[] }>;
}

/** What a filter leaves of the directory: the counts of every choice, and who meets every filter. */
export interface FilterResult extends FacetCounts {
  /** The practitioners meeting every filter, by position in the table, in its order. */
  matches: Uint32Array;
}

/**
 * For each choice of each filter, how many practitioners the search would leave with that choice made and the other
 * filters as they are (a single choice replaces the one made; concerns, where any one chosen matches, are counted one
 * at a time), and, as `any`, how many with that filter cleared. A practitioner failing two filters counts nowhere;
 * failing one, only towards that filter's choices; failing none, towards every filter and the total.
 */
export function filterDirectory(table: FacetTable, values: FilterValues): FilterResult {
  const key = JSON.stringify(values);
  return table.counted.get(key) ?? keep(table.counted, key, countAll(table, values));
}

function countAll(table: FacetTable, values: FilterValues): FilterResult {
  const counts = facetNames.map((facet) => new Array<number>(facetValues[facet].length).fill(0));
  const anyCounts = facetNames.map(() => 0);
  const tests = chosenTests(values);
  const rows = hasSearch(values) ? searchMatches(table, values) : null;
  const countTowards = (position: number, row: number) => {
    anyCounts[position]! += 1;
    const facetCounts = counts[position]!;
    for (let bits = table.bits[position]![row]!, index = 0; bits !== 0; bits >>>= 1, index += 1) {
      if (bits & 1) facetCounts[index]! += 1;
    }
  };
  const matches: number[] = [];
  const size = rows ? rows.length : table.size;
  for (let at = 0; at < size; at += 1) {
    const row = rows ? rows[at]! : at;
    let failures = 0;
    let failed = -1;
    for (const test of tests) {
      const passed =
        'bits' in test ? (table.bits[test.position]![row]! & test.bits) !== 0 : table.prices[row]! <= test.maxPrice;
      if (passed) continue;
      failures += 1;
      failed = test.position;
      if (failures > 1) break;
    }
    if (failures === 0) {
      matches.push(row);
      for (let position = 0; position < facetNames.length; position += 1) countTowards(position, row);
    } else if (failures === 1) {
      countTowards(failed, row);
    }
  }
  const facets = Object.fromEntries(
    facetNames.map((facet, position) => [
      facet,
      {
        any: anyCounts[position]!,
        options: facetValues[facet].map((value, index) => ({ value, count: counts[position]![index]! })),
      },
    ]),
  ) as FacetCounts['facets'];
  return { total: matches.length, facets, matches: Uint32Array.from(matches) };
}
