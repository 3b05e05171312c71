import { Badge, Button, Card, Select, TextField, useCopyText } from '@sakina/shared/ui';
import { localeFromPath } from '@sakina/shared/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useCreateStaffMember } from '../api/create-staff-member';
import { useStaffMembers } from '../api/get-staff-members';
import type { StaffRole } from '../../../types/api';
import { ListState } from '../../../components/list-parts';
import { StaffFrame } from '../../../components/staff-frame';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';

const roles: StaffRole[] = ['REVIEWER', 'SUPPORT', 'ADMIN'];
/** How long a set-up link works: the API's setupLinkLifetimeMs (staff-accounts.service.ts). */
const setupLinkHours = 72;

/** The one-time link of the member just added: shown this once, to copy and hand over. */
function SetupLink({ email, url }: { email: string; url: string }) {
  const { t } = useTranslation('staff');
  const { copyStatus, copyText } = useCopyText();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Read out as it appears: the link is what the admin came for.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card padding="large">
      <section aria-labelledby="staff-setup-link" className={styles.section}>
        <h2 id="staff-setup-link" tabIndex={-1} ref={headingRef} className={styles.subtitle}>
          {t('members.linkTitle', { email })}
        </h2>
        <p>{t('members.linkNote', { hours: setupLinkHours })}</p>
        <TextField
          label={t('members.link')}
          value={url}
          readOnly
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => copyText(url)}>
            {t('members.copy')}
          </Button>
        </div>
        <p role="status" className={copyStatus === 'failed' ? styles.error : styles.notice}>
          {copyStatus === 'copied' ? t('members.copied') : copyStatus === 'failed' ? t('members.copyFailed') : ''}
        </p>
      </section>
    </Card>
  );
}

/** The form adding a member: a refusal is told beside its field, and what was typed stays. */
function AddMember() {
  const { t } = useTranslation('staff');
  const { t: tValidation } = useTranslation('validation');
  const [create, { loading }] = useCreateStaffMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'' | StaffRole>('');
  const [missing, setMissing] = useState<string[]>([]);
  const [failure, setFailure] = useState<StaffFailure | null>(null);
  const [created, setCreated] = useState<{ id: string; email: string; setupUrl: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const empty = [...(email.trim() ? [] : ['email']), ...(role ? [] : ['role'])];
    setMissing(empty);
    setFailure(null);
    if (empty.length > 0 || !role) return;
    try {
      const result = await create({ variables: { email: email.trim(), role } });
      const answer = result.data?.staffCreateMember;
      if (answer) setCreated({ id: answer.member.id, email: answer.member.email, setupUrl: answer.setupUrl });
      setEmail('');
      setRole('');
    } catch (error) {
      setFailure(staffFailure(error));
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  }

  const fieldError = (name: 'email' | 'role') => {
    if (missing.includes(name)) return t(`members.required.${name}`);
    if (name === 'email' && failure?.code === 'STAFF_EMAIL_TAKEN') return t('errors.STAFF_EMAIL_TAKEN');
    const field = failure?.fields.find((entry) => entry.path === name);
    return field ? tValidation(field.code) : undefined;
  };
  const besideFields = failure !== null && (failure.fields.length > 0 || failure.code === 'STAFF_EMAIL_TAKEN');

  return (
    <>
      <Card padding="large">
        <section aria-labelledby="staff-add-member" className={styles.section}>
          <h2 id="staff-add-member" className={styles.subtitle}>
            {t('members.addTitle')}
          </h2>
          <p>{t('members.addIntro')}</p>
          <form method="post" noValidate onSubmit={handleSubmit} className={styles.form}>
            {failure ? (
              <div role="alert" tabIndex={-1} ref={alertRef} className={styles.error}>
                {besideFields ? t('errors.fields') : t(`errors.${failure.code}`)}
              </div>
            ) : null}
            <TextField
              label={t('members.email')}
              type="email"
              name="email"
              autoComplete="off"
              dir="ltr"
              required
              value={email}
              error={fieldError('email')}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Select
              label={t('members.role')}
              hint={t('members.roleHint')}
              name="role"
              required
              value={role}
              placeholder={t('members.rolePlaceholder')}
              options={roles.map((value) => ({ value, label: t(`roles.${value}`) }))}
              error={fieldError('role')}
              onChange={(event) => setRole(event.target.value as '' | StaffRole)}
            />
            <div className={styles.actions}>
              <Button type="submit" disabled={loading}>
                {t('members.add')}
              </Button>
            </div>
          </form>
        </section>
      </Card>
      {created ? <SetupLink key={created.id + created.setupUrl} email={created.email} url={created.setupUrl} /> : null}
    </>
  );
}

function MemberList() {
  const { t } = useTranslation('staff');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const { data, loading, error } = useStaffMembers();
  const members = data?.staffMembers;

  return (
    <>
      <ListState
        loading={loading}
        error={error}
        count={members ? t('members.count', { count: members.length }) : undefined}
      />
      {members && members.length > 0 ? (
        <table className={styles.table}>
          <caption className={styles.caption}>{t('members.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('members.email')}</th>
              <th scope="col">{t('members.role')}</th>
              <th scope="col">{t('members.setup')}</th>
              <th scope="col">{t('members.createdAt')}</th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.id}>
                <th scope="row">
                  <span dir="ltr">{member.email}</span>
                </th>
                <td>{t(`roles.${member.role}`)}</td>
                <td>
                  <Badge tone={member.setupComplete ? 'success' : 'warning'}>
                    {member.setupComplete ? t('members.setupComplete') : t('members.setupPending')}
                  </Badge>
                </td>
                <td>{new Date(member.createdAt).toLocaleDateString(locale === 'ar' ? 'ar-SA' : 'en-GB')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

/** /staff/members: for admins, the staff accounts, and adding one with its one-time set-up link. */
export default function StaffMembersPage() {
  const { t } = useTranslation('staff');
  return (
    <StaffFrame title={t('members.title')}>
      {(viewer) =>
        // The API refuses the others anyway; they are told so rather than shown a form that cannot work.
        viewer.permissions.includes('staff') ? (
          <>
            <AddMember />
            <MemberList />
          </>
        ) : (
          <p role="alert" className={styles.error}>
            {t('errors.FORBIDDEN')}
          </p>
        )
      }
    </StaffFrame>
  );
}
