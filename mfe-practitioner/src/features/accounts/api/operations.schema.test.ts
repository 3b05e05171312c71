import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, validate, type DocumentNode } from 'graphql';
import { confirmCodeMutation } from './confirm-code';
import { pendingConfirmationQuery } from './pending-confirmation';
import { pendingPasswordResetQuery } from './pending-password-reset';
import { registerMutation } from './register';
import { requestPasswordResetMutation } from './request-password-reset';
import { resendCodeMutation } from './resend-code';
import { setNewPasswordMutation } from './set-new-password';
import { signInMutation } from './sign-in';
import { signOutMutation } from './sign-out';
import { accountViewerQuery } from './viewer';

const schema = buildSchema(readFileSync(path.join(__dirname, '../../../../../api/schema.graphql'), 'utf8'));

const operations: Record<string, DocumentNode> = {
  register: registerMutation,
  confirmCode: confirmCodeMutation,
  resendCode: resendCodeMutation,
  signIn: signInMutation,
  signOut: signOutMutation,
  requestPasswordReset: requestPasswordResetMutation,
  setNewPassword: setNewPasswordMutation,
  pendingConfirmation: pendingConfirmationQuery,
  pendingPasswordReset: pendingPasswordResetQuery,
  viewer: accountViewerQuery,
};

it.each(Object.entries(operations))('%s matches the API schema', (_name, operation) => {
  expect(validate(schema, operation).map((error) => error.message)).toEqual([]);
});
