import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@sakina/shared/navigation';
import { Card, EmptyState, ErrorState, Skeleton } from '@sakina/shared/ui';
import { candidatesOf, useMatchCandidates } from '../api/get-match-candidates';
import { directoryPathFor, type MatcherAnswers } from '../utils/matcher-answers';
import { scorePractitioners } from '../utils/score-practitioners';
import { MatchCard } from './match-card';
import styles from './matcher.module.css';

interface MatchResultsProps {
  answers: MatcherAnswers;
  /** The heading, focused after the visitor sends new answers in place. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The shortlist for the answers: three suggestions with their reasons, what could not be met, and the directory. */
export function MatchResults({ answers, headingRef }: MatchResultsProps) {
  const { t } = useTranslation('public');
  const { data, loading, error, refetch } = useMatchCandidates(answers);
  const directoryLink = (
    <LocaleLink to={directoryPathFor(answers)} className={styles.directoryLink}>
      {t('matcher.results.directory')}
    </LocaleLink>
  );

  let status = '';
  let content: ReactNode;
  if (error && !loading) {
    content = (
      <ErrorState
        message={t('matcher.results.error')}
        headingLevel={3}
        onRetry={() => {
          void refetch().catch(() => undefined);
        }}
      />
    );
  } else if (!data) {
    status = t('matcher.results.loading');
    content = (
      <ol className={styles.list} aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <Card as="li" key={index} className={styles.card} aria-hidden="true">
            <Skeleton lines={4} />
          </Card>
        ))}
      </ol>
    );
  } else {
    const { practitioners, eased } = scorePractitioners(candidatesOf(data), answers);
    if (practitioners.length === 0) {
      status = t('matcher.results.noneTitle');
      content = (
        <EmptyState
          headingLevel={3}
          title={t('matcher.results.noneTitle')}
          description={t('matcher.results.noneBody')}
          action={directoryLink}
        />
      );
    } else {
      status = t('matcher.results.count', { count: practitioners.length });
      content = (
        <>
          {eased.length > 0 && (
            <div className={styles.notice}>
              <h3 className={styles.noticeTitle}>{t('matcher.results.easedTitle')}</h3>
              <p>{t('matcher.results.easedBody')}</p>
              <ul>
                {eased.map((answer) => (
                  <li key={answer}>{t(`matcher.answers.${answer}`)}</li>
                ))}
              </ul>
            </div>
          )}
          <ol className={styles.list} aria-busy={loading}>
            {practitioners.map((match) => (
              <MatchCard key={match.practitioner.id} match={match} answers={answers} />
            ))}
          </ol>
          <p>{directoryLink}</p>
        </>
      );
    }
  }

  return (
    <section aria-labelledby="matcher-results-title" className={styles.results}>
      <h2 id="matcher-results-title" ref={headingRef} tabIndex={-1} className={styles.resultsTitle}>
        {t('matcher.results.title')}
      </h2>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {content}
    </section>
  );
}
