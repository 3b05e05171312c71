import { JoinLandingPage } from '../features/join/components/join-landing-page';

export default function JoinPage() {
  return <JoinLandingPage />;
}
