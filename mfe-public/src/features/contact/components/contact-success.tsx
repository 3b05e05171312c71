import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@sakina/shared/navigation';
import { Button, CheckIcon, LinkButton } from '@sakina/shared/ui';
import type { ContactReceipt } from './contact-form';
import styles from './contact-page.module.css';

export function ContactSuccess({ receipt, onAnother }: { receipt: ContactReceipt; onAnother: () => void }) {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className={styles.success} role="status">
      <span className={styles.successIcon}>
        <CheckIcon />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className={styles.successTitle}>
        {t('contact.success.title')}
      </h2>
      <p>{t('contact.success.body', { name: receipt.name, email: receipt.email })}</p>
      <p>
        {t('contact.success.reference')}{' '}
        <bdi dir="ltr" className={styles.reference}>
          {receipt.reference}
        </bdi>
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onAnother}>
          {t('contact.success.another')}
        </Button>
        <LinkButton to={toLocale('/')} variant="ghost">
          {t('contact.success.home')}
        </LinkButton>
      </div>
    </div>
  );
}
