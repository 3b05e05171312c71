import type { Band, Instrument, Item, Scale } from '../schemas/instrument';

/** The visitor's answers: option value by item id. */
export type Answers = Readonly<Record<string, number>>;

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

function optionValues(instrument: Instrument, item: Item): number[] {
  return instrument.optionSets[item.options].map((option) => option.value);
}

/** Whether a value is one of the item's options (answers read back from storage are checked, not trusted). */
export function isAnswerValue(instrument: Instrument, item: Item, value: unknown): value is number {
  return typeof value === 'number' && optionValues(instrument, item).includes(value);
}

/** The items still without a valid answer, in order. */
export function unansweredItems(instrument: Instrument, answers: Answers): Item[] {
  return instrument.items.filter((item) => !isAnswerValue(instrument, item, answers[item.id]));
}

function itemScore(instrument: Instrument, item: Item, value: number): number {
  if (!item.reversed) return value;
  const values = optionValues(instrument, item);
  return Math.max(...values) + Math.min(...values) - value;
}

export function bandFor(scale: Scale, score: number): Band | undefined {
  return scale.bands?.find((band) => score >= band.min && score <= band.max);
}

/** Scores every scale; `undefined` while any item is unanswered. */
export function scoreAssessment(instrument: Instrument, answers: Answers): AssessmentResult | undefined {
  if (unansweredItems(instrument, answers).length > 0) return undefined;
  const itemsById = new Map(instrument.items.map((item) => [item.id, item]));
  const scales = instrument.scales.map((scale) => {
    const scores = scale.items.map((id) => {
      const item = itemsById.get(id)!;
      return itemScore(instrument, item, answers[id]);
    });
    const sum = scores.reduce((total, value) => total + value, 0);
    const score = scale.method === 'sum' ? sum : Math.round(sum / scores.length);
    return { scale, score, band: bandFor(scale, score) };
  });
  const { crisis } = instrument;
  return { scales, crisis: crisis !== undefined && answers[crisis.item] > crisis.above };
}
