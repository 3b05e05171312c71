import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button } from '@sakina/shared/ui';
import { deleteAccountSchema, type DeleteAccountInput } from '@sakina/shared/validation';
import { useDeleteMyAccount } from '../api/delete-my-account';
import { useAccountForm } from '../hooks/use-account-form';
import { authStyles } from './auth-card';
import { FormAlerts } from '../../../components/form-alerts';
import { CurrentPasswordField } from './password-fields';

const fields = ['password'] as const;
type DeleteAccountField = (typeof fields)[number];

const fieldId = () => 'delete-account-password';

/** The account's password once more, then everything of the person is erased (deleteMyAccount). */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation('practitioner');
  const [send] = useDeleteMyAccount();
  const { form, message, onSubmit, alerts } = useAccountForm<DeleteAccountInput, DeleteAccountField>({
    resolver: zodResolver(deleteAccountSchema),
    fields,
    fieldId,
    defaultValues: { password: '' },
    send: async (values) => {
      const { data } = await send({ variables: { input: values } });
      if (!data?.deleteMyAccount) throw new Error('deleteMyAccount returned no data');
      onDeleted();
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
      aria-label={t('accounts.deleteAccount.form')}
    >
      <FormAlerts {...alerts} />
      <CurrentPasswordField id={fieldId()} field={register('password')} error={message('password')} />
      <div>
        <Button type="submit" variant="danger" size="large" fullWidth loading={isSubmitting}>
          {t('accounts.deleteAccount.submit')}
        </Button>
      </div>
    </form>
  );
}
