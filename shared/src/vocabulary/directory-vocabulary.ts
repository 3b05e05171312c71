// What people look for in the directory, as data: concerns (concerns.json), session channels (channels.json) and
// spoken languages (languages.json), each with a stable key, a name in both languages and the words people use
// for it in both. The API stores concern keys on listings and reads search words through these lists; the pages
// name the filters with the same labels.
import type { Locale } from '../contracts';
import { normalizeForSearch, searchTokens } from '../validation/arabic-normalize';
import channelEntries from './channels.json';
import concernEntries from './concerns.json';
import languageEntries from './languages.json';

export interface VocabularyTerm<Key extends string = string> {
  key: Key;
  label: Record<Locale, string>;
  /** Words and short phrases in each language, written as people write them (folded when read). */
  synonyms: Record<Locale, string[]>;
}

/** The application's choices a concern stands for (its offered and secondary specializations). */
export interface ApplicationChoices {
  offeredSpecialization?: string[];
  secondarySpeciality?: string[];
}

export interface Concern extends VocabularyTerm {
  applicationChoices?: ApplicationChoices;
}

export type ChannelKey = 'chat' | 'voice' | 'video';
export type TermKind = 'concern' | 'channel' | 'language';

export const concerns: readonly Concern[] = concernEntries;
export const channels = channelEntries as readonly VocabularyTerm<ChannelKey>[];
/** Keys are ISO 639-1 codes, the languages an application offers. */
export const spokenLanguageTerms: readonly VocabularyTerm[] = languageEntries;

export const concernKeys: readonly string[] = concerns.map((concern) => concern.key);
export const channelKeys: readonly ChannelKey[] = channels.map((channel) => channel.key);

const termsOf: Record<TermKind, readonly VocabularyTerm[]> = {
  concern: concerns,
  channel: channels,
  language: spokenLanguageTerms,
};

const concernKeySet = new Set(concernKeys);

export function isConcernKey(value: string): boolean {
  return concernKeySet.has(value);
}

/** A term's name in one language; the key itself when the vocabulary does not know it. */
export function termLabel(locale: Locale, kind: TermKind, key: string): string {
  return termsOf[kind].find((term) => term.key === key)?.label[locale] ?? key;
}

/** The concerns an application's offered and secondary specializations stand for, offered ones first. */
export function concernsOfApplicationChoices(choices: Required<ApplicationChoices>): string[] {
  const keysOf = (group: keyof ApplicationChoices, values: readonly string[]) =>
    values.flatMap((value) =>
      concerns.filter((concern) => concern.applicationChoices?.[group]?.includes(value)).map(({ key }) => key),
    );
  return [
    ...new Set([
      ...keysOf('offeredSpecialization', choices.offeredSpecialization),
      ...keysOf('secondarySpeciality', choices.secondarySpeciality),
    ]),
  ];
}

export interface NamedTerm {
  kind: TermKind;
  key: string;
}

/** Every folded synonym and label, and the term it names. */
function synonymIndex(): Map<string, NamedTerm> {
  const index = new Map<string, NamedTerm>();
  for (const kind of Object.keys(termsOf) as TermKind[]) {
    for (const term of termsOf[kind]) {
      for (const synonym of [...term.synonyms.ar, ...term.synonyms.en, term.label.ar, term.label.en]) {
        const folded = normalizeForSearch(synonym);
        // A word naming two terms would be a mistake in the data, which the vocabulary's tests find.
        if (!index.has(folded)) index.set(folded, { kind, key: term.key });
      }
    }
  }
  return index;
}

const synonyms = synonymIndex();
const longestPhrase = Math.max(...[...synonyms.keys()].map((phrase) => phrase.split(' ').length));

/** The term a folded word or phrase names, if any. */
export function termOfSynonym(folded: string): NamedTerm | undefined {
  return synonyms.get(folded);
}

/** The longest phrase of the vocabulary that starts at `start`, and how many words it takes. */
function termAt(words: readonly string[], start: number): { term: NamedTerm; length: number } | undefined {
  for (let length = Math.min(longestPhrase, words.length - start); length > 0; length -= 1) {
    const term = synonyms.get(words.slice(start, start + length).join(' '));
    if (term) return { term, length };
  }
  return undefined;
}

export interface SearchTerms {
  /** Concern keys the query names: a match has every one. */
  concerns: string[];
  channels: ChannelKey[];
  /** ISO 639-1 codes. */
  languages: string[];
  /** Folded words that name no term, matched against names and specializations (see searchTokens). */
  words: string[];
}

/**
 * Reads a search query the way the directory understands it: folded (normalizeForSearch), then word by word, the
 * longest phrase first, each word or phrase that names a concern, channel or language becomes that term, in either
 * language; the other words are matched as text. Words under three letters are left out beside a longer one.
 */
export function readSearchTerms(query: string, wordLimit = 5): SearchTerms {
  const words = normalizeForSearch(query).split(' ').filter(Boolean).slice(0, 20);
  const found: Record<TermKind, Set<string>> = { concern: new Set(), channel: new Set(), language: new Set() };
  const text: string[] = [];
  for (let start = 0; start < words.length;) {
    const match = termAt(words, start);
    if (match) found[match.term.kind].add(match.term.key);
    else text.push(words[start]!);
    start += match?.length ?? 1;
  }
  const named = found.concern.size + found.channel.size + found.language.size;
  const tokens = searchTokens(text.join(' '), wordLimit);
  return {
    concerns: [...found.concern],
    channels: [...found.channel] as ChannelKey[],
    languages: [...found.language],
    // A term is a long word: short text beside it would match nearly everyone.
    words: named > 0 ? tokens.filter((token) => token.length >= 3) : tokens,
  };
}
