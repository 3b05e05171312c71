import { useState } from 'react';

/**
 * A value the page shows and changes at once, that follows `source` (the URL: Back, Forward, a link) whenever it
 * changes. The controls stay the same elements: re-mounting them would drop the focus of the person using them.
 */
export function useFollowingValue<Value>(source: Value) {
  const [value, setValue] = useState(source);
  const [shownSource, setShownSource] = useState(source);
  if (!Object.is(shownSource, source)) {
    setShownSource(source);
    setValue(source);
  }
  return [value, setValue] as const;
}
