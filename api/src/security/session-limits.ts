const minuteMs = 60 * 1000;
const hourMs = 60 * minuteMs;

/** How long a session lives: it ends after `idleMs` without a request (sliding), and `absoluteMs` after sign-in. */
export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** Nobody who can reach personal data stays signed in longer than a working day, whatever their role. */
export const absoluteSessionLimitMs = 12 * hourMs;

/** Practitioners, who keep a session while they fill in an application. */
export const practitionerSessionPolicy: SessionPolicy = { idleMs: 60 * minuteMs, absoluteMs: absoluteSessionLimitMs };

/** Reviewers and staff, who read every applicant's documents, get the shorter idle limit. */
export const reviewerSessionPolicy: SessionPolicy = { idleMs: 30 * minuteMs, absoluteMs: absoluteSessionLimitMs };

/** A session's last-seen time is written at most once a minute, not on every request. */
const lastSeenPrecisionMs = minuteMs;

/** Whether a session begun at `createdAt` and last used at `lastSeenAt` still lives at `now` under `policy`. */
export function isSessionAlive(
  policy: SessionPolicy,
  session: { createdAt: Date; lastSeenAt: Date },
  now: Date,
): boolean {
  return (
    now.getTime() - session.lastSeenAt.getTime() < policy.idleMs &&
    now.getTime() - session.createdAt.getTime() < policy.absoluteMs
  );
}

/** Whether a use at `now` should move the session's last-seen time on. */
export function shouldSlide(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= lastSeenPrecisionMs;
}

/** A session cookie's Max-Age: what is left of the session, so the browser forgets it when the server does. */
export function cookieMaxAgeMs(expiresAt: Date, now = Date.now()): number {
  return Math.ceil((expiresAt.getTime() - now) / 1000) * 1000;
}
