import { Button, Card, Select } from '@sakina/shared/ui';
import { localeFromPath } from '@sakina/shared/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useChangeStaffRole } from '../api/change-staff-role';
import { useDisableStaffMember } from '../api/disable-staff-member';
import { useEnableStaffMember } from '../api/enable-staff-member';
import { useEndStaffSessions } from '../api/end-staff-sessions';
import type { StaffMember } from '../api/get-staff-members';
import { useResetStaffMember } from '../api/reset-staff-member';
import type { StaffRole } from '../../../types/api';
import { formatDate } from '../../../components/console-dates';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';
import { SetupLink } from './setup-link';
import { staffRoles } from './staff-roles';

interface MemberActionsProps {
  member: StaffMember;
  /** Reads the list again (after a conflict: someone else changed the member). */
  onStale: () => void;
  onClose: () => void;
}

/** What must be confirmed before it is sent: both shut the member out at once. */
type Confirming = 'disable' | 'reset' | null;

/** One action of the panel: what it does, then its button. */
function Action({ hint, label, onClick, busy }: { hint: string; label: string; onClick: () => void; busy: boolean }) {
  return (
    <>
      <p>{hint}</p>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onClick} disabled={busy}>
          {label}
        </Button>
      </div>
    </>
  );
}

/** An admin's changes to one member: role, disable or enable, reset of their sign-in, their sessions ended. */
export function MemberActions({ member, onStale, onClose }: MemberActionsProps) {
  const { t } = useTranslation('staff');
  const locale = localeFromPath(useLocation().pathname);
  const [changeRole, roleState] = useChangeStaffRole();
  const [disable, disableState] = useDisableStaffMember();
  const [enable, enableState] = useEnableStaffMember();
  const [reset, resetState] = useResetStaffMember();
  const [endSessions, endState] = useEndStaffSessions();
  const busy = [roleState, disableState, enableState, resetState, endState].some((state) => state.loading);
  const [role, setRole] = useState<StaffRole>(member.role);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState<StaffFailure | null>(null);
  const [setupUrl, setSetupUrl] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const variables = { id: member.id, version: member.version };

  useEffect(() => headingRef.current?.focus(), []);
  // The refusal is read out where the admin is: it takes the focus once shown.
  useEffect(() => {
    if (failure) alertRef.current?.focus();
  }, [failure]);

  async function run(action: () => Promise<string>) {
    setFailure(null);
    setDone('');
    setConfirming(null);
    try {
      setDone(await action());
    } catch (error) {
      const refusal = staffFailure(error);
      setFailure(refusal);
      if (refusal.code === 'STAFF_MEMBER_CONFLICT') onStale();
    }
  }

  const handleRole = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await changeRole({ variables: { ...variables, role } });
      return t('members.roleChanged', { role: t(`roles.${role}`) });
    });
  };
  const handleDisable = () =>
    run(async () => {
      await disable({ variables });
      return t('members.disabledDone');
    });
  const handleEnable = () =>
    run(async () => {
      await enable({ variables });
      return t('members.enabledDone');
    });
  const handleReset = () =>
    run(async () => {
      const result = await reset({ variables });
      setSetupUrl(result.data?.staffResetMember.setupUrl ?? null);
      return '';
    });
  const handleEndSessions = () =>
    run(async () => {
      const result = await endSessions({ variables: { id: member.id } });
      return t('members.sessionsEnded', { count: result.data?.staffEndMemberSessions ?? 0 });
    });

  const confirmation = (kind: Exclude<Confirming, null>, onConfirm: () => void) =>
    confirming === kind ? (
      <div className={styles.section}>
        <p>{t(kind === 'disable' ? 'members.disableConfirm' : 'members.resetConfirm', { email: member.email })}</p>
        <div className={styles.actions}>
          <Button type="button" variant="danger" onClick={onConfirm} disabled={busy}>
            {t(kind === 'disable' ? 'members.disableYes' : 'members.resetYes')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setConfirming(null)}>
            {t('members.cancel')}
          </Button>
        </div>
      </div>
    ) : null;

  return (
    <>
      <Card padding="large">
        <section id="staff-member-actions" aria-labelledby="staff-manage-member" className={styles.section}>
          <h2 id="staff-manage-member" tabIndex={-1} ref={headingRef} className={styles.subtitle}>
            {t('members.manageTitle', { email: member.email })}
          </h2>
          {member.disabledAt ? (
            <p>{t('members.disabledSince', { date: formatDate(member.disabledAt, locale) })}</p>
          ) : null}
          {failure ? (
            <div role="alert" tabIndex={-1} ref={alertRef} className={styles.error}>
              {t(`errors.${failure.code}`)}
            </div>
          ) : null}
          <p role="status" className={styles.notice}>
            {done}
          </p>

          <form method="post" noValidate onSubmit={handleRole} className={styles.form}>
            <Select
              label={t('members.role')}
              name="role"
              value={role}
              options={staffRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
              onChange={(event) => setRole(event.target.value as StaffRole)}
            />
            <div className={styles.actions}>
              <Button type="submit" variant="secondary" disabled={busy}>
                {t('members.changeRole')}
              </Button>
            </div>
          </form>

          {member.disabledAt ? (
            <Action hint={t('members.enableHint')} label={t('members.enable')} onClick={handleEnable} busy={busy} />
          ) : (
            <>
              <Action
                hint={t('members.disableHint')}
                label={t('members.disable')}
                onClick={() => setConfirming('disable')}
                busy={busy}
              />
              {confirmation('disable', handleDisable)}
              <Action
                hint={t('members.resetHint')}
                label={t('members.reset')}
                onClick={() => setConfirming('reset')}
                busy={busy}
              />
              {confirmation('reset', handleReset)}
            </>
          )}

          <Action
            hint={t('members.endSessionsHint')}
            label={t('members.endSessions')}
            onClick={handleEndSessions}
            busy={busy}
          />
          <div className={styles.actions}>
            <Button type="button" variant="ghost" onClick={onClose}>
              {t('members.close')}
            </Button>
          </div>
        </section>
      </Card>
      {setupUrl ? <SetupLink key={setupUrl} email={member.email} url={setupUrl} /> : null}
    </>
  );
}
