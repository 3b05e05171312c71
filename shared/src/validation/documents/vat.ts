/** VAT in Saudi Arabia: 15 %. */
export const vatRatePercent = 15;

/** VAT of an amount in halalas (1 SAR = 100 halalas): 15 %, rounded half up to a whole halala. */
export function vatHalalas(subtotalHalalas: number): number {
  if (!Number.isSafeInteger(subtotalHalalas) || subtotalHalalas < 0) {
    throw new RangeError('An amount in halalas is a whole number, zero or more');
  }
  return Math.floor((subtotalHalalas * vatRatePercent + 50) / 100);
}

export interface InvoiceTotals {
  subtotalHalalas: number;
  vatHalalas: number;
  totalHalalas: number;
}

/** One VAT per invoice, on the sum of its lines (ZATCA: rounded per invoice, not per line). */
export function invoiceTotals(lineAmountsHalalas: readonly number[]): InvoiceTotals {
  const subtotal = lineAmountsHalalas.reduce((sum, amount) => sum + amount, 0);
  const vat = vatHalalas(subtotal);
  return { subtotalHalalas: subtotal, vatHalalas: vat, totalHalalas: subtotal + vat };
}

/** Halalas as SAR with two decimals, in ASCII digits: 115000 → "1150.00". */
export function halalasToSar(halalas: number): string {
  const whole = Math.floor(halalas / 100);
  const fraction = String(halalas % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}
