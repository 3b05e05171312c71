import { JoinRolePage } from '../features/join/components/join-role-page';

export default function JoinSocialWorkerPage() {
  return <JoinRolePage role="social-worker" />;
}
