import { JoinRolePage } from '../features/join/components/join-role-page';

export default function JoinPhysicianPage() {
  return <JoinRolePage role="physician" />;
}
