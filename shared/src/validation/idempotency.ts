import { z } from 'zod';

/** A key the client makes once per form fill, so a repeated submit (double click, retry) is stored once. */
export const idempotencyKeySchema = z
  .string({ error: 'required' })
  .regex(/^[A-Za-z0-9_-]{16,100}$/, 'idempotency_key_invalid');

/** A fresh idempotency key (a UUID where the browser has one). */
export function createIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
