import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { toFailure } from '@sakina/shared/graphql';
import { formatDate } from '@sakina/shared/i18n';
import { useLocale, useLocalePath } from '@sakina/shared/navigation';
import { Card, ErrorState, LinkButton, Spinner, buttonClassName } from '@sakina/shared/ui';
import { useMyApplication } from '../api/my-application';
import { useFailureText } from '../hooks/use-failure-text';
import styles from './application.module.css';

/** /auth/status: under review, accepted (with the provider app's store links), or rejected with the reason. */
export function StatusView() {
  const { t } = useTranslation('practitioner');
  const locale = useLocale();
  const toLocale = useLocalePath();
  const { config } = useShell();
  const failureText = useFailureText();
  const { data, error, refetch } = useMyApplication();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const application = data?.myApplication ?? null;
  const state = application ? application.status : 'DRAFT';

  useEffect(() => {
    if (data) titleRef.current?.focus();
  }, [data, state]);

  if (!data && error) {
    return (
      <ErrorState
        title={t('application.status.loadError')}
        message={failureText(toFailure(error))}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) {
    return (
      <p className={styles.intro} role="status">
        <Spinner size="small" /> {t('application.loading')}
      </p>
    );
  }

  const title = (key: string) => (
    <h2 ref={titleRef} tabIndex={-1} className={styles.stepTitle}>
      {t(`application.status.${key}.title`)}
    </h2>
  );

  switch (state) {
    case 'DRAFT':
      return (
        <Card padding="large" className={styles.statusCard}>
          {title('draft')}
          <p className={styles.noticeText}>{t('application.status.draft.body')}</p>
          <div>
            <LinkButton to={toLocale('/auth/application')} size="large">
              {t('application.status.draft.action')}
            </LinkButton>
          </div>
        </Card>
      );
    case 'SUBMITTED':
      return (
        <Card padding="large" className={styles.statusCard}>
          {title('submitted')}
          <p className={styles.noticeText}>{t('application.status.submitted.body')}</p>
          {application?.submittedAt && (
            <p className={styles.intro}>
              {t('application.status.submitted.submittedOn', {
                date: formatDate(new Date(application.submittedAt), locale),
              })}
            </p>
          )}
        </Card>
      );
    case 'ACCEPTED':
      return (
        <Card padding="large" className={styles.statusCard}>
          {title('accepted')}
          <p className={styles.noticeText}>{t('application.status.accepted.body')}</p>
          <div className={styles.stores}>
            <a
              href={config.providerAppStoreUrl}
              className={buttonClassName({ size: 'large' })}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t('application.status.accepted.appStore')}
            </a>
            <a
              href={config.providerGooglePlayUrl}
              className={buttonClassName({ variant: 'secondary', size: 'large' })}
              rel="noopener noreferrer"
              target="_blank"
            >
              {t('application.status.accepted.googlePlay')}
            </a>
          </div>
        </Card>
      );
    case 'REJECTED':
      return (
        <Card padding="large" className={styles.statusCard}>
          {title('rejected')}
          <div className={styles.warning}>
            <p className={styles.noticeText}>{t('application.status.rejected.reason')}</p>
            <p className={styles.reason}>{application?.rejectionReason}</p>
          </div>
          <p className={styles.noticeText}>{t('application.status.rejected.body')}</p>
          <div>
            <LinkButton to={toLocale('/auth/application?step=review')} size="large">
              {t('application.status.rejected.action')}
            </LinkButton>
          </div>
        </Card>
      );
    default:
      return state satisfies never;
  }
}
