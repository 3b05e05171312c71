import { Button, Card, Select, TextField } from '@sakina/shared/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateStaffMember } from '../api/create-staff-member';
import type { StaffRole } from '../../../types/api';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';
import { SetupLink } from './setup-link';
import { staffRoles } from './staff-roles';

/** The form adding a member: a refusal is told beside its field, and what was typed stays. */
export function AddMemberForm() {
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
              options={staffRoles.map((value) => ({ value, label: t(`roles.${value}`) }))}
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
