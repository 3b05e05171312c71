/**
 * Characters a terminal would act on instead of printing: C0 controls but tab and newline, DEL, C1 controls
 * (U+009B is a one-byte CSI), and the bidirectional overrides and isolates that reorder what follows them.
 */
// eslint-disable-next-line no-control-regex
const terminalControls = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Text from applicants, fit to print in a terminal: every control character removed. */
export function terminalSafe(text: string): string {
  return text.replace(terminalControls, '');
}

/** The same for every string inside a value (for --json output). */
export function terminalSafeDeep<Value>(value: Value): Value {
  if (typeof value === 'string') return terminalSafe(value) as Value;
  if (Array.isArray(value)) return value.map((item) => terminalSafeDeep(item)) as Value;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [terminalSafe(key), terminalSafeDeep(item)]),
    ) as Value;
  }
  return value;
}
