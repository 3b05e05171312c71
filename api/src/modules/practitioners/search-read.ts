/**
 * How a page of search results is read. PostgreSQL can collect the practitioners whose text holds the words
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
  /** Practitioners whose text holds the words, whatever the tab and gender: what the trigram index yields. */
  candidates?: number;
  /** Practitioners in the directory. */
  everyone?: number;
}

/** `needed` is how far into the results the page reaches: its offset plus its size. */
export function chooseSearchRead(tokenCount: number, needed: number, seen: SeenTotals): SearchRead {
  const { matches, candidates, everyone } = seen;
  if (tokenCount === 0 || matches === undefined) return 'planner';
  if (matches < needed) return 'collect';
  if (everyone === undefined) return 'planner';
  // Matches are spread through any order, so the walk tests about needed × everyone / matches practitioners.
  const walked = (needed * everyone) / Math.max(matches, 1);
  return walked < (candidates ?? matches) ? 'walk' : 'collect';
}
