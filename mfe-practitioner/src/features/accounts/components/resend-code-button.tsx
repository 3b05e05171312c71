import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { toFailure } from '@sakina/shared/graphql';
import { Button } from '@sakina/shared/ui';
import { useResendCode } from '../api/resend-code';
import { useCountdown } from '../hooks/use-countdown';
import { useFailureMessage } from '../hooks/use-failure-message';
import { authStyles, EmailText } from './auth-card';

type ResendState = { kind: 'idle' } | { kind: 'sent'; email: string } | { kind: 'failed'; message: string };

export interface ResendCodeButtonProps {
  /** Seconds until the API allows a new code (60 after each mail). */
  availableInSeconds: number;
  onNoPendingCode: () => void;
}

/** Sends a new code; disabled with a visible countdown for 60 seconds after each mail. */
export function ResendCodeButton({ availableInSeconds, onNoPendingCode }: ResendCodeButtonProps) {
  const { t } = useTranslation('practitioner');
  const failureMessage = useFailureMessage();
  const { remaining, restart } = useCountdown(availableInSeconds);
  const [resend, { loading }] = useResendCode();
  const [state, setState] = useState<ResendState>({ kind: 'idle' });

  async function handleClick() {
    setState({ kind: 'idle' });
    try {
      const { data } = await resend();
      if (!data) throw new Error('resendCode returned no data');
      restart(data.resendCode.resendAvailableInSeconds);
      setState({ kind: 'sent', email: data.resendCode.email });
    } catch (error) {
      const failure = toFailure(error);
      if (failure.kind === 'known' && failure.code === 'APP_NO_PENDING_CODE') {
        onNoPendingCode();
        return;
      }
      // Too soon for the API (another tab sent one): wait as long as it says.
      if (failure.kind === 'rate-limited' && failure.retryAfterSeconds <= 60) {
        restart(failure.retryAfterSeconds);
        return;
      }
      setState({ kind: 'failed', message: failureMessage(failure) });
    }
  }

  return (
    <div className={authStyles.form}>
      {state.kind === 'sent' && (
        <p role="status" className={authStyles.notice}>
          <Trans
            t={t}
            i18nKey="accounts.confirm.resent"
            values={{ email: state.email }}
            components={{ email: <EmailText email={state.email} /> }}
          />
        </p>
      )}
      {state.kind === 'failed' && (
        <p role="alert" className={authStyles.alert}>
          {state.message}
        </p>
      )}
      <div>
        <Button variant="secondary" disabled={remaining > 0} loading={loading} onClick={() => void handleClick()}>
          {t('accounts.confirm.resend')}
        </Button>
      </div>
      {remaining > 0 && <p className={authStyles.lead}>{t('accounts.confirm.resendIn', { count: remaining })}</p>}
    </div>
  );
}
