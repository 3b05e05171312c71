import { useTranslation } from 'react-i18next';
import type { PageDataPreload } from '@sakina/shared/contracts';
import { Container } from '@sakina/shared/ui';
import { PageHeader } from '../components/page-header/page-header';
import { preloadMatchCandidates } from '../features/matcher/api/get-match-candidates';
import { MatchResults } from '../features/matcher/components/match-results';
import { MatcherForm } from '../features/matcher/components/matcher-form';
import { useMatcherAnswers } from '../features/matcher/hooks/use-matcher-answers';
import { useResultsHeading } from '../features/matcher/hooks/use-results-heading';
import { hasAnswers, parseAnswers } from '../features/matcher/utils/matcher-answers';
import styles from '../features/matcher/components/matcher.module.css';

/** Ahead of a visit: the candidates of the answers the link holds (none for the questions alone). */
export const preloadData: PageDataPreload = async ({ client, search }) => {
  if (hasAnswers(search)) await preloadMatchCandidates(client, parseAnswers(search));
};

/** "Help me choose": the questions, and once sent, three suggestions for the answers held in the address. */
export default function PractitionerMatchPage() {
  const { t } = useTranslation('public');
  const { answers, answered, query, submit } = useMatcherAnswers();
  const headingRef = useResultsHeading<HTMLHeadingElement>();

  return (
    <Container size="wide" className={styles.page}>
      <PageHeader title={t('matcher.title')}>
        <p>{t('matcher.intro')}</p>
        <p>{t('matcher.privacy')}</p>
      </PageHeader>
      <div className={styles.layout}>
        {/* A new address shows its answers (Back, Forward, a link): the uncontrolled fields start again from it. */}
        <MatcherForm key={query} answers={answers} onSubmit={submit} />
        {answered && <MatchResults answers={answers} headingRef={headingRef} />}
      </div>
    </Container>
  );
}
