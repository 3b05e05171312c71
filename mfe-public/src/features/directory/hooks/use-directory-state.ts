import { useQueryState } from '../../../hooks/use-query-state';
import { changeDirectoryState, directorySearchParams, parseDirectoryState } from '../utils/directory-state';

const directoryQuery = { parse: parseDirectoryState, serialize: directorySearchParams, change: changeDirectoryState };

/** The directory's view, held in the URL: one history entry per change. */
export function useDirectoryState() {
  return useQueryState(directoryQuery);
}
