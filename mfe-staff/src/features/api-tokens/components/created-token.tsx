import { Button, Card, TextField, useCopyText } from '@sakina/shared/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/staff.module.css';

/** The token just made: shown this once (only its hash is kept), to copy into SAKINA_STAFF_TOKEN. */
export function CreatedToken({ name, secret }: { name: string; secret: string }) {
  const { t } = useTranslation('staff');
  const { copyStatus, copyText } = useCopyText();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Read out as it appears: the token is what the member came for.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card padding="large">
      <section aria-labelledby="staff-created-token" className={styles.section}>
        <h2 id="staff-created-token" tabIndex={-1} ref={headingRef} className={styles.subtitle}>
          {t('tokens.createdTitle', { name })}
        </h2>
        <p>{t('tokens.createdNote')}</p>
        <TextField
          label={t('tokens.secret')}
          value={secret}
          readOnly
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
        />
        <p>
          {t('tokens.usage')} <code dir="ltr">SAKINA_STAFF_TOKEN=… npm run review -- list</code>
        </p>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => copyText(secret)}>
            {t('tokens.copy')}
          </Button>
        </div>
        <p role="status" className={copyStatus === 'failed' ? styles.error : styles.notice}>
          {copyStatus === 'copied' ? t('tokens.copied') : copyStatus === 'failed' ? t('tokens.copyFailed') : ''}
        </p>
      </section>
    </Card>
  );
}
