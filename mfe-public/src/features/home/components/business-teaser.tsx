import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@sakina/shared/navigation';
import { CheckIcon, Container, LinkButton } from '@sakina/shared/ui';
import { BuildingIcon } from './illustrations';
import sectionStyles from './section.module.css';
import styles from './business-teaser.module.css';

const offerings = ['discounts', 'lectures', 'programs', 'surveys', 'assessments', 'reports'] as const;

/** The corporate offering, leading to the business page. */
export function BusinessTeaser() {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  return (
    <section className={sectionStyles.section} aria-labelledby="home-business-title">
      <Container>
        <div className={styles.panel}>
          <div className={styles.text}>
            <span className={styles.icon}>
              <BuildingIcon />
            </span>
            <h2 id="home-business-title" className={sectionStyles.title}>
              {t('home.business.title')}
            </h2>
            <p>{t('home.business.intro')}</p>
            <div>
              <LinkButton to={toLocale('/business')} variant="primary">
                {t('home.business.action')}
              </LinkButton>
            </div>
          </div>
          <ul className={styles.list}>
            {offerings.map((offering) => (
              <li key={offering}>
                <CheckIcon className={styles.check} />
                {t(`home.business.items.${offering}`)}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
