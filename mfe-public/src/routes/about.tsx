import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@sakina/shared/navigation';
import { Card, Container, LinkButton } from '@sakina/shared/ui';
import { AboutIllustration } from '../features/about/components/about-illustration';
import styles from '../features/about/components/about.module.css';
import { withPageStrings } from '../i18n/page-strings';

const values = ['privacy', 'quality', 'access', 'respect'] as const;
const facts = ['urgent', 'hours', 'session', 'channels'] as const;

function AboutPage() {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  const story = t('about.story.paragraphs', { returnObjects: true }) as string[];
  return (
    <Container className={styles.page}>
      <div className={styles.intro}>
        <div className={styles.introText}>
          <h1 className={styles.title}>{t('pages.about.title')}</h1>
          <p className={styles.lead}>{t('about.lead')}</p>
        </div>
        <AboutIllustration className={styles.illustration} />
      </div>

      <section aria-labelledby="about-story" className={styles.story}>
        <h2 id="about-story" className={styles.sectionTitle}>
          {t('about.story.title')}
        </h2>
        {story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <div className={styles.pair}>
        <Card as="section" padding="large" aria-labelledby="about-mission">
          <h2 id="about-mission" className={styles.cardTitle}>
            {t('about.mission.title')}
          </h2>
          <p className={styles.statement}>{t('about.mission.body')}</p>
        </Card>
        <Card as="section" padding="large" aria-labelledby="about-vision">
          <h2 id="about-vision" className={styles.cardTitle}>
            {t('about.vision.title')}
          </h2>
          <p className={styles.statement}>{t('about.vision.body')}</p>
        </Card>
      </div>

      <section aria-labelledby="about-values">
        <h2 id="about-values" className={styles.sectionTitle}>
          {t('about.values.title')}
        </h2>
        <ul className={styles.grid}>
          {values.map((value) => (
            <Card as="li" key={value}>
              <h3 className={styles.cardTitle}>{t(`about.values.${value}.title`)}</h3>
              <p className={styles.muted}>{t(`about.values.${value}.body`)}</p>
            </Card>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-facts">
        <h2 id="about-facts" className={styles.sectionTitle}>
          {t('about.numbers.title')}
        </h2>
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact}>{t(`about.numbers.${fact}`)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-cta" className={styles.cta}>
        <h2 id="about-cta" className={styles.cardTitle}>
          {t('about.cta.title')}
        </h2>
        <p>{t('about.cta.body')}</p>
        <div className={styles.actions}>
          <LinkButton to={toLocale('/contact')}>{t('about.cta.contact')}</LinkButton>
          <LinkButton to={toLocale('/join-as-practitioner')} variant="secondary">
            {t('about.cta.join')}
          </LinkButton>
        </div>
      </section>
    </Container>
  );
}

export default withPageStrings(AboutPage, 'about');
