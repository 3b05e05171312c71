import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Card, Container } from '@sakina/shared/ui';
import { HandsIcon, MindIcon, StethoscopeIcon } from './illustrations';
import styles from './section.module.css';

const types: ReadonlyArray<{ key: string; Icon: ComponentType; prescribes: boolean }> = [
  { key: 'physician', Icon: StethoscopeIcon, prescribes: true },
  { key: 'psychologist', Icon: MindIcon, prescribes: false },
  { key: 'socialWorker', Icon: HandsIcon, prescribes: false },
];

/** The three practitioner types; only the physician may prescribe. */
export function PractitionerTypes() {
  const { t } = useTranslation('public');
  return (
    <section className={`${styles.section} ${styles.tinted}`} aria-labelledby="home-types-title">
      <Container>
        <header className={styles.header}>
          <h2 id="home-types-title" className={styles.title}>
            {t('home.types.title')}
          </h2>
          <p className={styles.intro}>{t('home.types.intro')}</p>
        </header>
        <ul className={`${styles.grid} ${styles.gridThree}`}>
          {types.map(({ key, Icon, prescribes }) => (
            <Card as="li" key={key}>
              <span className={styles.iconBox}>
                <Icon />
              </span>
              <h3 className={styles.cardTitle}>{t(`home.types.${key}.title`)}</h3>
              <p className={styles.cardBody}>{t(`home.types.${key}.body`)}</p>
              <div>
                <Badge tone={prescribes ? 'primary' : 'neutral'}>
                  {t(prescribes ? 'home.types.prescribes' : 'home.types.noPrescription')}
                </Badge>
              </div>
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}
