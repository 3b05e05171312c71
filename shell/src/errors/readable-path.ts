/** The address as a person typed it (`/nope/صفحة`, not `/nope/%D8%B5…`); left as it is when it does not decode. */
export function readablePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
