import { useTranslation } from 'react-i18next';
import type { HelpLineNumbers } from '@sakina/shared/help-lines';
import { AlertIcon, Container, HelpLineList } from '@sakina/shared/ui';
import styles from './emergency-note.module.css';

/** SPEC: a visible note that the service is not for emergencies, with the emergency number, then the other lines. */
export function EmergencyNote({ numbers }: { numbers: HelpLineNumbers }) {
  const { t } = useTranslation('public');
  return (
    <Container>
      <aside className={styles.note} aria-labelledby="emergency-note-title">
        <AlertIcon className={styles.icon} />
        <div className={styles.text}>
          <h2 id="emergency-note-title" className={styles.title}>
            {t('home.emergency.title')}
          </h2>
          <p>{t('home.emergency.body')}</p>
          <HelpLineList numbers={numbers} only={['emergency']} className={styles.emergency} />
          <p className={styles.secondary}>{t('home.emergency.otherLines')}</p>
          <HelpLineList
            numbers={numbers}
            only={['ambulance', 'mentalHealth', 'medicalAdvice']}
            className={styles.secondary}
          />
        </div>
      </aside>
    </Container>
  );
}
