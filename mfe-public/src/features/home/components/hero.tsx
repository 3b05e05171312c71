import { useTranslation } from 'react-i18next';
import { LocaleLink, useLocalePath } from '@sakina/shared/navigation';
import { CheckIcon, Container, LinkButton } from '@sakina/shared/ui';
import { HeroIllustration } from './illustrations';
import styles from './hero.module.css';

const highlights = ['urgent', 'licensed', 'private'] as const;

export function Hero() {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <Container className={styles.layout}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{t('home.hero.eyebrow')}</p>
          <h1 id="home-title" className={styles.title}>
            {t('pages.home.title')}
          </h1>
          <p className={styles.lead}>{t('home.hero.lead')}</p>
          <div className={styles.actions}>
            <LinkButton to={toLocale('/practitioners')} variant="accent" size="large">
              {t('home.hero.findPractitioner')}
            </LinkButton>
            <LinkButton to={toLocale('/download')} variant="secondary" size="large">
              {t('home.hero.downloadApp')}
            </LinkButton>
          </div>
          <p className={styles.choose}>
            {t('matcher.links.home')} <LocaleLink to="/practitioners/match">{t('matcher.links.homeAction')}</LocaleLink>
          </p>
          <ul className={styles.highlights}>
            {highlights.map((highlight) => (
              <li key={highlight}>
                <CheckIcon className={styles.check} />
                {t(`home.hero.highlights.${highlight}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration className={styles.illustration} />
      </Container>
    </section>
  );
}
