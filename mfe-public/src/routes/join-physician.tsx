import { JoinRolePage } from '../features/join/components/join-role-page';
import { withPageStrings } from '../i18n/page-strings';

function JoinPhysicianPage() {
  return <JoinRolePage role="physician" />;
}

export default withPageStrings(JoinPhysicianPage, 'join');
