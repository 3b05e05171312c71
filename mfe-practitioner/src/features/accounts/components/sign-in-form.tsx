import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@sakina/shared/ui';
import { signInSchema, type SignInInput } from '@sakina/shared/validation';
import { useSignIn } from '../api/sign-in';
import type { SignInMutation } from '../api/sign-in.generated';
import { useAccountForm } from '../hooks/use-account-form';
import { authStyles } from './auth-card';
import { FormAlerts } from '../../../components/form-alerts';
import { CurrentPasswordField } from './password-fields';

const fields = ['email', 'password'] as const;
type SignInField = (typeof fields)[number];

const fieldId = (field: SignInField) => `sign-in-${field}`;

/** Email and password; a wrong pair only ever says 'The email or password is incorrect'. */
export function SignInForm({ onResult }: { onResult: (result: SignInMutation['signIn']) => void }) {
  const { t } = useTranslation('practitioner');
  const [send] = useSignIn();
  const { form, message, onSubmit, alerts } = useAccountForm<SignInInput, SignInField>({
    resolver: zodResolver(signInSchema),
    fields,
    fieldId,
    defaultValues: { email: '', password: '' },
    send: async (values) => {
      const { data } = await send({ variables: { input: values } });
      if (!data) throw new Error('signIn returned no data');
      onResult(data.signIn);
    },
  });
  const {
    register,
    formState: { isSubmitting },
  } = form;

  return (
    <form
      method="post"
      className={authStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('accounts.login.form')}
    >
      <FormAlerts {...alerts} />
      <TextField
        id={fieldId('email')}
        type="email"
        label={t('accounts.fields.email')}
        autoComplete="username"
        inputMode="email"
        dir="ltr"
        required
        maxLength={254}
        error={message('email')}
        {...register('email')}
      />
      <CurrentPasswordField id={fieldId('password')} field={register('password')} error={message('password')} />
      <div>
        <Button type="submit" size="large" fullWidth loading={isSubmitting}>
          {t('accounts.login.submit')}
        </Button>
      </div>
    </form>
  );
}
