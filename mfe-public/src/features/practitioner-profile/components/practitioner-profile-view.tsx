import { Trans, useTranslation } from 'react-i18next';
import { intlLocale, type Locale } from '@sakina/shared/contracts';
import { formatPrice } from '@sakina/shared/i18n';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import { imageSources } from '@sakina/shared/rich-content';
import { Badge, ChevronBackIcon, RatingStars, VisuallyHidden } from '@sakina/shared/ui';
import { JsonLd } from '../../../components/json-ld/json-ld';
import { PractitionerPhoto } from '../../../components/practitioner-photo/practitioner-photo';
import { SharePanel } from '../../../components/share-panel/share-panel';
import type { PractitionerProfile } from '../api/get-practitioner';
import { practitionerJsonLd } from '../utils/practitioner-json-ld';
import { BookBar } from './book-bar';
import { BookingCallToAction } from './booking-call-to-action';
import { LicencePanel } from './licence-panel';
import styles from './practitioner-profile.module.css';

function languageNames(codes: string[], locale: Locale): string[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([intlLocale[locale]], { type: 'language' });
  } catch {
    names = null;
  }
  return codes.map((code) => names?.of(code) ?? code);
}

function TextList({ items }: { items: string[] }) {
  return (
    <ul className={styles.textList}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

type PractitionerProfileViewProps = {
  practitioner: PractitionerProfile;
  /** The page's absolute address, for sharing and structured data. */
  url: string;
  /** The page's path with its locale, for the QR code that opens it on a phone. */
  pagePath: string;
};

export function PractitionerProfileView({ practitioner, url, pagePath }: PractitionerProfileViewProps) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const other: Locale = locale === 'ar' ? 'en' : 'ar';
  const name = practitioner.name[locale];
  const brand = t('brand', { ns: 'shell' });

  return (
    <article className={styles.profile}>
      <JsonLd data={practitionerJsonLd(practitioner, { locale, url })} />
      <LocaleLink to="/practitioners" className={styles.back}>
        <ChevronBackIcon />
        {t('directory.profile.backToDirectory')}
      </LocaleLink>

      <header className={styles.hero}>
        <PractitionerPhoto
          name={name}
          photoUrl={practitioner.photoUrl}
          srcSet={
            practitioner.photo
              ? imageSources({ media: practitioner.photo.id, widths: practitioner.photo.widths }).srcSet
              : undefined
          }
          alt={t('directory.profile.photo', { name })}
          size="large"
        />
        <div className={styles.heroText}>
          <h1 className={styles.name}>{name}</h1>
          <p className={styles.otherName}>
            <VisuallyHidden>{t('directory.profile.otherName')}: </VisuallyHidden>
            <span lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
              {practitioner.name[other]}
            </span>
          </p>
          <p className={styles.title}>
            {practitioner.title[locale]}
            <span aria-hidden="true"> · </span>
            <VisuallyHidden>, </VisuallyHidden>
            {t(`directory.labels.category.${practitioner.category}`)}
          </p>
          <div className={styles.heroFacts}>
            {practitioner.classified && <Badge tone="success">{t('directory.card.classified')}</Badge>}
            {practitioner.urgent && <Badge tone="info">{t('directory.profile.urgentBadge')}</Badge>}
            <RatingStars value={practitioner.rating} count={practitioner.ratingCount} />
          </div>
          <p className={styles.price}>
            <Trans
              t={t}
              i18nKey="directory.profile.price"
              values={{ price: formatPrice(practitioner.priceSar, locale) }}
              components={{ price: <bdi dir="ltr" className={styles.amount} /> }}
            />
          </p>
        </div>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="about-heading" className={styles.section}>
            <h2 id="about-heading">{t('directory.profile.about')}</h2>
            <p className={styles.bio}>{practitioner.bio[locale]}</p>
          </section>

          <section aria-labelledby="practice-heading" className={styles.section}>
            <h2 id="practice-heading">{t('directory.profile.details')}</h2>
            <dl className={styles.details}>
              <div>
                <dt>{t('directory.profile.category')}</dt>
                <dd>{t(`directory.labels.category.${practitioner.category}`)}</dd>
              </div>
              <div>
                <dt>{t('directory.profile.experience')}</dt>
                <dd>{t('directory.profile.experienceYears', { count: practitioner.yearsOfExperience })}</dd>
              </div>
              <div>
                <dt>{t('directory.profile.consultationTypes')}</dt>
                <dd>
                  {practitioner.consultationTypes
                    .map((type) => t(`directory.labels.consultationType.${type}`))
                    .join(t('directory.profile.separator'))}
                </dd>
              </div>
              <div>
                <dt>{t('directory.profile.communicationStyles')}</dt>
                <dd>
                  {practitioner.communicationStyles
                    .map((style) => t(`directory.labels.communicationStyle.${style}`))
                    .join(t('directory.profile.separator'))}
                </dd>
              </div>
              <div>
                <dt>{t('directory.profile.urgent')}</dt>
                <dd>{t(practitioner.urgent ? 'directory.profile.urgentYes' : 'directory.profile.urgentNo')}</dd>
              </div>
              <div>
                <dt>{t('directory.profile.languages')}</dt>
                <dd>{languageNames(practitioner.languages, locale).join(t('directory.profile.separator'))}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="specializations-heading" className={styles.section}>
            <h2 id="specializations-heading">{t('directory.profile.specializations')}</h2>
            <TextList items={practitioner.specializations[locale]} />
          </section>

          {practitioner.secondarySpecialties[locale].length > 0 && (
            <section aria-labelledby="secondary-heading" className={styles.section}>
              <h2 id="secondary-heading">{t('directory.profile.secondarySpecialties')}</h2>
              <TextList items={practitioner.secondarySpecialties[locale]} />
            </section>
          )}

          <section aria-labelledby="education-heading" className={styles.section}>
            <h2 id="education-heading">{t('directory.profile.education')}</h2>
            <TextList items={practitioner.education[locale]} />
          </section>
        </div>

        <aside className={styles.sidebar} aria-label={t('directory.profile.sidebar')}>
          <LicencePanel
            classified={practitioner.classified}
            classificationLevel={practitioner.classificationLevel}
            registrationVerifiedOn={practitioner.registrationVerifiedOn}
            registrationNumber={practitioner.registrationNumber}
            registrationExpiresOn={practitioner.registrationExpiresOn}
          />
          <BookingCallToAction name={name} pagePath={pagePath} />
          <SharePanel
            heading={t('directory.profile.share.heading')}
            url={url}
            title={name}
            text={t('directory.profile.share.text', { name, brand })}
          />
        </aside>
      </div>
      <BookBar id={practitioner.id} name={name} priceSar={practitioner.priceSar} />
    </article>
  );
}
