import { JoinRolePage } from '../features/join/components/join-role-page';
import { withPageStrings } from '../i18n/page-strings';

function JoinSocialWorkerPage() {
  return <JoinRolePage role="social-worker" />;
}

export default withPageStrings(JoinSocialWorkerPage, 'join');
