import { builder } from '../../builder';
import type { AccountRole, CodePurpose } from './accounts.table';
import {
  confirmCode,
  pendingConfirmation,
  pendingPasswordReset,
  resendCode,
  type PendingConfirmation,
} from './codes.service';
import { requestPasswordReset, setNewPassword } from './password-reset.service';
import { register, signIn, signInDestination, signOut, type SignInDestination } from './sign-in.service';
import type { Viewer } from './viewer.service';

const AccountRoleRef = builder.enumType('AccountRole', {
  values: { PRACTITIONER: { value: 'practitioner' }, REVIEWER: { value: 'reviewer' } } as const satisfies Record<
    string,
    { value: AccountRole }
  >,
});

const CodePurposeRef = builder.enumType('CodePurpose', {
  values: {
    CONFIRM_EMAIL: { value: 'confirm-email' },
    RESET_PASSWORD: { value: 'reset-password' },
  } as const satisfies Record<string, { value: CodePurpose }>,
});

const SignInDestinationRef = builder.enumType('SignInDestination', {
  description: 'Where a practitioner continues after signing in when no page sent them to sign in.',
  values: { APPLICATION: { value: 'application' }, STATUS: { value: 'status' } } as const satisfies Record<
    string,
    { value: SignInDestination }
  >,
});

/** The signed-in account; other modules add their fields with builder.objectField(ViewerRef, …). */
export const ViewerRef = builder.objectRef<Viewer>('Viewer').implement({
  fields: (t) => ({
    id: t.id({ resolve: (viewer) => viewer.accountId }),
    email: t.exposeString('email'),
    role: t.field({ type: AccountRoleRef, resolve: (viewer) => viewer.role }),
    emailConfirmed: t.exposeBoolean('emailConfirmed'),
  }),
});

const secondsUntil = (date: Date) => Math.max(0, Math.ceil((date.getTime() - Date.now()) / 1000));

const PendingConfirmationRef = builder.objectRef<PendingConfirmation>('PendingConfirmation').implement({
  description: 'A code this browser waits to enter; the ticket is in an httpOnly cookie.',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'Where the code was sent.' }),
    purpose: t.field({ type: CodePurposeRef, resolve: (pending) => pending.purpose }),
    resendAvailableInSeconds: t.int({ resolve: (pending) => secondsUntil(pending.resendAvailableAt) }),
    expiresInSeconds: t.int({
      description: 'Until the current code stops working.',
      resolve: (pending) => secondsUntil(pending.expiresAt),
    }),
  }),
});

const PasswordResetRef = builder.objectRef<{ email: string }>('PasswordReset').implement({
  description: 'A reset whose code this browser entered: a new password may now be set.',
  fields: (t) => ({ email: t.exposeString('email') }),
});

interface CodeConfirmationResult {
  purpose: CodePurpose;
  destination: SignInDestination | null;
}

const CodeConfirmationRef = builder.objectRef<CodeConfirmationResult>('CodeConfirmation').implement({
  fields: (t) => ({
    purpose: t.field({ type: CodePurposeRef, resolve: (result) => result.purpose }),
    destination: t.field({
      type: SignInDestinationRef,
      nullable: true,
      description: 'Set when the address was confirmed and the visitor is now signed in.',
      resolve: (result) => result.destination,
    }),
  }),
});

type SignInStatus = 'signed-in' | 'confirmation-required';

const SignInStatusRef = builder.enumType('SignInStatus', {
  values: {
    SIGNED_IN: { value: 'signed-in' },
    CONFIRMATION_REQUIRED: { value: 'confirmation-required' },
  } as const satisfies Record<string, { value: SignInStatus }>,
});

interface SignInPayload {
  status: SignInStatus;
  destination: SignInDestination | null;
  token: string | null;
  pendingConfirmation: PendingConfirmation | null;
}

const SignInPayloadRef = builder.objectRef<SignInPayload>('SignInPayload').implement({
  fields: (t) => ({
    status: t.field({ type: SignInStatusRef, resolve: (payload) => payload.status }),
    destination: t.field({ type: SignInDestinationRef, nullable: true, resolve: (payload) => payload.destination }),
    token: t.exposeString('token', {
      nullable: true,
      description: 'Only when signed in with bearer: true (the apps).',
    }),
    pendingConfirmation: t.field({
      type: PendingConfirmationRef,
      nullable: true,
      description: 'Set when the address is unconfirmed: a fresh code was mailed.',
      resolve: (payload) => payload.pendingConfirmation,
    }),
  }),
});

