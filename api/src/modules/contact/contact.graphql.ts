import { contactReasons, type ContactReason } from '@sakina/shared/validation';
import { builder } from '../../builder';
import { PhoneNumberInputRef } from '../common/common.graphql';
import { sendContactMessage, type ContactMessageReceipt } from './contact.service';

export const ContactReasonRef = builder.enumType('ContactReason', {
  values: Object.fromEntries(contactReasons.map((reason) => [reason.toUpperCase(), { value: reason }])) as Record<
    Uppercase<ContactReason>,
    { value: ContactReason }
  >,
});

const ContactMessageInputRef = builder.inputType('ContactMessageInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.field({ type: PhoneNumberInputRef, required: true }),
    reason: t.field({ type: ContactReasonRef, required: true }),
    subject: t.string({ required: true }),
    message: t.string({ required: true }),
  }),
});

const ContactMessageReceiptRef = builder.objectRef<ContactMessageReceipt>('ContactMessageReceipt').implement({
  fields: (t) => ({
    reference: t.exposeString('reference', {
      description: 'Quoted by the sender when they write again, e.g. C-000042.',
    }),
    receivedAt: t.string({ resolve: (receipt) => receipt.receivedAt.toISOString() }),
  }),
});

builder.mutationField('sendContactMessage', (t) =>
  t.field({
    type: ContactMessageReceiptRef,
    description:
      'Stores a contact message, mails the team inbox and acknowledges the sender in the page language. ' +
      'idempotencyKey is made once per form fill: a repeat returns the first receipt and sends nothing.',
    args: {
      input: t.arg({ type: ContactMessageInputRef, required: true }),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => sendContactMessage(context, args),
  }),
);
