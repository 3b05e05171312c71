import { createIdempotencyKey, idempotencyKeySchema } from '@sakina/shared/validation';
import { useCallback, useEffect, useState } from 'react';

/** What the requester sees after sending: enough to quote the request, nothing more. */
export interface RequestReceipt {
  reference: string;
  email: string;
}

interface RequestFill {
  idempotencyKey: string;
  receipt: RequestReceipt | null;
}

export const requestFillStorageKey = 'sakina.business-request';

function readStoredFill(): RequestFill | null {
  try {
    const stored = JSON.parse(
      window.sessionStorage.getItem(requestFillStorageKey) ?? 'null',
    ) as Partial<RequestFill> | null;
    if (!stored || !idempotencyKeySchema.safeParse(stored.idempotencyKey).success) return null;
    const receipt = stored.receipt;
    const validReceipt =
      receipt && typeof receipt.reference === 'string' && typeof receipt.email === 'string' ? receipt : null;
    return { idempotencyKey: stored.idempotencyKey!, receipt: validReceipt };
  } catch {
    return null;
  }
}

function storeFill(fill: RequestFill) {
  try {
    window.sessionStorage.setItem(requestFillStorageKey, JSON.stringify(fill));
  } catch {
    // Storage is off (private mode, quota): the fill then lasts as long as the page.
  }
}

const freshFill = (): RequestFill => ({ idempotencyKey: createIdempotencyKey(), receipt: null });

/**
 * One form fill, kept for the browser tab: a reload keeps its idempotency key (a resend is then recognised
 * by the API) and, once sent, shows the receipt again instead of an empty form.
 */
export function useRequestFill() {
  const [fill, setFill] = useState<RequestFill>(() => readStoredFill() ?? freshFill());

  useEffect(() => storeFill(fill), [fill]);

  const markReceived = useCallback((receipt: RequestReceipt) => setFill((current) => ({ ...current, receipt })), []);
  const startOver = useCallback(() => setFill(freshFill()), []);

  return { idempotencyKey: fill.idempotencyKey, receipt: fill.receipt, markReceived, startOver };
}
