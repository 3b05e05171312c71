import { useFollowingValue } from './use-following-value';

/**
 * The text of a search box that follows the URL's search (Back, Forward, a link) while the box stays the same
 * element: re-mounting it would drop the focus of the person who just pressed Enter in it.
 */
export function useSearchText(search: string) {
  return useFollowingValue(search);
}
