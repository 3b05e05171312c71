import { useSearchParams } from 'react-router-dom';
import { Container } from '@sakina/shared/ui';
import { SubscriptionPanel, type LinkProblem } from '../features/newsletter/components/subscription-panel';

const problems: readonly LinkProblem[] = ['invalid', 'rate-limited'];

export default function UnsubscribeSuccessfulPage() {
  const [searchParams] = useSearchParams();
  const problem = searchParams.get('problem');
  return (
    <Container>
      <SubscriptionPanel
        token={searchParams.get('token')}
        problem={problems.find((known) => known === problem) ?? null}
      />
    </Container>
  );
}
