/** What `withDeadline` rejects with when the work took too long; the work itself is not stopped. */
export class DeadlineExceeded extends Error {
  constructor(what: string, milliseconds: number) {
    super(`${what} took over ${milliseconds} ms`);
    this.name = 'DeadlineExceeded';
  }
}

/** The work's outcome, or a DeadlineExceeded rejection once `milliseconds` have passed without one. */
export function withDeadline<T>(work: Promise<T>, milliseconds: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<T>((_resolve, reject) => {
      timer = setTimeout(() => reject(new DeadlineExceeded(what, milliseconds)), milliseconds);
    }),
  ]).finally(() => clearTimeout(timer));
}
