import { z } from 'zod';

const textLimit = 600;
const text = z.string().trim().min(1).max(textLimit);
const identifier = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens');

/** Every visitor-facing text of an instrument, in both languages of the site. */
export const localizedText = z.strictObject({ ar: text, en: text });
export type LocalizedText = z.infer<typeof localizedText>;

const option = z.strictObject({ value: z.number().int().min(0).max(100), label: localizedText });

/** The directory's own filters (mfe-public's /practitioners query: `category`, `q`). */
export const practitionerCategories = ['physician', 'psychotherapist', 'therapist'] as const;
const directoryTarget = z.strictObject({
  category: z.enum(practitionerCategories).optional(),
  search: localizedText.optional(),
});
export type DirectoryTarget = z.infer<typeof directoryTarget>;

export const bandTones = ['low', 'mild', 'moderate', 'high', 'severe'] as const;

const band = z.strictObject({
  id: identifier,
  min: z.number().int(),
  max: z.number().int(),
  tone: z.enum(bandTones),
  label: localizedText,
  meaning: localizedText,
  advice: localizedText,
  /** Where this band sends the visitor in the directory, instead of the instrument's default. */
  directory: directoryTarget.optional(),
});
export type Band = z.infer<typeof band>;

/**
 * What the bands rest on: `screening` (published cut-offs), `convention` (a common reading, not validated
 * cut-offs), `reflection` (no clinical bands exist: a way to read the answer, never a diagnosis).
 */
export const bandBases = ['screening', 'convention', 'reflection'] as const;

const scale = z.strictObject({
  id: identifier,
  name: localizedText,
  /** `sum` of the item scores, or their `mean` rounded to the nearest whole number. */
  method: z.enum(['sum', 'mean']),
  items: z.array(identifier).min(1).max(100),
  min: z.number().int(),
  max: z.number().int(),
  bandBasis: z.enum(bandBases).optional(),
  /** Scales without bands (e.g. OCI-R's subscales) show their score and range only. */
  bands: z.array(band).min(1).max(10).optional(),
});
export type Scale = z.infer<typeof scale>;

const item = z.strictObject({
  id: identifier,
  text: localizedText,
  /** Key in the instrument's `optionSets`. */
  options: identifier,
  /** Scored the other way round: the highest option counts as the lowest. */
  reversed: z.boolean().optional(),
});
export type Item = z.infer<typeof item>;

/**
 * Items asked only when the visitor answers yes to the part's question (the CBI's items on working with clients).
 * A scale counts items of one part only, or of none.
 */
const part = z.strictObject({
  id: identifier,
  question: localizedText,
  items: z.array(identifier).min(1).max(100),
});
export type Part = z.infer<typeof part>;

const instrumentShape = z.strictObject({
  slug: identifier,
  /** Raised when items or scoring change, so older history entries can be told apart. */
  version: z.number().int().min(1),
  name: localizedText,
  shortName: localizedText,
  measures: localizedText,
  instructions: localizedText,
  minutes: z.number().int().min(1).max(60),
  /** Every instrument here is for adults; the list page says so. */
  minimumAge: z.literal(18),
  optionSets: z.record(identifier, z.array(option).min(2).max(10)),
  items: z.array(item).min(1).max(100),
  scales: z.array(scale).min(1).max(10),
  parts: z.array(part).min(1).max(5).optional(),
  /** An answer above `above` to this item shows the crisis panel before any score (PHQ-9 item 9). */
  crisis: z.strictObject({ item: identifier, above: z.number().int().min(0) }).optional(),
  directory: directoryTarget,
  /** Said on every result of this instrument (e.g. burnout is not a medical diagnosis). */
  note: localizedText.optional(),
  source: z.strictObject({
    citation: z.string().trim().min(1).max(textLimit),
    url: z.url({ protocol: /^https$/ }).optional(),
  }),
  licence: localizedText,
});

type InstrumentShape = z.infer<typeof instrumentShape>;

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/** The lowest and highest score a scale can give with its items' options (what `min` and `max` must say). */
export function scaleRange(instrument: Pick<InstrumentShape, 'items' | 'optionSets'>, scale: Scale) {
  const limits = scale.items.map((itemId) => {
    const found = instrument.items.find((candidate) => candidate.id === itemId);
    const values = (found && instrument.optionSets[found.options]?.map((choice) => choice.value)) ?? [0];
    return { low: Math.min(...values), high: Math.max(...values) };
  });
  const low = limits.reduce((total, limit) => total + limit.low, 0);
  const high = limits.reduce((total, limit) => total + limit.high, 0);
  if (scale.method === 'sum') return { min: low, max: high };
  return { min: Math.round(low / limits.length), max: Math.round(high / limits.length) };
}

