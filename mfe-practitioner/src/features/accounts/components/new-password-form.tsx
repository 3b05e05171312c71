import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@sakina/shared/ui';
import { newPasswordSchema, type NewPasswordInput } from '@sakina/shared/validation';
import { useSetNewPassword } from '../api/set-new-password';
import { useAccountForm } from '../hooks/use-account-form';
import { authStyles } from './auth-card';
import { FormAlerts } from '../../../components/form-alerts';
import { PasswordFields } from './password-fields';

const fields = ['password', 'passwordConfirmation'] as const;
type NewPasswordField = (typeof fields)[number];

const fieldId = (field: NewPasswordField) =>
  field === 'password' ? 'new-password-password' : 'new-password-password-confirmation';

export interface NewPasswordFormProps {
  onChanged: () => void;
  onNoPendingCode: () => void;
}

/** The new password under the same rules as registration. */
export function NewPasswordForm({ onChanged, onNoPendingCode }: NewPasswordFormProps) {
  const { t } = useTranslation('practitioner');
  const [send] = useSetNewPassword();
  const { form, message, onSubmit, alerts } = useAccountForm<NewPasswordInput, NewPasswordField>({
    resolver: zodResolver(newPasswordSchema),
    fields,
    fieldId,
    defaultValues: { password: '', passwordConfirmation: '' },
    send: async (values) => {
      const { data } = await send({ variables: { input: values } });
      if (!data) throw new Error('setNewPassword returned no data');
      onChanged();
    },
    onNoPendingCode,
  });
  const {
    register,
    control,
    formState: { isSubmitting },
  } = form;
  const password = useWatch({ control, name: 'password' }) ?? '';

  return (
    <form
      method="post"
      className={authStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('accounts.newPassword.form')}
    >
      <FormAlerts {...alerts} />
      <PasswordFields
        idPrefix="new-password"
        password={password}
        passwordLabel={t('accounts.fields.newPassword')}
        passwordField={register('password')}
        confirmationField={register('passwordConfirmation')}
        passwordError={message('password')}
        confirmationError={message('passwordConfirmation')}
      />
      <div>
        <Button type="submit" size="large" fullWidth loading={isSubmitting}>
          {t('accounts.newPassword.submit')}
        </Button>
      </div>
    </form>
  );
}
