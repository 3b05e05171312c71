import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import { Button } from '@sakina/shared/ui';
import type { Locale } from '@sakina/shared/contracts';
import { useAssessmentsStore, type HistoryEntry } from '../../../stores/assessments';
import type { Instrument } from '../schemas/instrument';
import { downloadJson, historyExport } from '../utils/history-export';
import { bandFor } from '../utils/score';
import { HistoryChart } from './history-chart';
import styles from './assessments.module.css';

const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();
function formatTakenAt(takenAt: string, locale: Locale): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    const tag = locale === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB';
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
    dateTimeFormats.set(locale, format);
  }
  return format.format(new Date(takenAt));
}

type DeleteStep = 'idle' | 'confirming' | 'deleted';

/** This device's results of one assessment: a chart and a table per banded scale, download and delete. */
export function AssessmentHistory({ instrument, entries }: { instrument: Instrument; entries: HistoryEntry[] }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const [step, setStep] = useState<DeleteStep>('idle');
  const scales = instrument.scales.filter((scale) => scale.bands);
  const keepButton = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // Focus follows the question, then the outcome, so the keyboard never falls back to the page's start.
    if (step === 'confirming') keepButton.current?.focus();
    if (step === 'deleted') status.current?.focus();
  }, [step]);

  if (entries.length === 0) {
    return (
      <p ref={status} role="status" tabIndex={-1} className={styles.status}>
        {step === 'deleted' ? t('assessments.history.deleted') : ''}
      </p>
    );
  }

  return (
    <section aria-labelledby="assessment-history-title" className={styles.history}>
      <h2 id="assessment-history-title" className={styles.sectionTitle}>
        {t('assessments.history.title')}
      </h2>
      <p className={styles.notice}>
        {t('assessments.history.deviceOnly')}{' '}
        <LocaleLink to="/test-privacy">{t('assessments.history.privacy')}</LocaleLink>
      </p>
      {scales.map((scale) => {
        const rows = entries
          .filter((entry) => entry.scores[scale.id] !== undefined)
          .map((entry) => ({
            label: formatTakenAt(entry.takenAt, locale),
            score: entry.scores[scale.id],
            band: bandFor(scale, entry.scores[scale.id]),
          }));
        // A part never answered (the CBI's clients) has no results to show.
        if (rows.length === 0) return null;
        return (
          <div key={scale.id} className={styles.historyScale}>
            <HistoryChart scale={scale} points={rows} />
            <table className={styles.table}>
              <caption>{t('assessments.history.caption', { scale: scale.name[locale] })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('assessments.history.date')}</th>
                  <th scope="col">{t('assessments.history.score')}</th>
                  <th scope="col">{t('assessments.history.band')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row, index) => (
                  <tr key={index}>
                    <td>
                      <bdi>{row.label}</bdi>
                    </td>
                    <td>
                      <bdi>{t('assessments.result.score', { score: row.score, max: scale.max })}</bdi>
                    </td>
                    <td>{row.band?.label[locale]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() =>
            downloadJson(`sakina-${instrument.slug}-results.json`, historyExport(instrument, entries, locale))
          }
        >
          {t('assessments.history.export')}
        </Button>
        {step !== 'confirming' && (
          <Button variant="danger" onClick={() => setStep('confirming')}>
            {t('assessments.history.delete')}
          </Button>
        )}
      </div>
      {step === 'confirming' && (
        <div role="group" aria-labelledby="assessment-delete-question" className={styles.confirm}>
          <p id="assessment-delete-question">{t('assessments.history.confirmDelete')}</p>
          <div className={styles.actions}>
            <Button
              variant="danger"
              onClick={() => {
                useAssessmentsStore.getState().forget(instrument.slug);
                setStep('deleted');
              }}
            >
              {t('assessments.history.confirm')}
            </Button>
            <Button ref={keepButton} variant="secondary" onClick={() => setStep('idle')}>
              {t('assessments.history.cancel')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
