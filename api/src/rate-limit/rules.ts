export interface RateLimitWindow {
  points: number;
  durationSeconds: number;
}

/** Limits for one action: per client IP and, when the action names one, per email address. */
export interface RateLimitRule {
  perIp?: RateLimitWindow;
  perEmail?: RateLimitWindow;
}

const rules = new Map<string, RateLimitRule>();

/**
 * Declares a named rule, one line in the feature's own module, e.g.
 * `defineRateLimitRule('contact-message', { perIp: { points: 10, durationSeconds: 3600 } });`
 * then `await context.rateLimiter.consume('contact-message', { ip: context.clientIp })` in the service.
 */
export function defineRateLimitRule(name: string, rule: RateLimitRule): string {
  const existing = rules.get(name);
  if (existing && JSON.stringify(existing) !== JSON.stringify(rule)) {
    throw new Error(`Rate-limit rule "${name}" is defined twice with different limits.`);
  }
  rules.set(name, rule);
  return name;
}

export function rateLimitRule(name: string): RateLimitRule {
  const rule = rules.get(name);
  if (!rule) throw new Error(`Unknown rate-limit rule "${name}": declare it with defineRateLimitRule.`);
  return rule;
}
