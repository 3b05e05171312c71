import { useTranslation } from 'react-i18next';
import { AlertIcon, Container } from '@sakina/shared/ui';
import styles from './emergency-note.module.css';

/** SPEC: a visible note that the service is not for emergencies, with the emergency number. */
export function EmergencyNote({ emergencyNumber, medicalLine }: { emergencyNumber: string; medicalLine: string }) {
  const { t } = useTranslation('public');
  return (
    <Container>
      <aside className={styles.note} aria-labelledby="emergency-note-title">
        <AlertIcon className={styles.icon} />
        <div className={styles.text}>
          <h2 id="emergency-note-title" className={styles.title}>
            {t('home.emergency.title')}
          </h2>
          <p>
            {t('home.emergency.body')}{' '}
            <a
              href={`tel:${emergencyNumber}`}
              className={styles.number}
              aria-label={t('home.emergency.callEmergency', { number: emergencyNumber })}
            >
              <bdi dir="ltr">{emergencyNumber}</bdi>
            </a>
          </p>
          {medicalLine && (
            <p className={styles.secondary}>
              {t('home.emergency.medicalLine')}{' '}
              <a href={`tel:${medicalLine}`} aria-label={t('home.emergency.callMedicalLine', { number: medicalLine })}>
                <bdi dir="ltr">{medicalLine}</bdi>
              </a>
            </p>
          )}
        </div>
      </aside>
    </Container>
  );
}
