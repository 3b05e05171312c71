/**
 * Thrown by a page to make the shell show its error page (404 shows 'Page not found' with the path).
 * Detected by shape, not instanceof: every bundle carries its own copy of this class.
 */
export class HttpStatusError extends Error {
  readonly kind = 'http-status' as const;
  constructor(
    readonly status: number,
    message = `HTTP ${status}`,
    /** A 301's new address (a path of this site, with its locale prefix). */
    readonly location?: string,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

export const notFound = (): HttpStatusError => new HttpStatusError(404, 'Not found');

/** The address could not be read (broken percent-encoding): 400. */
export const badRequest = (): HttpStatusError => new HttpStatusError(400, 'Bad request');

/** The page was here and was removed on purpose (an unpublished article): 410. */
export const gone = (): HttpStatusError => new HttpStatusError(410, 'Gone');

/** The page lives at another address now (a renamed article): 301 to `location`. */
export const movedPermanently = (location: string): HttpStatusError =>
  new HttpStatusError(301, 'Moved permanently', location);

export function locationOf(error: unknown): string | undefined {
  return statusOf(error) === 301 ? ((error as HttpStatusError).location ?? undefined) : undefined;
}

export function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'http-status') {
    return (error as HttpStatusError).status;
  }
  return undefined;
}
