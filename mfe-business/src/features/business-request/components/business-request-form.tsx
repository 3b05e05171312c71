import { zodResolver } from '@hookform/resolvers/zod';
import { toFailure } from '@sakina/shared/graphql';
import { Button, emptyPhoneValue, ErrorSummary, PhoneInput, TextField, type PhoneValue } from '@sakina/shared/ui';
import {
  businessRequestSchema,
  institutionNameMaxLength,
  positionMaxLength,
  type BusinessRequest,
} from '@sakina/shared/validation';
import { useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRequestBusinessService } from '../api/request-business-service';
import type { RequestReceipt } from '../hooks/use-request-fill';
import { useValidationMessages } from '../hooks/use-validation-messages';
import styles from './business-request-form.module.css';

export interface BusinessRequestFormValues {
  institutionName: string;
  beneficiaryCount: string;
  branchCount: string;
  employeeName: string;
  position: string;
  phone: PhoneValue;
  email: string;
}

type FieldName = keyof BusinessRequestFormValues;

/** Form order: the error summary lists fields in it. */
const fieldNames = [
  'institutionName',
  'beneficiaryCount',
  'branchCount',
  'employeeName',
  'position',
  'phone',
  'email',
] as const satisfies readonly FieldName[];

const fieldIds: Record<FieldName, string> = {
  institutionName: 'business-request-institution-name',
  beneficiaryCount: 'business-request-beneficiary-count',
  branchCount: 'business-request-branch-count',
  employeeName: 'business-request-employee-name',
  position: 'business-request-position',
  phone: 'business-request-phone',
  email: 'business-request-email',
};

const isFieldName = (path: string): path is FieldName => (fieldNames as readonly string[]).includes(path);

type SummaryEntry = { name: FieldName; code: string };

/** What the form says under its fields when sending failed for a reason that is not a field's. */
type SendFailure =
  { kind: 'general' } | { kind: 'rate-limited'; minutes: number } | { kind: 'validation'; code: string };

export interface BusinessRequestFormProps {
  /** Made once per form fill: the API stores a repeated submit of it once. */
  idempotencyKey: string;
  onReceived: (receipt: RequestReceipt) => void;
}

