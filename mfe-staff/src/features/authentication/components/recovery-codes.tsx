import { buttonClassName, Button, Card, useCopyText } from '@sakina/shared/ui';
import { localeFromPath, localePath } from '@sakina/shared/navigation';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styles from '../../../components/staff.module.css';

/** The recovery codes, shown this once, to copy or download, then the way to sign in. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation('staff');
  const { copyStatus, copyText } = useCopyText();
  const asText = `${codes.join('\n')}\n`;
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Read out as they appear: the codes are what the member must write down now.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card padding="large">
      <h2 tabIndex={-1} ref={headingRef} className={styles.subtitle}>
        {t('setUp.recoveryTitle')}
      </h2>
      <p>{t('setUp.recoveryIntro')}</p>
      <ul className={styles.codes} aria-label={t('setUp.recoveryTitle')}>
        {codes.map((recovery) => (
          <li key={recovery} dir="ltr">
            <code>{recovery}</code>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={() => copyText(asText)}>
          {t('setUp.copyCodes')}
        </Button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(asText)}`}
          download="sakina-staff-recovery-codes.txt"
          className={buttonClassName({ variant: 'secondary' })}
        >
          {t('setUp.downloadCodes')}
        </a>
      </div>
      <p role="status" className={copyStatus === 'failed' ? styles.error : styles.notice}>
        {copyStatus === 'copied' ? t('setUp.codesCopied') : copyStatus === 'failed' ? t('setUp.copyFailed') : ''}
      </p>
      <Link to={localePath('/staff/sign-in', locale)}>{t('setUp.toSignIn')}</Link>
    </Card>
  );
}
