import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toFailure, toSchemaEnum } from '@sakina/shared/graphql';
import {
  Button,
  ErrorSummary,
  PhoneInput,
  Select,
  TextArea,
  TextField,
  emptyPhoneValue,
  type PhoneValue,
} from '@sakina/shared/ui';
import {
  contactMessageMaxLength,
  contactMessageSchema,
  contactReasons,
  contactSubjectMaxLength,
  createIdempotencyKey,
  type ContactReason,
} from '@sakina/shared/validation';
import { useSendContactMessage } from '../api/send-contact-message';
import styles from './contact-form.module.css';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: PhoneValue;
  reason: ContactReason | '';
  subject: string;
  message: string;
}

export interface ContactReceipt {
  reference: string;
  name: string;
  email: string;
}

type FormError = { kind: 'general' } | { kind: 'rate-limited'; minutes: number };

const fieldOrder = ['name', 'email', 'phone', 'reason', 'subject', 'message'] as const satisfies ReadonlyArray<
  FieldPath<ContactFormValues>
>;
type ContactField = (typeof fieldOrder)[number];

const fieldId = (field: ContactField) => `contact-${field}`;

const isContactField = (path: string): path is ContactField => (fieldOrder as readonly string[]).includes(path);

export const emptyContactForm = (): ContactFormValues => ({
  name: '',
  email: '',
  phone: emptyPhoneValue(),
  reason: '',
  subject: '',
  message: '',
});

// The form keeps the phone input's whole value; the schema reads its country and number (raw: the API gets what was typed).
const resolver = zodResolver(contactMessageSchema, undefined, { raw: true }) as unknown as Resolver<ContactFormValues>;

/** The contact form: validated here and again by the API with the same schema; keeps what was typed on any error. */
export function ContactForm({ onSent }: { onSent: (receipt: ContactReceipt) => void }) {
  const { t } = useTranslation('public');
  const idempotencyKey = useRef(createIdempotencyKey());
  const [formError, setFormError] = useState<FormError | null>(null);
  const [send] = useSendContactMessage();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    resolver,
    defaultValues: emptyContactForm(),
    // The error summary takes focus and links to each field.
    shouldFocusError: false,
  });

  const message = (field: ContactField) => {
    const code = errors[field]?.message;
    return code ? t(code, { ns: 'validation' }) : undefined;
  };

  // Taken when the form is sent, not on every keystroke: the summary takes the focus whenever its list changes.
  const [summaryCodes, setSummaryCodes] = useState<{ field: ContactField; code: string }[]>([]);
  const summary = fieldOrder.flatMap((field) => {
    const entry = summaryCodes.find((candidate) => candidate.field === field);
    if (!entry) return [];
    const message = t('contact.form.summaryItem', {
      field: t(`contact.form.${field}`),
      message: t(entry.code, { ns: 'validation' }),
    });
    return [{ fieldId: fieldId(field), message }];
  });
  const summarize = (invalid: FieldErrors<ContactFormValues>) =>
    setSummaryCodes(
      fieldOrder.flatMap((field) => {
        const code: unknown = invalid[field]?.message;
        return typeof code === 'string' ? [{ field, code }] : [];
      }),
    );

  const onSubmit = handleSubmit(async (values) => {
    // Narrows the type only: the resolver has already refused an empty reason.
    if (values.reason === '') return;
    setFormError(null);
    setSummaryCodes([]);
    try {
      const { data } = await send({
        variables: {
          input: {
            name: values.name,
            email: values.email,
            phone: { country: values.phone.country, number: values.phone.number },
            reason: toSchemaEnum(values.reason),
            subject: values.subject,
            message: values.message,
          },
          idempotencyKey: idempotencyKey.current,
        },
      });
      if (!data) throw new Error('sendContactMessage returned no data');
      // The next fill is a new message.
      idempotencyKey.current = createIdempotencyKey();
      onSent({ reference: data.sendContactMessage.reference, name: values.name.trim(), email: values.email.trim() });
    } catch (error) {
      const failure = toFailure(error);
      if (failure.kind === 'fields' && failure.fields.some((field) => isContactField(field.path))) {
        for (const field of failure.fields) {
          if (isContactField(field.path)) setError(field.path, { type: 'server', message: field.code });
        }
        setSummaryCodes(
          failure.fields.flatMap(({ path, code }) => (isContactField(path) ? [{ field: path, code }] : [])),
        );
        return;
      }
      setFormError(
        failure.kind === 'rate-limited'
          ? { kind: 'rate-limited', minutes: Math.max(1, Math.ceil(failure.retryAfterSeconds / 60)) }
          : { kind: 'general' },
      );
    }
  }, summarize);

  return (
    <form method="post" className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('contact.form.label')}>
      <ErrorSummary errors={summary} />
      {formError && (
        <p role="alert" className={styles.formError}>
          {formError.kind === 'rate-limited'
            ? t('contact.errors.rateLimited', { count: formError.minutes })
            : t('contact.errors.general')}
        </p>
      )}
      <p className={styles.requiredNote}>{t('contact.form.requiredNote')}</p>
      <div className={styles.row}>
        <TextField
          id={fieldId('name')}
          label={t('contact.form.name')}
          autoComplete="name"
          required
          maxLength={100}
          error={message('name')}
          {...register('name')}
        />
        <TextField
          id={fieldId('email')}
          type="email"
          label={t('contact.form.email')}
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          required
          maxLength={254}
          error={message('email')}
          {...register('email')}
        />
      </div>
      <Controller
        control={control}
        name="phone"
        render={({ field }) => (
          <PhoneInput
            id={fieldId('phone')}
            label={t('contact.form.phone')}
            required
            error={message('phone')}
            invalidMessage={t('phone_invalid', { ns: 'validation' })}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
          />
        )}
      />
      <Select
        id={fieldId('reason')}
        label={t('contact.form.reason')}
        placeholder={t('contact.form.reasonPlaceholder')}
        required
        error={message('reason')}
        options={contactReasons.map((reason) => ({ value: reason, label: t(`contact.reasons.${reason}`) }))}
        {...register('reason')}
      />
      <TextField
        id={fieldId('subject')}
        label={t('contact.form.subject')}
        autoComplete="off"
        required
        maxLength={contactSubjectMaxLength}
        error={message('subject')}
        {...register('subject')}
      />
      <TextArea
        id={fieldId('message')}
        label={t('contact.form.message')}
        hint={t('contact.form.messageHint')}
        required
        rows={6}
        maxLength={contactMessageMaxLength}
        error={message('message')}
        {...register('message')}
      />
      <div>
        <Button type="submit" size="large" loading={isSubmitting}>
          {t('contact.form.submit')}
        </Button>
      </div>
    </form>
  );
}
