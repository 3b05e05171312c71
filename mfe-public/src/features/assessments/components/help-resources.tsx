import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuntimeConfig } from '@sakina/shared/contracts';
import styles from './assessments.module.css';

type HelpNumbers = Pick<RuntimeConfig, 'emergencyNumber' | 'mentalHealthLine'>;

/** The emergency number and the mental-health line (when configured), each after its lead text. */
function HelpNumberList({ config, leads }: { config: HelpNumbers; leads: { emergency: string; line: string } }) {
  const { t } = useTranslation('public');
  const numbers = [
    { lead: leads.emergency, number: config.emergencyNumber, label: 'assessments.help.callEmergency' },
    { lead: leads.line, number: config.mentalHealthLine, label: 'assessments.help.callLine' },
  ].filter((entry) => entry.number);
  return (
    <ul className={styles.plainList}>
      {numbers.map(({ lead, number, label }) => (
        <li key={label}>
          {lead}{' '}
          <a href={`tel:${number}`} aria-label={t(label, { number })} className={styles.phone}>
            <bdi dir="ltr">{number}</bdi>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The help numbers on every result, whatever the score. */
export function HelpResources({ config }: { config: HelpNumbers }) {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="assessment-help-title" className={styles.help}>
      <h2 id="assessment-help-title" className={styles.sectionTitle}>
        {t('assessments.help.title')}
      </h2>
      <p>{t('assessments.help.body')}</p>
      <HelpNumberList
        config={config}
        leads={{ emergency: t('assessments.help.emergency'), line: t('assessments.help.line') }}
      />
      <p className={styles.muted}>{t('assessments.help.notEmergency')}</p>
    </section>
  );
}

/** Shown before any score when the crisis item was answered above its threshold (PHQ-9 item 9); focusable. */
export const CrisisPanel = forwardRef<HTMLElement, { config: HelpNumbers }>(function CrisisPanel({ config }, ref) {
  const { t } = useTranslation('public');
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="assessment-crisis-title" className={styles.crisis}>
      <h2 id="assessment-crisis-title" className={styles.sectionTitle}>
        {t('assessments.crisis.title')}
      </h2>
      <p>{t('assessments.crisis.body')}</p>
      <HelpNumberList
        config={config}
        leads={{ emergency: t('assessments.crisis.act'), line: t('assessments.crisis.talk') }}
      />
    </section>
  );
});
