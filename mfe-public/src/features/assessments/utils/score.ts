import type { Band, Instrument, Item, Part, Scale } from '../schemas/instrument';

/** The visitor's answers: option value by item id, and 1 (yes) or 0 (no) by part key. */
export type Answers = Readonly<Record<string, number>>;

/** One question on the page: an item, or a part's yes-or-no question that decides whether its items are asked. */
export type Question = { kind: 'item'; key: string; item: Item } | { kind: 'part'; key: string; part: Part };

export interface ScaleResult {
  scale: Scale;
  score: number;
  band?: Band;
}

export interface AssessmentResult {
  scales: ScaleResult[];
  /** The crisis item was answered above its threshold: the crisis panel comes before any score. */
  crisis: boolean;
}

export const yes = 1;
export const no = 0;

export const partKey = (part: Part) => `part-${part.id}`;

/** The name of a question's radio buttons: what a form posted before the page's scripts ran carries. */
export const answerFieldName = (instrument: Pick<Instrument, 'slug'>, key: string) =>
  `question-${instrument.slug}-${key}`;

function partOfItem(instrument: Instrument, itemId: string): Part | undefined {
  return instrument.parts?.find((part) => part.items.includes(itemId));
}

function optionValues(instrument: Instrument, item: Item): number[] {
  return instrument.optionSets[item.options].map((option) => option.value);
}

/** Whether a value is one of the item's options (answers read back from storage are checked, not trusted). */
export function isAnswerValue(instrument: Instrument, item: Item, value: unknown): value is number {
  return typeof value === 'number' && optionValues(instrument, item).includes(value);
}

/**
 * The answers a form posted to the page holds (its scripts had not run): checked as stored answers are, so a
 * field this instrument does not ask, or a value none of its options has, is left out.
 */
export function answersFromForm(instrument: Instrument, form: Readonly<Record<string, string>>): Answers {
  const answers: Record<string, number> = {};
  const posted = (key: string) => {
    const value = form[answerFieldName(instrument, key)];
    return value === undefined || value.trim() === '' ? undefined : Number(value);
  };
  for (const part of instrument.parts ?? []) {
    const value = posted(partKey(part));
    if (value === yes || value === no) answers[partKey(part)] = value;
  }
  for (const item of instrument.items) {
    const value = posted(item.id);
    if (isAnswerValue(instrument, item, value)) answers[item.id] = value;
  }
  return answers;
}

/** The questions to ask with the answers so far: a part's question before its items, its items only after yes. */
export function questionSequence(instrument: Instrument, answers: Answers): Question[] {
  const questions: Question[] = [];
  const askedParts = new Set<string>();
  for (const item of instrument.items) {
    const part = partOfItem(instrument, item.id);
    if (part && !askedParts.has(part.id)) {
      askedParts.add(part.id);
      questions.push({ kind: 'part', key: partKey(part), part });
    }
    if (!part || answers[partKey(part)] === yes) questions.push({ kind: 'item', key: item.id, item });
  }
  return questions;
}

function isAnswered(instrument: Instrument, question: Question, answers: Answers): boolean {
  const value = answers[question.key];
  return question.kind === 'part' ? value === yes || value === no : isAnswerValue(instrument, question.item, value);
}

/** The questions still without a valid answer, in order. */
export function unansweredQuestions(instrument: Instrument, answers: Answers): Question[] {
  return questionSequence(instrument, answers).filter((question) => !isAnswered(instrument, question, answers));
}

function itemScore(instrument: Instrument, item: Item, value: number): number {
  if (!item.reversed) return value;
  const values = optionValues(instrument, item);
  return Math.max(...values) + Math.min(...values) - value;
}

export function bandFor(scale: Scale, score: number): Band | undefined {
  return scale.bands?.find((band) => score >= band.min && score <= band.max);
}

/** Scores every scale that was asked (a part answered no leaves its scales out); `undefined` until all is answered. */
export function scoreAssessment(instrument: Instrument, answers: Answers): AssessmentResult | undefined {
  if (unansweredQuestions(instrument, answers).length > 0) return undefined;
  const itemsById = new Map(instrument.items.map((item) => [item.id, item]));
  const asked = (scale: Scale) => {
    const part = partOfItem(instrument, scale.items[0]);
    return !part || answers[partKey(part)] === yes;
  };
  const scales = instrument.scales.filter(asked).map((scale) => {
    const scores = scale.items.map((id) => itemScore(instrument, itemsById.get(id)!, answers[id]));
    const sum = scores.reduce((total, value) => total + value, 0);
    const score = scale.method === 'sum' ? sum : Math.round(sum / scores.length);
    return { scale, score, band: bandFor(scale, score) };
  });
  const { crisis } = instrument;
  return { scales, crisis: crisis !== undefined && answers[crisis.item] > crisis.above };
}
