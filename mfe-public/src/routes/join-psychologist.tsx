import { JoinRolePage } from '../features/join/components/join-role-page';

export default function JoinPsychologistPage() {
  return <JoinRolePage role="psychologist" />;
}
