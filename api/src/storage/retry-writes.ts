import { setTimeout as sleep } from 'node:timers/promises';
import { isThrottlingError, isTransientError } from '@smithy/core/retry';

/** How often a write is tried and how long to wait between tries (exponential, with full jitter). */
export interface RetryPolicy {
  attempts: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Four tries within about three seconds: enough for a dropped connection or a restarting store, bounded for a request. */
export const objectWriteRetries: RetryPolicy = { attempts: 4, baseDelayMs: 200, maxDelayMs: 2_000 };

/** Network failures by their code, also where only the message carries it (the SDK rewraps some errors). */
const networkFailure = /\b(ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|socket hang up)\b/;

/** A dropped or refused connection, a timeout, a 5xx or a throttle: the same write may well succeed again. */
export function isWorthRetrying(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const failure = error as Parameters<typeof isTransientError>[0];
  return isTransientError(failure) || isThrottlingError(failure) || networkFailure.test(failure.message ?? '');
}

/**
 * Runs `attempt` until it succeeds, a failure is not worth retrying, or the policy's tries are spent (the last
 * error is thrown). Each try must start from scratch: a stream body is opened again by `attempt` itself.
 */
export async function withRetries<Result>(
  attempt: (tryNumber: number) => Promise<Result>,
  policy: RetryPolicy = objectWriteRetries,
  wait: (milliseconds: number) => Promise<unknown> = sleep,
): Promise<Result> {
  for (let tryNumber = 1; ; tryNumber += 1) {
    try {
      return await attempt(tryNumber);
    } catch (error) {
      if (tryNumber >= policy.attempts || !isWorthRetrying(error)) throw error;
      const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (tryNumber - 1));
      await wait(Math.random() * ceiling);
    }
  }
}
