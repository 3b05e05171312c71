import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { RuntimeConfig } from '@sakina/shared/contracts';
import styles from './assessments.module.css';

type HelpNumbers = Pick<RuntimeConfig, 'emergencyNumber' | 'mentalHealthLine'>;

/** A phone number to call, read left to right in Arabic text too. */
export function PhoneLink({ number, label }: { number: string; label: string }) {
  return (
    <a href={`tel:${number}`} aria-label={label} className={styles.phone}>
      <bdi dir="ltr">{number}</bdi>
    </a>
  );
}

/** The emergency number and the mental-health line, on every result whatever the score. */
export function HelpResources({ config }: { config: HelpNumbers }) {
  const { t } = useTranslation('public');
  return (
    <section aria-labelledby="assessment-help-title" className={styles.help}>
      <h2 id="assessment-help-title" className={styles.sectionTitle}>
        {t('assessments.help.title')}
      </h2>
      <p>{t('assessments.help.body')}</p>
      <ul className={styles.plainList}>
        <li>
          {t('assessments.help.emergency')}{' '}
          <PhoneLink
            number={config.emergencyNumber}
            label={t('assessments.help.callEmergency', { number: config.emergencyNumber })}
          />
        </li>
        {config.mentalHealthLine && (
          <li>
            {t('assessments.help.line')}{' '}
            <PhoneLink
              number={config.mentalHealthLine}
              label={t('assessments.help.callLine', { number: config.mentalHealthLine })}
            />
          </li>
        )}
      </ul>
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
      <p>
        {t('assessments.crisis.act')}{' '}
        <PhoneLink
          number={config.emergencyNumber}
          label={t('assessments.help.callEmergency', { number: config.emergencyNumber })}
        />
      </p>
      {config.mentalHealthLine && (
        <p>
          {t('assessments.crisis.talk')}{' '}
          <PhoneLink
            number={config.mentalHealthLine}
            label={t('assessments.help.callLine', { number: config.mentalHealthLine })}
          />
        </p>
      )}
    </section>
  );
});
