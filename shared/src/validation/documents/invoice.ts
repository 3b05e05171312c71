import { z } from 'zod';
import { requiredText } from '../common';
import { choiceSchema, dateTextSchema } from '../application/fields';
import { listOf, personNameSchema } from './parts';
import type { InvoiceTotals } from './vat';

export const consultationKinds = ['psychological', 'family', 'medical'] as const;
export const consultationChannels = ['chat', 'voice', 'video'] as const;

/** What the app sends; the API adds the number, the seller, the totals and the QR payload. */
export const invoiceSchema = z.object({
  buyer: z.object({ name: personNameSchema }),
  lines: listOf(
    z.object({
      consultationKind: choiceSchema(consultationKinds),
      channel: choiceSchema(consultationChannels),
      practitionerName: personNameSchema,
      date: dateTextSchema,
      minutes: z
        .number({ error: 'required' })
        .int('number_invalid')
        .min(1, 'number_too_small')
        .max(600, 'number_too_large'),
      /** In halalas (1 SAR = 100 halalas), before VAT. */
      unitPriceHalalas: z
        .number({ error: 'required' })
        .int('number_invalid')
        .min(0, 'number_too_small')
        .max(100_000_000, 'number_too_large'),
      description: requiredText({ max: 200 }).optional(),
    }),
    50,
  ),
});

export type InvoiceInput = z.input<typeof invoiceSchema>;

export interface InvoiceSeller {
  name: string;
  vatNumber: string;
}

/** The invoice as stored and shown: what the app sent plus what the API computed when it was issued. */
export type InvoiceContent = z.output<typeof invoiceSchema> &
  InvoiceTotals & {
    number: string;
    seller: InvoiceSeller;
    /** Base64 TLV of ZATCA's five fields: drawn as the invoice's QR code. */
    zatcaQr: string;
  };
