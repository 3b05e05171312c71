/** How long after a successful submit a reload or leaving the page asks first. */
export const reloadGuardMs = 10_000;

/** Signing out repeats nothing: it is the one accepted mutation that does not arm the guard. */
const harmlessMutations = new Set(['SignOut']);

export interface ReloadGuard {
  submitted(operationName: string): void;
  /** The visitor moved to another page: reloading that one repeats nothing. */
  left(): void;
  /** Whether leaving now should ask first. */
  active(): boolean;
}

export function createReloadGuard(now: () => number = Date.now): ReloadGuard {
  let submittedAt: number | null = null;
  return {
    submitted(operationName) {
      if (!harmlessMutations.has(operationName)) submittedAt = now();
    },
    left() {
      submittedAt = null;
    },
    active: () => submittedAt !== null && now() - submittedAt < reloadGuardMs,
  };
}
