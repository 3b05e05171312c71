import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@sakina/shared/navigation';
import { LinkButton } from '@sakina/shared/ui';
import { applyPath } from '../utils/join-roles';
import styles from './join.module.css';

export function ApplyCallToAction() {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  return (
    <section aria-labelledby="apply-heading" className={styles.callToAction}>
      <h2 id="apply-heading">{t('join.cta.heading')}</h2>
      <p>{t('join.cta.text')}</p>
      <LinkButton to={toLocale(applyPath)} variant="accent" size="large">
        {t('join.cta.apply')}
      </LinkButton>
    </section>
  );
}
