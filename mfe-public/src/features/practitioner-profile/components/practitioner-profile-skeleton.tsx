import { useTranslation } from 'react-i18next';
import { Skeleton, VisuallyHidden } from '@sakina/shared/ui';
import styles from './practitioner-profile.module.css';

export function PractitionerProfileSkeleton() {
  const { t } = useTranslation('public');
  return (
    <div className={styles.profile} aria-busy="true">
      <p role="status">
        <VisuallyHidden>{t('directory.profile.loading')}</VisuallyHidden>
      </p>
      <div className={styles.hero} aria-hidden="true">
        <Skeleton shape="circle" inlineSize="128px" blockSize="128px" />
        <div className={styles.heroText} style={{ flex: 1 }}>
          <Skeleton inlineSize="50%" blockSize="2rem" />
          <Skeleton inlineSize="35%" />
          <Skeleton inlineSize="25%" />
        </div>
      </div>
      <Skeleton lines={6} />
    </div>
  );
}
