import { JoinRolePage } from '../features/join/components/join-role-page';
import { withPageStrings } from '../i18n/page-strings';

function JoinPsychologistPage() {
  return <JoinRolePage role="psychologist" />;
}

export default withPageStrings(JoinPsychologistPage, 'join');
