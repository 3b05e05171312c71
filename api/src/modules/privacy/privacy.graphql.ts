import { builder } from '../../builder';
import { deleteMyAccount } from './privacy.service';

const DeleteAccountInputRef = builder.inputType('DeleteAccountInput', {
  fields: (t) => ({ password: t.string({ required: true }) }),
});

builder.mutationFields((t) => ({
  deleteMyAccount: t.boolean({
    description:
      'Erases the signed-in applicant after their password: the application and its files, its listing, the messages sent with the same address, sessions, codes and the account; signs this browser out. The audit trail keeps a pseudonymous entry. A wrong password is BAD_USER_INPUT password_incorrect.',
    args: { input: t.arg({ type: DeleteAccountInputRef, required: true }) },
    resolve: async (_root, { input }, context) => {
      await deleteMyAccount(context, input);
      return true;
    },
  }),
}));
