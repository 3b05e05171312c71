import { useTranslation } from 'react-i18next';
import { ShownOnce } from '../../../components/shown-once';

/** The token just made: shown this once (only its hash is kept), to copy into SAKINA_STAFF_TOKEN. */
export function CreatedToken({ name, secret }: { name: string; secret: string }) {
  const { t } = useTranslation('staff');
  return (
    <ShownOnce
      id="staff-created-token"
      title={t('tokens.createdTitle', { name })}
      note={t('tokens.createdNote')}
      label={t('tokens.secret')}
      value={secret}
      text={{ copy: t('tokens.copy'), copied: t('tokens.copied'), copyFailed: t('tokens.copyFailed') }}
    >
      <p>
        {t('tokens.usage')} <code dir="ltr">SAKINA_STAFF_TOKEN=… npm run review -- list</code>
      </p>
    </ShownOnce>
  );
}
