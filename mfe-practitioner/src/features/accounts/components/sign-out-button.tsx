import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSafeNavigate } from '@sakina/shared/navigation';
import { Button, type ButtonProps } from '@sakina/shared/ui';
import { clearApplicationDraft } from '../../../stores/application-draft';
import { useSignOut } from '../api/sign-out';
import { authStyles } from './auth-card';

export type SignOutButtonProps = Pick<ButtonProps, 'variant' | 'size'> & {
  /** Instead of going to the sign-in page, e.g. when already on it. */
  onSignedOut?: () => void;
};

/** Ends the session, forgets every cached answer and unsaved draft of this account, and goes to the sign-in page. */
export function SignOutButton({ variant = 'secondary', size = 'medium', onSignedOut }: SignOutButtonProps) {
  const { t } = useTranslation('practitioner');
  const client = useApolloClient();
  const navigate = useSafeNavigate();
  const [signOut, { loading }] = useSignOut();
  const [failed, setFailed] = useState(false);

  async function handleClick() {
    setFailed(false);
    try {
      await signOut();
      clearApplicationDraft();
      await client.clearStore();
      if (onSignedOut) onSignedOut();
      else navigate('/auth/login', { replace: true });
    } catch {
      setFailed(true);
    }
  }

  return (
    <>
      <Button variant={variant} size={size} loading={loading} onClick={() => void handleClick()}>
        {t('accounts.signOut.button')}
      </Button>
      {failed && (
        <p role="alert" className={authStyles.alert}>
          {t('accounts.signOut.failed')}
        </p>
      )}
    </>
  );
}
