import { Button, VisuallyHidden } from '@sakina/shared/ui';
import { localeFromPath } from '@sakina/shared/navigation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ListState } from '../../../components/list-parts';
import { formatDate, formatDateTime } from '../../../components/console-dates';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';
import { useStaffApiTokens } from '../api/get-api-tokens';
import { useRevokeStaffApiToken } from '../api/revoke-api-token';

/** The live tokens (an admin's list holds every member's): name, scopes, dates, last use, and Revoke. */
export function TokenList({ everyMember }: { everyMember: boolean }) {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const { data, loading, error } = useStaffApiTokens();
  const [revoke, { loading: revoking }] = useRevokeStaffApiToken();
  const [outcome, setOutcome] = useState<{ name: string } | StaffFailure | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const tokens = data?.staffApiTokens;

  // The revoked token's button leaves with its row: the outcome takes the focus, and is read out.
  useEffect(() => {
    if (outcome) statusRef.current?.focus();
  }, [outcome]);

  async function handleRevoke(id: string, name: string) {
    setOutcome(null);
    try {
      await revoke({ variables: { id } });
      setOutcome({ name });
    } catch (refusal) {
      setOutcome(staffFailure(refusal));
    }
  }

  return (
    <section aria-labelledby="staff-token-list" className={styles.section}>
      <h2 id="staff-token-list" className={styles.subtitle}>
        {everyMember ? t('tokens.listTitleAll') : t('tokens.listTitle')}
      </h2>
      <p
        role="status"
        tabIndex={-1}
        ref={statusRef}
        className={outcome && 'code' in outcome ? styles.error : styles.notice}
      >
        {outcome === null
          ? ''
          : 'code' in outcome
            ? t(`errors.${outcome.code}`)
            : t('tokens.revoked', { name: outcome.name })}
      </p>
      <ListState
        loading={loading}
        error={error}
        count={tokens ? t('tokens.count', { count: tokens.length }) : undefined}
      />
      {tokens && tokens.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('tokens.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('tokens.name')}</th>
              {everyMember ? <th scope="col">{t('tokens.owner')}</th> : null}
              <th scope="col">{t('tokens.scopes')}</th>
              <th scope="col">{t('tokens.createdAt')}</th>
              <th scope="col">{t('tokens.expiresAt')}</th>
              <th scope="col">{t('tokens.lastUsedAt')}</th>
              <th scope="col">
                <VisuallyHidden>{t('tokens.actions')}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.id}>
                <th scope="row">{token.name}</th>
                {everyMember ? (
                  <td>
                    <span dir="ltr">{token.ownerEmail}</span>
                  </td>
                ) : null}
                <td>{token.scopes.map((scope) => t(`tokens.scopeNames.${scope}`)).join(t('tokens.scopeSeparator'))}</td>
                <td>{formatDate(token.createdAt, locale)}</td>
                <td>{formatDate(token.expiresAt, locale)}</td>
                <td>{token.lastUsedAt ? formatDateTime(token.lastUsedAt, locale) : t('tokens.neverUsed')}</td>
                <td>
                  <Button
                    type="button"
                    variant="secondary"
                    size="small"
                    disabled={revoking}
                    aria-label={t('tokens.revokeNamed', { name: token.name })}
                    onClick={() => handleRevoke(token.id, token.name)}
                  >
                    {t('tokens.revoke')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
