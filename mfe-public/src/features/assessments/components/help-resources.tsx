import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpLineNumbers } from '@sakina/shared/help-lines';
import { HelpLineList } from '@sakina/shared/ui';
import styles from './assessments.module.css';

/** The help numbers on every result, whatever the score. */
export function HelpResources({ config }: { config: HelpLineNumbers }) {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="assessment-help-title" className={styles.help}>
      <h2 id="assessment-help-title" className={styles.sectionTitle}>
        {t('assessments.help.title')}
      </h2>
      <p>{t('assessments.help.body')}</p>
      <HelpLineList numbers={config} />
      <p className={styles.muted}>{t('assessments.help.notEmergency')}</p>
    </section>
  );
}

/** Shown before any score when the crisis item was answered above its threshold (PHQ-9 item 9); focusable. */
export const CrisisPanel = forwardRef<HTMLElement, { config: HelpLineNumbers }>(function CrisisPanel({ config }, ref) {
  const { t } = useTranslation('public');
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="assessment-crisis-title" className={styles.crisis}>
      <h2 id="assessment-crisis-title" className={styles.sectionTitle}>
        {t('assessments.crisis.title')}
      </h2>
      <p>{t('assessments.crisis.body')}</p>
      <p>{t('assessments.crisis.act')}</p>
      <HelpLineList numbers={config} only={['emergency', 'ambulance']} />
      <p>{t('assessments.crisis.talk')}</p>
      <HelpLineList numbers={config} only={['mentalHealth']} />
    </section>
  );
});
