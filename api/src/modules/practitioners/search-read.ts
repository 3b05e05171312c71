/**
 * How a page of search results is read (a search: words, or keys of the concerns, languages, channels and
 * consultation types, which GIN indexes serve as the trigram index serves the words). PostgreSQL can collect the practitioners whose text holds the words
 * through the trigram index and sort them ('collect'), or walk an index in the page's order and test each
 * practitioner until the page is full ('walk'). Walking is cheap when matches are common and reads the whole
 * table when fewer than a page's worth exist; collecting costs one read per practitioner the words match.
 * The planner guesses how many match from each condition alone, so it cannot know that a name is rare among
 * one gender, or that 'panic' and 'attacks' always come together; the totals already seen tell.
 */
export type SearchRead = 'planner' | 'collect' | 'walk';

/** Totals this process has seen, at any table version: sizes to plan by. */
export interface SeenTotals {
  /** Practitioners matching the whole filter. */
  matches?: number;
  /** Practitioners holding the words and keys, whatever the tab, gender, price and urgency: what the indexes yield. */
  candidates?: number;
  /** Practitioners in the directory. */
  everyone?: number;
}

/**
 * `indexedConditions` counts the words and keys a query holds; `needed` is how far into the results the page
 * reaches: its offset plus its size.
 */
export function chooseSearchRead(indexedConditions: number, needed: number, seen: SeenTotals): SearchRead {
  const { matches, candidates, everyone } = seen;
  if (indexedConditions === 0 || matches === undefined) return 'planner';
  if (matches < needed) return 'collect';
  if (everyone === undefined) return 'planner';
  // Matches are spread through any order, so the walk tests about needed × everyone / matches practitioners.
  const walked = (needed * everyone) / Math.max(matches, 1);
  return walked < (candidates ?? matches) ? 'walk' : 'collect';
}
