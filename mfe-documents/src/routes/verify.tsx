import { useParams } from 'react-router-dom';
import { VerificationPanel } from '../features/verification/components/verification-panel';

export default function VerifyPage() {
  const { code = '' } = useParams();
  return <VerificationPanel code={code.slice(0, 40)} />;
}
