import { Button, CheckIcon, LinkButton } from '@sakina/shared/ui';
import { useLocalePath } from '@sakina/shared/navigation';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { RequestReceipt } from '../hooks/use-request-fill';
import styles from './business-request-received.module.css';

export interface BusinessRequestReceivedProps {
  receipt: RequestReceipt;
  /** Moves the focus to the title, so a screen reader announces the outcome right after sending. */
  focusTitle: boolean;
  onStartOver: () => void;
}

/** The 'message received' state: what happens next, and the number to quote. */
export function BusinessRequestReceived({ receipt, focusTitle, onStartOver }: BusinessRequestReceivedProps) {
  const { t } = useTranslation('business');
  const localePath = useLocalePath();
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);

  return (
    <section className={styles.received} aria-labelledby="business-request-received-title">
      <span className={styles.badge}>
        <CheckIcon className={styles.icon} />
      </span>
      <h1 id="business-request-received-title" ref={titleRef} tabIndex={-1} className={styles.title}>
        {t('request.received.title')}
      </h1>
      <p className={styles.text}>{t('request.received.text')}</p>
      <p className={styles.reference}>
        {t('request.received.reference')}{' '}
        <bdi dir="ltr" className={styles.referenceValue}>
          {receipt.reference}
        </bdi>
      </p>
      <p className={styles.text}>
        <Trans
          t={t}
          i18nKey="request.received.email"
          values={{ email: receipt.email }}
          components={{ email: <bdi dir="ltr" className={styles.email} /> }}
        />
      </p>
      <div className={styles.actions}>
        <LinkButton to={localePath('/business')} variant="secondary">
          {t('request.received.back')}
        </LinkButton>
        <Button variant="ghost" onClick={onStartOver}>
          {t('request.received.another')}
        </Button>
      </div>
    </section>
  );
}
