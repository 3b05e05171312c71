import { useTranslation } from 'react-i18next';
import { hasPermission } from '../components/permission-gate';
import { StaffFrame } from '../components/staff-frame';
import { CreateTokenForm } from '../features/api-tokens/components/create-token-form';
import { TokenList } from '../features/api-tokens/components/token-list';

/** /staff/tokens: any member's personal API tokens for operator commands; admins see and revoke everyone's. */
export default function StaffTokensPage() {
  const { t } = useTranslation('staff');
  return (
    <StaffFrame title={t('tokens.title')}>
      {(viewer) => (
        <>
          <CreateTokenForm scopes={viewer.apiTokenScopes} />
          <TokenList everyMember={hasPermission(viewer, 'staff')} />
        </>
      )}
    </StaffFrame>
  );
}
