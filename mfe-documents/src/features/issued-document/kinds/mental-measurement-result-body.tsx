import type { EarlierResult, MentalMeasurementResultContent } from '@sakina/shared/validation';
import { Facts, Section } from '../components/facts';
import { ScoreChart } from '../components/score-chart';
import { formatNumber } from '../format';
import styles from '../components/document.module.css';
import type { KindProps } from './kind-props';

export function MentalMeasurementResultBody({
  document,
  content,
  language,
  numerals,
  t,
}: KindProps<MentalMeasurementResultContent>) {
  const earlier = JSON.parse(document.earlierResultsJson) as EarlierResult[];
  return (
    <>
      <Section title={t('measurement.result')}>
        <Facts
          items={[
            [t('measurement.instrument'), content.instrument.name],
            [t('measurement.score'), t('measurement.scoreValue', { score: content.score, max: content.maxScore })],
            [t('measurement.band'), content.band.label],
          ]}
        />
        <h3>{t('measurement.meaning')}</h3>
        <p>{content.meaning}</p>
        <h3>{t('measurement.advice')}</h3>
        <p>{content.advice}</p>
      </Section>
      <Section title={t('measurement.history')}>
        <ScoreChart
          earlier={earlier}
          current={{ issuedAt: document.issuedAt, score: content.score, maxScore: content.maxScore }}
          language={language}
          numerals={numerals}
          t={t}
        />
      </Section>
      <Section title={t('measurement.answers')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('measurement.question')}</th>
              <th scope="col">{t('measurement.answer')}</th>
              <th scope="col">{t('measurement.points')}</th>
            </tr>
          </thead>
          <tbody>
            {content.answers.map((answer, index) => (
              <tr key={index}>
                <td>{answer.question}</td>
                <td>{answer.answer}</td>
                <td>{formatNumber(answer.points, language, numerals)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </>
  );
}
