import {
  channelKeys,
  concernKeys,
  isConcernKey,
  spokenLanguageTerms,
  type ChannelKey,
} from '@sakina/shared/vocabulary';

export const forWhomChoices = ['myself', 'couple', 'family', 'child'] as const;
export type ForWhom = (typeof forWhomChoices)[number];

export const genderChoices = ['female', 'male'] as const;
export type PreferredGender = (typeof genderChoices)[number];

/** SAR per 30 minutes: the upper end of each budget band. */
export const budgetChoices = [150, 250, 400] as const;

export const timingChoices = ['scheduled', 'urgent'] as const;
export type Timing = (typeof timingChoices)[number];

/** The radio value of "no preference" in the gender, channel and budget questions. */
export const noPreference = 'any';

const languageKeys: readonly string[] = spokenLanguageTerms.map((term) => term.key);

/** What the visitor answered, as held in the page's address; `null` is "no preference" (or "not sure"). */
export interface MatcherAnswers {
  /** A concern key of the shared vocabulary. */
  concern: string | null;
  forWhom: ForWhom;
  gender: PreferredGender | null;
  /** An ISO 639-1 code of the vocabulary's languages. */
  language: string | null;
  channel: ChannelKey | null;
  /** SAR per 30 minutes. */
  maxPrice: number | null;
  timing: Timing;
}

export const defaultAnswers: MatcherAnswers = {
  concern: null,
  forWhom: 'myself',
  gender: null,
  language: null,
  channel: null,
  maxPrice: null,
  timing: 'scheduled',
};

/** The names of the form's fields, which are the address's parameters. */
export const answerFields = {
  concern: 'concern',
  forWhom: 'for',
  gender: 'gender',
  language: 'language',
  channel: 'channel',
  maxPrice: 'maxPrice',
  timing: 'timing',
} as const satisfies Record<keyof MatcherAnswers, string>;

function oneOf<Value extends string | number>(values: readonly Value[], candidate: string | null): Value | null {
  return values.find((value) => String(value) === candidate) ?? null;
}

/**
 * The form always sends "for whom" (one of its radios is checked), so its presence tells a sent form from a link
 * that only chooses a concern ahead (the self-assessment's), which opens the questions without a shortlist.
 */
export function hasAnswers(params: URLSearchParams): boolean {
  return params.has(answerFields.forWhom);
}

/** Reads the address's query; anything unknown or malformed is read as "no preference" instead of failing. */
export function parseAnswers(params: URLSearchParams): MatcherAnswers {
  const concern = params.get(answerFields.concern);
  return {
    concern: concern && isConcernKey(concern) ? concern : null,
    forWhom: oneOf(forWhomChoices, params.get(answerFields.forWhom)) ?? defaultAnswers.forWhom,
    gender: oneOf(genderChoices, params.get(answerFields.gender)),
    language: oneOf(languageKeys, params.get(answerFields.language)),
    channel: oneOf(channelKeys, params.get(answerFields.channel)),
    maxPrice: oneOf(budgetChoices, params.get(answerFields.maxPrice)),
    timing: oneOf(timingChoices, params.get(answerFields.timing)) ?? defaultAnswers.timing,
  };
}

/** The consultation type "for whom" asks for: couples and families need a family consultation. */
export function consultationTypeFor(forWhom: ForWhom): 'family' | null {
  return forWhom === 'couple' || forWhom === 'family' ? 'family' : null;
}

/** The concern "for whom" stands for: the family concern for couples and families, children for a child. */
export function forWhomConcern(forWhom: ForWhom): string | null {
  switch (forWhom) {
    case 'couple':
    case 'family':
      return 'family';
    case 'child':
      return 'children';
    case 'myself':
      return null;
    default:
      return forWhom satisfies never;
  }
}

/** The concerns a candidate must hold at least one of: the one chosen and the one "for whom" stands for. */
export function answerConcerns(answers: MatcherAnswers): string[] {
  const chosen = new Set([answers.concern, forWhomConcern(answers.forWhom)]);
  return concernKeys.filter((key) => chosen.has(key));
}

/**
 * The directory's address with every answer as its filter (its own parameters and order: gender, concern,
 * language, channel, type, maxPrice, urgent), without the locale.
 */
export function directoryPathFor(answers: MatcherAnswers): string {
  const params = new URLSearchParams();
  if (answers.gender) params.set('gender', answers.gender);
  for (const concern of answerConcerns(answers)) params.append('concern', concern);
  if (answers.language) params.set('language', answers.language);
  if (answers.channel) params.set('channel', answers.channel);
  const type = consultationTypeFor(answers.forWhom);
  if (type) params.set('type', type);
  if (answers.maxPrice !== null) params.set('maxPrice', String(answers.maxPrice));
  if (answers.timing === 'urgent') params.set('urgent', '1');
  const query = params.toString();
  return query ? `/practitioners?${query}` : '/practitioners';
}
