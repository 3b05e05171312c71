import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@sakina/shared/ui';
import { passwordMaxLength, passwordSignInMaxLength } from '@sakina/shared/validation';
import { PasswordStrengthHint } from './password-strength-hint';

export interface PasswordFieldsProps {
  idPrefix: string;
  /** The password typed so far, for the strength hint. */
  password: string;
  passwordField: UseFormRegisterReturn<'password'>;
  confirmationField: UseFormRegisterReturn<'passwordConfirmation'>;
  passwordError?: string;
  confirmationError?: string;
  passwordLabel: string;
}

/** A new password, its confirmation, the strength hint, and one toggle that shows both. */
export function PasswordFields({
  idPrefix,
  password,
  passwordField,
  confirmationField,
  passwordError,
  confirmationError,
  passwordLabel,
}: PasswordFieldsProps) {
  const { t } = useTranslation('practitioner');
  const [visible, setVisible] = useState(false);
  const hintId = `${idPrefix}-password-rules`;
  const type = visible ? 'text' : 'password';

  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        type={type}
        label={passwordLabel}
        autoComplete="new-password"
        dir="ltr"
        required
        // Longer input is allowed so the rule message, not the browser, explains the limit (in UTF-16 units:
        // a character outside the basic plane, such as an emoji, counts twice here).
        maxLength={passwordMaxLength * 2 + 20}
        error={passwordError}
        aria-describedby={hintId}
        {...passwordField}
      />
      <PasswordStrengthHint id={hintId} password={password} />
      <TextField
        id={`${idPrefix}-password-confirmation`}
        type={type}
        label={t('accounts.fields.passwordConfirmation')}
        autoComplete="new-password"
        dir="ltr"
        required
        maxLength={passwordMaxLength * 2 + 20}
        error={confirmationError}
        {...confirmationField}
      />
      <div>
        <Button variant="ghost" size="small" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {t('accounts.fields.showPasswords')}
        </Button>
      </div>
    </>
  );
}

export interface CurrentPasswordFieldProps {
  id: string;
  field: UseFormRegisterReturn<'password'>;
  error?: string;
}

/** The account's password as it is (signing in, confirming an erasure): no rules shown, the browser may fill it. */
export function CurrentPasswordField({ id, field, error }: CurrentPasswordFieldProps) {
  const { t } = useTranslation('practitioner');
  return (
    <TextField
      id={id}
      type="password"
      label={t('accounts.fields.password')}
      autoComplete="current-password"
      dir="ltr"
      required
      maxLength={passwordSignInMaxLength}
      error={error}
      {...field}
    />
  );
}
