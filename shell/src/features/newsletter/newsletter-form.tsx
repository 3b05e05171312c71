import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toFailure } from '@sakina/shared/graphql';
import { Button, CheckIcon, TextField } from '@sakina/shared/ui';
import { newsletterSubscriptionSchema, type NewsletterSubscriptionInput } from '@sakina/shared/validation';
import { useSubscribeNewsletter } from './subscribe-newsletter';
import styles from './newsletter-form.module.css';

type Status =
  { kind: 'idle' } | { kind: 'subscribed'; email: string } | { kind: 'failed'; reason: 'general' | 'rate-limited' };

/** The footer's subscribe form; subscribing the same address twice is harmless (the API ignores the repeat). */
export function NewsletterForm() {
  const { t } = useTranslation('shell');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [subscribe] = useSubscribeNewsletter();
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterSubscriptionInput>({
    resolver: zodResolver(newsletterSubscriptionSchema),
    defaultValues: { email: '' },
  });

  useEffect(() => {
    if (status.kind === 'subscribed') confirmationRef.current?.focus();
  }, [status]);

  const onSubmit = handleSubmit(async ({ email }) => {
    setStatus({ kind: 'idle' });
    try {
      await subscribe({ variables: { email } });
      setStatus({ kind: 'subscribed', email });
    } catch (error) {
      const failure = toFailure(error);
      const emailError = failure.kind === 'fields' ? failure.fields.find((field) => field.path === 'email') : undefined;
      if (emailError) setError('email', { type: 'server', message: emailError.code });
      else setStatus({ kind: 'failed', reason: failure.kind === 'rate-limited' ? 'rate-limited' : 'general' });
    }
  });

  const emailError = errors.email?.message ? t(errors.email.message, { ns: 'validation' }) : undefined;

  return (
    <section className={styles.panel} aria-labelledby="newsletter-title">
      <h2 id="newsletter-title" className={styles.title}>
        {t('newsletter.title')}
      </h2>
      <p className={styles.description}>{t('newsletter.description')}</p>
      {status.kind === 'subscribed' ? (
        <div className={styles.confirmation}>
          <p ref={confirmationRef} tabIndex={-1} role="status" className={styles.confirmationText}>
            <CheckIcon className={styles.check} />
            {t('newsletter.subscribed', { email: status.email })}
          </p>
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              reset({ email: '' });
              setStatus({ kind: 'idle' });
            }}
          >
            {t('newsletter.another')}
          </Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="newsletter-title">
          <TextField
            type="email"
            label={t('newsletter.email')}
            autoComplete="email"
            inputMode="email"
            dir="ltr"
            maxLength={254}
            error={emailError}
            {...register('email')}
          />
          <Button type="submit" loading={isSubmitting} className={styles.submit}>
            {t('newsletter.submit')}
          </Button>
          {status.kind === 'failed' && (
            <p role="alert" className={styles.failure}>
              {t(status.reason === 'rate-limited' ? 'newsletter.rateLimited' : 'newsletter.error')}
            </p>
          )}
        </form>
      )}
      <p className={styles.note}>{t('newsletter.note')}</p>
    </section>
  );
}