/** The checks zod's shapes cannot say: references, ranges, and bands that cover each range once. */
function checkInstrument(instrument: InstrumentShape, context: z.RefinementCtx) {
  const problem = (path: (string | number)[], message: string) => context.addIssue({ code: 'custom', path, message });

  const itemIds = instrument.items.map((entry) => entry.id);
  for (const id of duplicates(itemIds)) problem(['items'], `item id "${id}" is used twice`);
  for (const id of duplicates(instrument.scales.map((entry) => entry.id))) {
    problem(['scales'], `scale id "${id}" is used twice`);
  }

  for (const [name, options] of Object.entries(instrument.optionSets)) {
    const values = options.map((choice) => String(choice.value));
    for (const value of duplicates(values)) problem(['optionSets', name], `value ${value} is used twice`);
  }

  instrument.items.forEach((entry, index) => {
    if (!instrument.optionSets[entry.options]) {
      problem(['items', index, 'options'], `option set "${entry.options}" does not exist`);
    }
  });

  instrument.scales.forEach((entry, scaleIndex) => {
    const path = ['scales', scaleIndex];
    for (const id of entry.items.filter((itemId) => !itemIds.includes(itemId))) {
      problem([...path, 'items'], `item "${id}" does not exist`);
    }
    for (const id of duplicates(entry.items)) problem([...path, 'items'], `item "${id}" is counted twice`);

    const range = scaleRange(instrument, entry);
    if (entry.min !== range.min || entry.max !== range.max) {
      problem(path, `range ${entry.min}-${entry.max} should be ${range.min}-${range.max} with these items`);
    }

    const bands = entry.bands ?? [];
    if (bands.length > 0 && !entry.bandBasis) problem([...path, 'bandBasis'], 'bands need a bandBasis');
    for (const id of duplicates(bands.map((current) => current.id))) {
      problem([...path, 'bands'], `band id "${id}" is used twice`);
    }
    bands.forEach((current, bandIndex) => {
      const bandPath = [...path, 'bands', bandIndex];
      if (current.min > current.max) problem(bandPath, `band "${current.id}" starts after it ends`);
      const expectedMin = bandIndex === 0 ? entry.min : bands[bandIndex - 1].max + 1;
      if (current.min !== expectedMin) {
        const what = current.min > expectedMin ? 'a gap' : 'an overlap';
        problem(bandPath, `band "${current.id}" starts at ${current.min}: ${what}, expected ${expectedMin}`);
      }
    });
    const last = bands.at(-1);
    if (last && last.max !== entry.max) problem(path, `bands end at ${last.max}, the scale at ${entry.max}`);
  });

  if (!instrument.scales.some((entry) => entry.bands)) problem(['scales'], 'at least one scale needs bands');

  const parts = instrument.parts ?? [];
  for (const id of duplicates(parts.map((entry) => entry.id))) problem(['parts'], `part id "${id}" is used twice`);
  const partOf = new Map<string, string>();
  parts.forEach((entry, partIndex) => {
    for (const itemId of entry.items) {
      if (!itemIds.includes(itemId)) problem(['parts', partIndex, 'items'], `item "${itemId}" does not exist`);
      else if (partOf.has(itemId)) problem(['parts', partIndex, 'items'], `item "${itemId}" is in two parts`);
      partOf.set(itemId, entry.id);
    }
  });
  instrument.scales.forEach((entry, scaleIndex) => {
    if (new Set(entry.items.map((itemId) => partOf.get(itemId))).size > 1) {
      problem(['scales', scaleIndex, 'items'], 'a scale counts the items of one part only, or of none');
    }
  });
  if (instrument.crisis && partOf.has(instrument.crisis.item)) {
    problem(['crisis', 'item'], 'the crisis item is asked of everyone: it cannot be in a part');
  }

  if (instrument.crisis) {
    const crisisItem = instrument.items.find((entry) => entry.id === instrument.crisis?.item);
    if (!crisisItem) problem(['crisis', 'item'], `item "${instrument.crisis.item}" does not exist`);
    const values = (crisisItem && instrument.optionSets[crisisItem.options]?.map((choice) => choice.value)) ?? [];
    if (crisisItem && !values.some((value) => value > (instrument.crisis?.above ?? 0))) {
      problem(['crisis', 'above'], 'no answer to the crisis item is above this value');
    }
  }
}

/** One instrument as an operator writes it (instruments/<slug>.json), checked when the pages load. */
export const instrumentSchema = instrumentShape.superRefine(checkInstrument);
export type Instrument = z.infer<typeof instrumentSchema>;
