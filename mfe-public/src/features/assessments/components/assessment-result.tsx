import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { RuntimeConfig } from '@sakina/shared/contracts';
import { useLocale } from '@sakina/shared/navigation';
import { LinkButton } from '@sakina/shared/ui';
import type { Instrument } from '../schemas/instrument';
import { directoryTargetFor } from '../utils/directory-link';
import type { AssessmentResult as Result } from '../utils/score';
import { CrisisPanel, HelpResources } from './help-resources';
import { NextSteps } from './next-steps';
import styles from './assessments.module.css';

interface AssessmentResultProps {
  instrument: Instrument;
  result: Result;
  config: RuntimeConfig;
  onRestart: () => void;
}

/** The result: the crisis panel first when it applies, then score, band, meaning, advice, next steps and help. */
export function AssessmentResult({ instrument, result, config, onRestart }: AssessmentResultProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { pathname } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const crisisPanel = useRef<HTMLElement>(null);
  useEffect(() => {
    // The crisis panel is what must be read first; otherwise the result's heading.
    (result.crisis ? crisisPanel.current : heading.current)?.focus();
  }, [result.crisis]);

  const banded = result.scales.filter((entry) => entry.band);
  const subscales = result.scales.filter((entry) => !entry.band);

  return (
    <div className={styles.result}>
      {result.crisis && <CrisisPanel ref={crisisPanel} config={config} />}
      <section aria-labelledby="assessment-result-title" className={styles.resultBody}>
        <h2 id="assessment-result-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
          {t('assessments.result.title')}
        </h2>
        {banded.map(({ scale, score, band }) => (
          <article key={scale.id} className={styles.scaleResult} aria-labelledby={`scale-${scale.id}`}>
            <h3 id={`scale-${scale.id}`} className={styles.scaleName}>
              {scale.name[locale]}
            </h3>
            <p className={styles.score}>
              {t('assessments.result.scoreLabel')}:{' '}
              <strong>
                <bdi>{t('assessments.result.score', { score, max: scale.max })}</bdi>
              </strong>
            </p>
            <p className={styles.band} data-tone={band!.tone}>
              {band!.label[locale]}
            </p>
            <p>{band!.meaning[locale]}</p>
            <p>{band!.advice[locale]}</p>
            <p className={styles.muted}>
              {t('assessments.result.range', { min: scale.min, max: scale.max })}{' '}
              {scale.bandBasis && t(`assessments.result.basis.${scale.bandBasis}`)}
            </p>
          </article>
        ))}
        {subscales.length > 0 && (
          <table className={styles.table}>
            <caption>{t('assessments.result.subscales')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('assessments.result.subscale')}</th>
                <th scope="col">{t('assessments.result.scoreLabel')}</th>
              </tr>
            </thead>
            <tbody>
              {subscales.map(({ scale, score }) => (
                <tr key={scale.id}>
                  <th scope="row">{scale.name[locale]}</th>
                  <td>
                    <bdi>{t('assessments.result.score', { score, max: scale.max })}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {instrument.note && <p>{instrument.note[locale]}</p>}
        <p className={styles.notice}>{t('assessments.result.notDiagnosis')}</p>
        {/* A link to the questions, which a page the server scored (its scripts not run yet) follows; hydrated, the
            page starts again in place. */}
        <LinkButton
          variant="secondary"
          to={pathname}
          onClick={(event) => {
            event.preventDefault();
            onRestart();
          }}
        >
          {t('assessments.result.restart')}
        </LinkButton>
      </section>
      <NextSteps target={directoryTargetFor(instrument, result)} config={config} />
      <HelpResources config={config} />
    </div>
  );
}