const RegisterInputRef = builder.inputType('RegisterInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
  }),
});

const SignInInputRef = builder.inputType('SignInInput', {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }) }),
});

const ConfirmCodeInputRef = builder.inputType('ConfirmCodeInput', {
  fields: (t) => ({ code: t.string({ required: true }) }),
});

const ForgetPasswordInputRef = builder.inputType('ForgetPasswordInput', {
  fields: (t) => ({ email: t.string({ required: true }) }),
});

const NewPasswordInputRef = builder.inputType('NewPasswordInput', {
  fields: (t) => ({ password: t.string({ required: true }), passwordConfirmation: t.string({ required: true }) }),
});

builder.queryFields((t) => ({
  viewer: t.field({
    type: ViewerRef,
    nullable: true,
    description: 'The signed-in account (session cookie or Bearer token), or null.',
    resolve: (_root, _args, context) => context.viewer,
  }),
  pendingConfirmation: t.field({
    type: PendingConfirmationRef,
    nullable: true,
    description: 'A registration, sign-in or reset of this browser waiting for its emailed code, or null.',
    resolve: (_root, _args, context) => pendingConfirmation(context),
  }),
  pendingPasswordReset: t.field({
    type: PasswordResetRef,
    nullable: true,
    resolve: async (_root, _args, context) => {
      const pending = await pendingPasswordReset(context);
      return pending && { email: pending.account.email };
    },
  }),
}));

builder.mutationFields((t) => ({
  register: t.field({
    type: PendingConfirmationRef,
    description:
      'Creates a practitioner account and mails a confirmation code in the page language. A taken address gets the same answer; its owner is mailed instead.',
    args: { input: t.arg({ type: RegisterInputRef, required: true }) },
    resolve: (_root, { input }, context) => register(context, input),
  }),
  confirmCode: t.field({
    type: CodeConfirmationRef,
    description: 'Enters the code of this browser: confirms the address and signs in, or allows a new password.',
    args: { input: t.arg({ type: ConfirmCodeInputRef, required: true }) },
    resolve: async (_root, { input }, context) => {
      const { purpose, accountId } = await confirmCode(context, input);
      return { purpose, destination: accountId ? await signInDestination(context, accountId) : null };
    },
  }),
  resendCode: t.field({
    type: PendingConfirmationRef,
    description: 'Mails a new code for this browser, at most once a minute.',
    resolve: (_root, _args, context) => resendCode(context),
  }),
  signIn: t.field({
    type: SignInPayloadRef,
    args: {
      input: t.arg({ type: SignInInputRef, required: true }),
      bearer: t.arg.boolean({
        required: false,
        description: 'Return the token instead of setting the cookie (the apps).',
      }),
    },
    resolve: async (_root, { input, bearer }, context) => {
      const result = await signIn(context, input, { bearer: bearer ?? false });
      if (result.status === 'confirmation-required') {
        return { status: result.status, destination: null, token: null, pendingConfirmation: result.pending };
      }
      const destination = await signInDestination(context, result.accountId);
      return { status: result.status, destination, token: result.token, pendingConfirmation: null };
    },
  }),
  signOut: t.boolean({
    description: 'Ends this session and clears its cookie.',
    resolve: async (_root, _args, context) => {
      await signOut(context);
      return true;
    },
  }),
  requestPasswordReset: t.field({
    type: PendingConfirmationRef,
    description:
      'Mails a reset code for this browser. An address without an account gets the same answer; it is mailed that it has none.',
    args: { input: t.arg({ type: ForgetPasswordInputRef, required: true }) },
    resolve: (_root, { input }, context) => requestPasswordReset(context, input),
  }),
  setNewPassword: t.boolean({
    description: 'Sets the new password after the reset code, and signs the account out everywhere.',
    args: { input: t.arg({ type: NewPasswordInputRef, required: true }) },
    resolve: async (_root, { input }, context) => {
      await setNewPassword(context, input);
      return true;
    },
  }),
}));
