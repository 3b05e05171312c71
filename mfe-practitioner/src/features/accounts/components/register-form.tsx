import { zodResolver } from '@hookform/resolvers/zod';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@sakina/shared/ui';
import { registerSchema, type RegisterInput } from '@sakina/shared/validation';
import { useRegister } from '../api/register';
import type { PendingConfirmationFieldsFragment } from '../api/pending-confirmation-fields.generated';
import { useAccountForm } from '../hooks/use-account-form';
import { authStyles } from './auth-card';
import { FormAlerts } from '../../../components/form-alerts';
import { PasswordFields } from './password-fields';

const fields = ['email', 'password', 'passwordConfirmation'] as const;
type RegisterField = (typeof fields)[number];

const fieldId = (field: RegisterField) =>
  ({ email: 'register-email', password: 'register-password', passwordConfirmation: 'register-password-confirmation' })[
    field
  ];

/** Email, password and its confirmation; the same schema runs in the API, which answers a taken address like a new one. */
export function RegisterForm({ onRegistered }: { onRegistered: (pending: PendingConfirmationFieldsFragment) => void }) {
  const { t } = useTranslation('practitioner');
  const [send] = useRegister();
  const { form, message, onSubmit, alerts } = useAccountForm<RegisterInput, RegisterField>({
    resolver: zodResolver(registerSchema),
    fields,
    fieldId,
    defaultValues: { email: '', password: '', passwordConfirmation: '' },
    send: async (values) => {
      const { data } = await send({ variables: { input: values } });
      if (!data) throw new Error('register returned no data');
      onRegistered(data.register);
    },
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
      aria-label={t('accounts.apply.form')}
    >
      <FormAlerts {...alerts} />
      <TextField
        id={fieldId('email')}
        type="email"
        label={t('accounts.fields.email')}
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        required
        maxLength={254}
        error={message('email')}
        {...register('email')}
      />
      <PasswordFields
        idPrefix="register"
        password={password}
        passwordLabel={t('accounts.fields.password')}
        passwordField={register('password')}
        confirmationField={register('passwordConfirmation')}
        passwordError={message('password')}
        confirmationError={message('passwordConfirmation')}
      />
      <div>
        <Button type="submit" size="large" fullWidth loading={isSubmitting}>
          {t('accounts.apply.submit')}
        </Button>
      </div>
    </form>
  );
}
