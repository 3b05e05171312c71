import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { useLocale, usePageHead } from '@sakina/shared/navigation';
import { Container } from '@sakina/shared/ui';
import { useAssessmentsStore } from '../../../stores/assessments';
import { useStoredAssessments } from '../hooks/use-stored-assessments';
import type { Instrument } from '../schemas/instrument';
import { answersFromForm, scoreAssessment, type Answers } from '../utils/score';
import { AssessmentHistory } from './assessment-history';
import { AssessmentNotes } from './assessment-notes';
import { AssessmentResult } from './assessment-result';
import { InstrumentSource } from './instrument-source';
import { Questionnaire } from './questionnaire';
import styles from './assessments.module.css';

const noAnswers: Answers = {};

/** What a form posted to the page holds for this instrument; none when it holds nothing of it. */
function postedAnswers(instrument: Instrument, form: Readonly<Record<string, string>> | undefined) {
  const answers = form ? answersFromForm(instrument, form) : {};
  return Object.keys(answers).length > 0
    ? { answers, scored: scoreAssessment(instrument, answers) !== undefined }
    : null;
}

/**
 * One assessment: its questions until finished, then the result; this device's history below either. Answers
 * posted before the scripts ran are the server's to score: the page is rendered (and hydrated) with them, and they
 * are kept in this page only.
 */
export function AssessmentView({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const { config, form } = useShell();
  const [posted, setPosted] = useState(() => postedAnswers(instrument, form));
  usePageHead(
    { title: instrument.name[locale], description: instrument.measures[locale] },
    t('brand', { ns: 'shell' }),
  );
  const ready = useStoredAssessments();
  const mode = useAssessmentsStore((state) => state.mode);
  const progress = useAssessmentsStore((state) => state.progress[instrument.slug]);
  const history = useAssessmentsStore((state) => state.history[instrument.slug]);
  const answers = posted?.answers ?? (ready ? (progress?.answers ?? noAnswers) : noAnswers);
  const finished = posted ? posted.scored : ready && progress?.finishedAt !== undefined;
  const result = finished ? scoreAssessment(instrument, answers) : undefined;

  function answer(key: string, value: number) {
    if (posted) setPosted({ answers: { ...posted.answers, [key]: value }, scored: false });
    else useAssessmentsStore.getState().answer(instrument.slug, key, value);
  }

  function finish() {
    const scored = scoreAssessment(instrument, answers);
    if (!scored) return;
    const scores = Object.fromEntries(scored.scales.map((entry) => [entry.scale.id, entry.score]));
    useAssessmentsStore.getState().finish(instrument.slug, {
      takenAt: new Date().toISOString(),
      version: instrument.version,
      scores,
    });
    if (posted) setPosted({ ...posted, scored: true });
  }

  function restart() {
    setPosted(null);
    useAssessmentsStore.getState().restart(instrument.slug);
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
        <AssessmentResult instrument={instrument} result={result} config={config} onRestart={restart} />
      ) : (
        <Questionnaire
          instrument={instrument}
          answers={answers}
          index={progress?.index ?? 0}
          mode={mode}
          ready={ready}
          posted={posted !== null}
          onAnswer={answer}
          onFinish={finish}
        />
      )}
      {ready && <AssessmentHistory instrument={instrument} entries={history ?? []} />}
      <InstrumentSource instrument={instrument} />
    </Container>
  );
}
