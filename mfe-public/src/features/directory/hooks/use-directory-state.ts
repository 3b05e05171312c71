import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changeDirectoryState, directorySearchParams, parseDirectoryState } from '../utils/directory-state';

/**
 * The directory's view lives in the URL only: every change is a new history entry, so Back, reload and a
 * shared link all restore the same list.
 */
export function useDirectoryState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseDirectoryState(searchParams), [searchParams]);
  const update = useCallback(
    (change: Parameters<typeof changeDirectoryState>[1]) => {
      setSearchParams((current) => directorySearchParams(changeDirectoryState(parseDirectoryState(current), change)));
    },
    [setSearchParams],
  );
  return { state, update };
}
