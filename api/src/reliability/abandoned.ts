/**
 * How old unfinished work must be before another process may take it for abandoned (a process killed in the
 * middle): an upload still streaming or a mail still being sent is younger. At start on PGlite nothing else
 * runs, so the sweep there takes every unfinished thing at once.
 */
export const abandonedAfterMs = 10 * 60_000;
