import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, VisuallyHidden } from '@sakina/shared/ui';
import { loadBreachedPasswords, passwordRules, passwordStrength } from '@sakina/shared/validation';
import styles from './password-strength-hint.module.css';

/**
 * The password rules ticked off while typing, and how strong the password is (announced politely). The strength
 * knows the breached-password list once it has loaded, so it never calls acceptable what the form refuses.
 */
export function PasswordStrengthHint({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('practitioner');
  const [, setListLoaded] = useState(false);
  // Fetched while the visitor types, so neither the meter nor the form's check waits for it.
  useEffect(() => {
    let current = true;
    void loadBreachedPasswords().then(() => current && setListLoaded(true));
    return () => {
      current = false;
    };
  }, []);
  const { strength, met } = passwordStrength(password);

  return (
    <div id={id} className={styles.hint}>
      <p className={styles.title}>{t('accounts.strength.title')}</p>
      <ul className={styles.rules}>
        {passwordRules.map((rule) => (
          <li key={rule.name} className={styles.rule} data-met={met[rule.name]}>
            <span className={styles.mark} aria-hidden="true">
              {met[rule.name] && <CheckIcon />}
            </span>
            <span>
              {t(`accounts.strength.rules.${rule.name}`)}
              <VisuallyHidden>
                {' '}
                ({met[rule.name] ? t('accounts.strength.met') : t('accounts.strength.unmet')})
              </VisuallyHidden>
            </span>
          </li>
        ))}
      </ul>
      <div className={styles.meter} data-strength={strength} aria-hidden="true">
        <span className={styles.bar} />
        <span className={styles.bar} />
        <span className={styles.bar} />
      </div>
      <p className={styles.level} aria-live="polite">
        {t(`accounts.strength.level.${strength}`)}
      </p>
      <p className={styles.title}>{t('accounts.strength.breachedNote')}</p>
      {strength === 'fair' && <p className={styles.title}>{t('accounts.strength.tip')}</p>}
    </div>
  );
}
