import { setTimeout as sleep } from 'node:timers/promises';
import { isThrottlingError, isTransientError } from '@smithy/core/retry';

/** Four tries within about three seconds: enough for a dropped connection or a restarting store, bounded for a request. */
const attempts = 4;
/** Exponential waits between tries, with full jitter: up to 200 ms, 400 ms, 800 ms (never more than 2 s). */
const baseDelayMs = 200;
const maxDelayMs = 2_000;

/** Network failures by their code, also where only the message carries it (the SDK rewraps some errors). */
const networkFailure = /\b(ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|socket hang up)\b/;

/** A dropped or refused connection, a timeout, a 5xx or a throttle: the same write may well succeed again. */
function isWorthRetrying(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const failure = error as Parameters<typeof isTransientError>[0];
  return isTransientError(failure) || isThrottlingError(failure) || networkFailure.test(failure.message ?? '');
}

/**
 * Runs `attempt` until it succeeds, a failure is not worth retrying, or four tries are spent (the last error is
 * thrown). Each try must start from scratch: a stream body is opened again by `attempt` itself.
 */
export async function withRetries<Result>(attempt: () => Promise<Result>): Promise<Result> {
  for (let tryNumber = 1; ; tryNumber += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tryNumber >= attempts || !isWorthRetrying(error)) throw error;
      await sleep(Math.random() * Math.min(maxDelayMs, baseDelayMs * 2 ** (tryNumber - 1)));
    }
  }
}