export function BusinessRequestForm({ idempotencyKey, onReceived }: BusinessRequestFormProps) {
  const { t } = useTranslation('business');
  const validationMessage = useValidationMessages();
  const [requestBusinessService] = useRequestBusinessService();
  const [summary, setSummary] = useState<SummaryEntry[]>([]);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  // Guards the gap between a click and the re-render that marks the button busy.
  const sending = useRef(false);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<BusinessRequestFormValues, unknown, BusinessRequest>({
    // The form holds a superset of what the schema reads (the whole phone value, counts as typed text).
    resolver: zodResolver(businessRequestSchema) as unknown as Resolver<
      BusinessRequestFormValues,
      unknown,
      BusinessRequest
    >,
    // Checked on submit, then live as each field is corrected: checking on blur moves the button under a click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The error summary takes the focus instead, and links to each field.
    shouldFocusError: false,
    defaultValues: {
      institutionName: '',
      beneficiaryCount: '',
      branchCount: '',
      employeeName: '',
      position: '',
      phone: emptyPhoneValue(),
      email: '',
    },
  });

  const errorOf = (name: FieldName) => {
    const code = errors[name]?.message;
    return code ? validationMessage(code) : undefined;
  };

  function showInvalid(invalid: FieldErrors<BusinessRequestFormValues>) {
    setFailure(null);
    setSummary(fieldNames.flatMap((name) => (invalid[name]?.message ? [{ name, code: invalid[name].message }] : [])));
  }

  async function send(request: BusinessRequest) {
    if (sending.current) return;
    sending.current = true;
    setSummary([]);
    setFailure(null);
    // The API reads the phone as typed against the chosen country, like the schema did here.
    const { country, number } = getValues('phone');
    try {
      const { data } = await requestBusinessService({
        variables: {
          input: {
            institutionName: request.institutionName,
            beneficiaryCount: request.beneficiaryCount,
            branchCount: request.branchCount,
            employeeName: request.employeeName,
            position: request.position,
            phone: { country, number },
            email: request.email,
          },
          idempotencyKey,
        },
      });
      if (!data) throw new Error('The request was sent but no receipt came back.');
      onReceived({ reference: data.requestBusinessService.reference, email: request.email });
    } catch (error) {
      const result = toFailure(error);
      if (result.kind === 'fields') {
        const fieldErrors = result.fields.flatMap((field) =>
          isFieldName(field.path) ? [{ name: field.path, code: field.code }] : [],
        );
        for (const { name, code } of fieldErrors) setError(name, { type: 'server', message: code });
        setSummary(fieldErrors);
        const other = result.fields.find((field) => !isFieldName(field.path));
        if (other) setFailure({ kind: 'validation', code: other.code });
      } else if (result.kind === 'rate-limited') {
        setFailure({ kind: 'rate-limited', minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) });
      } else {
        setFailure({ kind: 'general' });
      }
    } finally {
      sending.current = false;
    }
  }

  function failureText(shown: SendFailure): string {
    switch (shown.kind) {
      case 'general':
        return t('request.failure.general');
      case 'rate-limited':
        return t('request.failure.rateLimited', { count: shown.minutes });
      case 'validation':
        return validationMessage(shown.code);
      default:
        return shown satisfies never;
    }
  }

  return (
    <form method="post" className={styles.form} noValidate onSubmit={handleSubmit(send, showInvalid)}>
      <ErrorSummary
        errors={summary.map(({ name, code }) => ({
          fieldId: fieldIds[name],
          message: t('request.summaryItem', {
            field: t(`request.fields.${name}.label`),
            message: validationMessage(code),
          }),
        }))}
      />
      <p className={styles.requiredNote}>{t('request.requiredNote')}</p>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('request.organisation')}</legend>
        <TextField
          id={fieldIds.institutionName}
          label={t('request.fields.institutionName.label')}
          hint={t('request.fields.institutionName.hint')}
          error={errorOf('institutionName')}
          autoComplete="organization"
          maxLength={institutionNameMaxLength}
          required
          {...register('institutionName')}
        />
        <TextField
          id={fieldIds.beneficiaryCount}
          label={t('request.fields.beneficiaryCount.label')}
          hint={t('request.fields.beneficiaryCount.hint')}
          error={errorOf('beneficiaryCount')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={9}
          required
          {...register('beneficiaryCount')}
        />
        <TextField
          id={fieldIds.branchCount}
          label={t('request.fields.branchCount.label')}
          hint={t('request.fields.branchCount.hint')}
          error={errorOf('branchCount')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          required
          {...register('branchCount')}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('request.contact')}</legend>
        <TextField
          id={fieldIds.employeeName}
          label={t('request.fields.employeeName.label')}
          hint={t('request.fields.employeeName.hint')}
          error={errorOf('employeeName')}
          autoComplete="name"
          maxLength={100}
          required
          {...register('employeeName')}
        />
        <TextField
          id={fieldIds.position}
          label={t('request.fields.position.label')}
          hint={t('request.fields.position.hint')}
          error={errorOf('position')}
          autoComplete="organization-title"
          maxLength={positionMaxLength}
          required
          {...register('position')}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              id={fieldIds.phone}
              label={t('request.fields.phone.label')}
              error={errorOf('phone')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              required
            />
          )}
        />
        <TextField
          id={fieldIds.email}
          type="email"
          label={t('request.fields.email.label')}
          hint={t('request.fields.email.hint')}
          error={errorOf('email')}
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          maxLength={254}
          required
          {...register('email')}
        />
      </fieldset>

      <p className={styles.privacy}>{t('request.privacy')}</p>
      <div role="alert" className={styles.failure}>
        {failure && <p>{failureText(failure)}</p>}
      </div>
      <Button type="submit" variant="accent" size="large" loading={isSubmitting} className={styles.submit}>
        {t('request.submit')}
      </Button>
    </form>
  );
}
