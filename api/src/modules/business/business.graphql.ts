import { builder } from '../../builder';
import { PhoneNumberInputRef } from '../common/common.graphql';
import { requestBusinessService, type BusinessRequestReceipt } from './business.service';

const BusinessRequestInputRef = builder.inputType('BusinessRequestInput', {
  fields: (t) => ({
    institutionName: t.string({ required: true }),
    beneficiaryCount: t.int({ required: true, description: 'Employees who will use the service, 1 to 1,000,000.' }),
    branchCount: t.int({ required: true, description: '1 to 10,000.' }),
    employeeName: t.string({
      required: true,
      description: 'The employee sending the request, whom the team contacts.',
    }),
    position: t.string({ required: true }),
    phone: t.field({ type: PhoneNumberInputRef, required: true }),
    email: t.string({ required: true }),
  }),
});

const BusinessRequestReceiptRef = builder.objectRef<BusinessRequestReceipt>('BusinessRequestReceipt').implement({
  fields: (t) => ({
    reference: t.exposeString('reference', {
      description: 'Quoted by the requester when they write again, e.g. B-000042.',
    }),
    receivedAt: t.string({ resolve: (receipt) => receipt.receivedAt.toISOString() }),
  }),
});

builder.mutationField('requestBusinessService', (t) =>
  t.field({
    type: BusinessRequestReceiptRef,
    description:
      'Stores a request for the corporate service, mails the team inbox and acknowledges the requester in the page ' +
      'language. idempotencyKey is made once per form fill: a repeat returns the first receipt and sends nothing.',
    args: {
      input: t.arg({ type: BusinessRequestInputRef, required: true }),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => requestBusinessService(context, args),
  }),
);
