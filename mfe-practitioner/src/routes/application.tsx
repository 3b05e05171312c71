import { SignOutButton } from '../features/accounts/components/sign-out-button';
import { ApplicationWizard } from '../features/application/components/application-wizard';

export default function ApplicationPage() {
  return <ApplicationWizard header={<SignOutButton variant="ghost" size="small" />} />;
}
