/**
 * Thrown by a page to make the shell show its error page (404 shows 'Page not found' with the path).
 * Detected by shape, not instanceof: every bundle carries its own copy of this class.
 */
export class HttpStatusError extends Error {
  readonly kind = 'http-status' as const;
  constructor(
    readonly status: number,
    message = `HTTP ${status}`,
  ) {
    super(message);
    this.name = 'HttpStatusError';
  }
}

export const notFound = (): HttpStatusError => new HttpStatusError(404, 'Not found');

export function statusOf(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'http-status') {
    return (error as HttpStatusError).status;
  }
  return undefined;
}
