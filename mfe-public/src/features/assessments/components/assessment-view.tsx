import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { useLocale, usePageHead } from '@sakina/shared/navigation';
import { Container } from '@sakina/shared/ui';
import { useAssessmentsStore } from '../../../stores/assessments';
import { useStoredAssessments } from '../hooks/use-stored-assessments';
import type { Instrument } from '../schemas/instrument';
import { scoreAssessment, type Answers } from '../utils/score';
import { AssessmentHistory } from './assessment-history';
import { AssessmentNotes } from './assessment-notes';
import { AssessmentResult } from './assessment-result';
import { InstrumentSource } from './instrument-source';
import { Questionnaire } from './questionnaire';
import styles from './assessments.module.css';

const noAnswers: Answers = {};

/** One assessment: its questions until finished, then the result; this device's history below either. */
export function AssessmentView({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { config } = useShell();
  usePageHead(
    { title: instrument.name[locale], description: instrument.measures[locale] },
    t('brand', { ns: 'shell' }),
  );
  const ready = useStoredAssessments();
  const mode = useAssessmentsStore((state) => state.mode);
  const progress = useAssessmentsStore((state) => state.progress[instrument.slug]);
  const history = useAssessmentsStore((state) => state.history[instrument.slug]);
  const answers = ready ? (progress?.answers ?? noAnswers) : noAnswers;
  const result = ready && progress?.finishedAt ? scoreAssessment(instrument, answers) : undefined;

  function finish() {
    const scored = scoreAssessment(instrument, answers);
    if (!scored) return;
    const scores = Object.fromEntries(scored.scales.map((entry) => [entry.scale.id, entry.score]));
    useAssessmentsStore.getState().finish(instrument.slug, {
      takenAt: new Date().toISOString(),
      version: instrument.version,
      scores,
    });
  }

  return (
    <Container size="narrow" className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{instrument.name[locale]}</h1>
        <p className={styles.intro}>{instrument.measures[locale]}</p>
        <p className={styles.meta}>
          <span>{t('assessments.list.questions', { count: instrument.items.length })}</span>
          <span>{t('assessments.list.minutes', { count: instrument.minutes })}</span>
        </p>
        <AssessmentNotes />
      </header>
      {result ? (
        <AssessmentResult
          instrument={instrument}
          result={result}
          config={config}
          onRestart={() => useAssessmentsStore.getState().restart(instrument.slug)}
        />
      ) : (
        <Questionnaire
          instrument={instrument}
          answers={answers}
          index={progress?.index ?? 0}
          mode={mode}
          ready={ready}
          onFinish={finish}
        />
      )}
      {ready && <AssessmentHistory instrument={instrument} entries={history ?? []} />}
      <InstrumentSource instrument={instrument} />
    </Container>
  );
}
