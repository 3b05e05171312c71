import { Button, Card, TextField } from '@sakina/shared/ui';
import type { StaffApiTokenScope } from '@sakina/shared/graphql';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceList } from '../../../components/choice-list';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';
import { useCreateStaffApiToken } from '../api/create-api-token';
import { CreatedToken } from './created-token';

/** The API's bounds of a token's life (staffTokenLifetimeDays in staff-api-tokens.service.ts). */
const lifetimeDays = { min: 1, max: 90, suggested: 30 };

type Field = 'name' | 'scopes' | 'expiresInDays';

/** Making a token: a name, scopes the member's role allows, days until it expires; the token is shown once. */
export function CreateTokenForm({ scopes }: { scopes: readonly StaffApiTokenScope[] }) {
  const { t } = useTranslation('staff');
  const { t: tValidation } = useTranslation('validation');
  const [create, { loading }] = useCreateStaffApiToken();
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<StaffApiTokenScope[]>([]);
  const [days, setDays] = useState(String(lifetimeDays.suggested));
  const [missing, setMissing] = useState<Field[]>([]);
  const [failure, setFailure] = useState<StaffFailure | null>(null);
  const [created, setCreated] = useState<{ id: string; name: string; secret: string } | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const empty: Field[] = [
      ...(name.trim() ? [] : ['name' as const]),
      ...(chosen.length > 0 ? [] : ['scopes' as const]),
      ...(days.trim() ? [] : ['expiresInDays' as const]),
    ];
    setMissing(empty);
    setFailure(null);
    setCreated(null);
    if (empty.length > 0) return;
    try {
      const result = await create({
        variables: { input: { name: name.trim(), scopes: chosen, expiresInDays: Number(days) } },
      });
      const answer = result.data?.staffCreateApiToken;
      if (answer) setCreated({ id: answer.token.id, name: answer.token.name, secret: answer.secret });
      setName('');
      setChosen([]);
      setDays(String(lifetimeDays.suggested));
    } catch (error) {
      setFailure(staffFailure(error));
      requestAnimationFrame(() => alertRef.current?.focus());
    }
  }

  const fieldError = (field: Field) => {
    if (missing.includes(field)) return t(`tokens.required.${field}`);
    const refused = failure?.fields.find((entry) => entry.path === field);
    return refused ? tValidation(refused.code) : undefined;
  };

  if (scopes.length === 0) {
    return (
      <Card padding="large">
        <p>{t('tokens.noScopes')}</p>
      </Card>
    );
  }

  return (
    <>
      <Card padding="large">
        <section aria-labelledby="staff-new-token" className={styles.section}>
          <h2 id="staff-new-token" className={styles.subtitle}>
            {t('tokens.newTitle')}
          </h2>
          <p>{t('tokens.newIntro')}</p>
          <form method="post" noValidate onSubmit={handleSubmit} className={styles.form}>
            {failure ? (
              <div role="alert" tabIndex={-1} ref={alertRef} className={styles.error}>
                {failure.fields.length > 0 ? t('errors.fields') : t(`errors.${failure.code}`)}
              </div>
            ) : null}
            <TextField
              label={t('tokens.name')}
              hint={t('tokens.nameHint')}
              name="name"
              autoComplete="off"
              required
              maxLength={80}
              value={name}
              error={fieldError('name')}
              onChange={(event) => setName(event.target.value)}
            />
            <ChoiceList
              id="staff-token-scopes"
              legend={t('tokens.scopes')}
              choices={scopes}
              labelOf={(scope) => t(`tokens.scopeNames.${scope}`)}
              chosen={chosen}
              onChange={setChosen}
              error={fieldError('scopes')}
              required
            />
            <TextField
              label={t('tokens.expiresInDays')}
              hint={t('tokens.expiresInDaysHint', lifetimeDays)}
              name="expiresInDays"
              type="number"
              inputMode="numeric"
              min={lifetimeDays.min}
              max={lifetimeDays.max}
              required
              dir="ltr"
              value={days}
              error={fieldError('expiresInDays')}
              onChange={(event) => setDays(event.target.value)}
            />
            <div className={styles.actions}>
              <Button type="submit" disabled={loading}>
                {t('tokens.create')}
              </Button>
            </div>
          </form>
        </section>
      </Card>
      {created ? <CreatedToken key={created.id} name={created.name} secret={created.secret} /> : null}
    </>
  );
}
