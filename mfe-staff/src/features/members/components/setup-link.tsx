import { Button, Card, TextField, useCopyText } from '@sakina/shared/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/staff.module.css';

/** How long a set-up link works: the API's setupLinkLifetimeMs (staff-accounts.service.ts). */
const setupLinkHours = 72;

/** The one-time link of the member just added: shown this once, to copy and hand over. */
export function SetupLink({ email, url }: { email: string; url: string }) {
  const { t } = useTranslation('staff');
  const { copyStatus, copyText } = useCopyText();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Read out as it appears: the link is what the admin came for.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card padding="large">
      <section aria-labelledby="staff-setup-link" className={styles.section}>
        <h2 id="staff-setup-link" tabIndex={-1} ref={headingRef} className={styles.subtitle}>
          {t('members.linkTitle', { email })}
        </h2>
        <p>{t('members.linkNote', { hours: setupLinkHours })}</p>
        <TextField
          label={t('members.link')}
          value={url}
          readOnly
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => copyText(url)}>
            {t('members.copy')}
          </Button>
        </div>
        <p role="status" className={copyStatus === 'failed' ? styles.error : styles.notice}>
          {copyStatus === 'copied' ? t('members.copied') : copyStatus === 'failed' ? t('members.copyFailed') : ''}
        </p>
      </section>
    </Card>
  );
}
