import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@sakina/shared/ui';
import { forgetPasswordSchema, type ForgetPasswordInput } from '@sakina/shared/validation';
import type { PendingConfirmationFieldsFragment } from '../api/pending-confirmation-fields.generated';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useAccountForm } from '../hooks/use-account-form';
import { authStyles } from './auth-card';
import { FormAlerts } from '../../../components/form-alerts';

const emailFieldId = 'forget-password-email';
const summaryFields = ['email'] as const;
const summaryFieldId = () => emailFieldId;

/** The account's email; any valid address goes on to 'Check your email', so the page never tells who has an account. */
export function ForgetPasswordForm({ onSent }: { onSent: (pending: PendingConfirmationFieldsFragment) => void }) {
  const { t } = useTranslation('practitioner');
  const [send] = useRequestPasswordReset();
  const { form, message, onSubmit, alerts } = useAccountForm<ForgetPasswordInput, 'email'>({
    resolver: zodResolver(forgetPasswordSchema),
    fields: summaryFields,
    fieldId: summaryFieldId,
    defaultValues: { email: '' },
    send: async (values) => {
      const { data } = await send({ variables: { input: values } });
      if (!data) throw new Error('requestPasswordReset returned no data');
      onSent(data.requestPasswordReset);
    },
  });
  const {
    register,
    formState: { isSubmitting },
  } = form;
  const emailMessage = message('email');

  return (
    <form
      method="post"
      className={authStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('accounts.forgot.form')}
    >
      <FormAlerts {...alerts} />
      <TextField
        id={emailFieldId}
        type="email"
        label={t('accounts.fields.email')}
        autoComplete="email"
        inputMode="email"
        dir="ltr"
        required
        maxLength={254}
        error={emailMessage}
        {...register('email')}
      />
      <div>
        <Button type="submit" size="large" fullWidth loading={isSubmitting}>
          {t('accounts.forgot.submit')}
        </Button>
      </div>
    </form>
  );
}
