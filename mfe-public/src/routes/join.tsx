import { JoinLandingPage } from '../features/join/components/join-landing-page';
import { withPageStrings } from '../i18n/page-strings';

function JoinPage() {
  return <JoinLandingPage />;
}

export default withPageStrings(JoinPage, 'join');
