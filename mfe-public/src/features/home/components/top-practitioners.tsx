import { useTranslation } from 'react-i18next';
import { formatPrice } from '@sakina/shared/i18n';
import { useLocale, useLocalePath } from '@sakina/shared/navigation';
import { Badge, Card, Container, EmptyState, ErrorState, LinkButton, Skeleton } from '@sakina/shared/ui';
import { PractitionerSummary } from '../../../components/practitioner-summary/practitioner-summary';
import { useTopPractitioners, type TopPractitioner } from '../api/get-top-practitioners';
import sectionStyles from './section.module.css';
import styles from './cards.module.css';

const teaserSize = 4;

function PractitionerCard({ practitioner }: { practitioner: TopPractitioner }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  return (
    <Card as="li" interactive className={styles.card}>
      <PractitionerSummary practitioner={practitioner} headingLevel={3} />
      <p className={styles.price}>{t('home.teaser.price', { price: formatPrice(practitioner.priceSar, locale) })}</p>
      {practitioner.classified && (
        <div>
          <Badge tone="success">{t('home.teaser.classified')}</Badge>
        </div>
      )}
    </Card>
  );
}

function PractitionerSkeletons() {
  return (
    <>
      {Array.from({ length: teaserSize }, (_, index) => (
        <Card as="li" key={index} className={styles.card}>
          <div className={styles.person}>
            <Skeleton shape="circle" inlineSize="72px" blockSize="72px" />
            <Skeleton lines={2} inlineSize="60%" />
          </div>
          <Skeleton lines={2} />
        </Card>
      ))}
    </>
  );
}

/** The practitioner teaser: the four highest rated from the directory. */
export function TopPractitioners() {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  const { data, loading, error, refetch } = useTopPractitioners();
  const practitioners = data?.practitioners.items ?? [];

  let content;
  if (error && !loading) {
    content = (
      <ErrorState
        message={t('home.teaser.error')}
        onRetry={() => void refetch().catch(() => undefined)}
        headingLevel={3}
      />
    );
  } else if (loading && practitioners.length === 0) {
    content = (
      <ul className={sectionStyles.grid} aria-busy="true" aria-label={t('home.teaser.loading')}>
        <PractitionerSkeletons />
      </ul>
    );
  } else if (practitioners.length === 0) {
    content = (
      <EmptyState title={t('home.teaser.empty')} description={t('home.teaser.emptyDescription')} headingLevel={3} />
    );
  } else {
    content = (
      <ul className={sectionStyles.grid}>
        {practitioners.map((practitioner) => (
          <PractitionerCard key={practitioner.id} practitioner={practitioner} />
        ))}
      </ul>
    );
  }

  return (
    <section className={sectionStyles.section} aria-labelledby="home-teaser-title">
      <Container>
        <header className={sectionStyles.header}>
          <h2 id="home-teaser-title" className={sectionStyles.title}>
            {t('home.teaser.title')}
          </h2>
          <p className={sectionStyles.intro}>{t('home.teaser.intro')}</p>
        </header>
        {content}
        <div className={sectionStyles.more}>
          <LinkButton to={toLocale('/practitioners')} variant="secondary">
            {t('home.teaser.viewAll')}
          </LinkButton>
        </div>
      </Container>
    </section>
  );
}
