import { Card, Container } from '@sakina/shared/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BusinessRequestForm } from '../features/business-request/components/business-request-form';
import { BusinessRequestReceived } from '../features/business-request/components/business-request-received';
import { useRequestFill, type RequestReceipt } from '../features/business-request/hooks/use-request-fill';
import styles from './business-register.module.css';

export default function BusinessRegisterPage() {
  const { t } = useTranslation('business');
  const { idempotencyKey, receipt, markReceived, startOver } = useRequestFill();
  const [justSent, setJustSent] = useState(false);

  function handleReceived(received: RequestReceipt) {
    setJustSent(true);
    markReceived(received);
  }

  return (
    <Container size="narrow" className={styles.page}>
      {receipt ? (
        <Card padding="large">
          <BusinessRequestReceived receipt={receipt} focusTitle={justSent} onStartOver={startOver} />
        </Card>
      ) : (
        <>
          <header className={styles.header}>
            <h1 className={styles.title}>{t('pages.business-register.title')}</h1>
            <p className={styles.intro}>{t('request.intro')}</p>
          </header>
          {/* A new key means a new fill: the form starts empty. */}
          <Card padding="large" key={idempotencyKey}>
            <BusinessRequestForm idempotencyKey={idempotencyKey} onReceived={handleReceived} />
          </Card>
        </>
      )}
    </Container>
  );
}
