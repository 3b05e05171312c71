import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, Container } from '@sakina/shared/ui';
import { CalendarIcon, ChatIcon, ClockIcon, FamilyIcon, ShieldIcon, TimerIcon } from './illustrations';
import styles from './section.module.css';

const offers: ReadonlyArray<{ key: string; Icon: ComponentType }> = [
  { key: 'scheduled', Icon: CalendarIcon },
  { key: 'urgent', Icon: ClockIcon },
  { key: 'channels', Icon: ChatIcon },
  { key: 'kinds', Icon: FamilyIcon },
  { key: 'session', Icon: TimerIcon },
  { key: 'privacy', Icon: ShieldIcon },
];

/** What the platform offers: scheduled or urgent, chat/voice/video, psychological and family, 30 minutes in SAR. */
export function OfferSection() {
  const { t } = useTranslation('public');
  return (
    <section className={styles.section} aria-labelledby="home-offer-title">
      <Container>
        <header className={styles.header}>
          <h2 id="home-offer-title" className={styles.title}>
            {t('home.offer.title')}
          </h2>
          <p className={styles.intro}>{t('home.offer.intro')}</p>
        </header>
        <ul className={`${styles.grid} ${styles.gridThree}`}>
          {offers.map(({ key, Icon }) => (
            <Card as="li" key={key}>
              <span className={styles.iconBox}>
                <Icon />
              </span>
              <h3 className={styles.cardTitle}>{t(`home.offer.${key}.title`)}</h3>
              <p className={styles.cardBody}>{t(`home.offer.${key}.body`)}</p>
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}
