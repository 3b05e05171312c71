import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How one list reads its view from the URL's query, writes it back, and applies a change to it. */
export interface QueryStateCodec<State, Change> {
  parse: (params: URLSearchParams) => State;
  serialize: (state: State) => URLSearchParams;
  change: (state: State, change: Change) => State;
}

/**
 * A list's view held in the URL's query only, so Back, reload and a shared link restore the same list. Each
 * change a person makes is one history entry, page reset included; a change that leaves the view as it is
 * adds none, as some controls report one choice twice before the page shows it (Radix tabs: on mouse down,
 * then on focus). The scroll position stays: the list decides where to take the visitor.
 */
export function useQueryState<State, Change>({ parse, serialize, change }: QueryStateCodec<State, Change>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parse(searchParams), [parse, searchParams]);
  // The query of the latest navigation: navigations render in a transition, after further events may come.
  const latestQuery = useRef(searchParams.toString());
  useEffect(() => {
    latestQuery.current = searchParams.toString();
  }, [searchParams]);

  const update = useCallback(
    (next: Change) => {
      const view = parse(new URLSearchParams(latestQuery.current));
      const changed = serialize(change(view, next));
      if (changed.toString() === serialize(view).toString()) return;
      latestQuery.current = changed.toString();
      setSearchParams(changed, { preventScrollReset: true });
    },
    [change, parse, serialize, setSearchParams],
  );
  return { state, update };
}
