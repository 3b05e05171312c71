/** The five fields of a simplified tax invoice's QR code (ZATCA phase 1). */
export interface ZatcaInvoiceFields {
  sellerName: string;
  vatNumber: string;
  /** ISO 8601, e.g. 2022-04-25T15:30:00Z. */
  timestamp: string;
  /** Invoice total with VAT, two decimals. */
  total: string;
  /** VAT total, two decimals. */
  vat: string;
}

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The QR payload: tag, length, value for tags 1 to 5, in base64. Each length is one byte and counts the value's
 * UTF-8 bytes (an Arabic letter is two), so a value is at most 255 bytes.
 */
export function zatcaQrPayload(fields: ZatcaInvoiceFields): string {
  const encoder = new TextEncoder();
  const values = [fields.sellerName, fields.vatNumber, fields.timestamp, fields.total, fields.vat];
  const parts = values.map((value, index) => {
    const bytes = encoder.encode(value);
    if (bytes.length > 255) throw new RangeError(`ZATCA field ${index + 1} is longer than 255 bytes`);
    return Uint8Array.from([index + 1, bytes.length, ...bytes]);
  });
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return base64(all);
}
