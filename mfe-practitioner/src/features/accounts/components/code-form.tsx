import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Button, TextField } from '@sakina/shared/ui';
import { accountCodeLength, confirmCodeSchema, type ConfirmCodeInput } from '@sakina/shared/validation';
import { useConfirmCode } from '../api/confirm-code';
import type { ConfirmCodeMutation } from '../api/confirm-code.generated';
import { useAccountForm } from '../hooks/use-account-form';
import { authStyles } from './auth-card';
import { FormAlerts } from '../../../components/form-alerts';

const codeFieldId = 'confirmation-code';
const summaryFields = ['code'] as const;
const summaryFieldId = () => codeFieldId;

export interface CodeFormProps {
  onConfirmed: (result: ConfirmCodeMutation['confirmCode']) => void;
  /** The ticket is gone (expired, used, or another browser): the page offers a way to start again. */
  onNoPendingCode: () => void;
}

/** The 6-digit code from the mail; Arabic-Indic digits are accepted. */
export function CodeForm({ onConfirmed, onNoPendingCode }: CodeFormProps) {
  const { t } = useTranslation('practitioner');
  const [send] = useConfirmCode();
  const { form, message, onSubmit, alerts } = useAccountForm<ConfirmCodeInput, 'code'>({
    resolver: zodResolver(confirmCodeSchema),
    fields: summaryFields,
    fieldId: summaryFieldId,
    defaultValues: { code: '' },
    send: async (values) => {
      const { data } = await send({ variables: { input: { code: values.code } } });
      if (!data) throw new Error('confirmCode returned no data');
      onConfirmed(data.confirmCode);
    },
    onNoPendingCode,
  });
  const {
    register,
    formState: { isSubmitting },
  } = form;
  const codeMessage = message('code');

  return (
    <form
      method="post"
      className={authStyles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={t('accounts.confirm.form')}
    >
      <FormAlerts {...alerts} />
      <TextField
        id={codeFieldId}
        label={t('accounts.fields.code')}
        hint={t('accounts.fields.codeHint')}
        autoComplete="one-time-code"
        inputMode="numeric"
        dir="ltr"
        required
        // Room for spaces and Arabic-Indic digits, which the schema normalizes.
        maxLength={accountCodeLength * 2}
        error={codeMessage}
        {...register('code')}
      />
      <div>
        <Button type="submit" size="large" fullWidth loading={isSubmitting}>
          {t('accounts.confirm.submit')}
        </Button>
      </div>
    </form>
  );
}
