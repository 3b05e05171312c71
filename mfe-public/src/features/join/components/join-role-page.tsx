import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { formatDate } from '@sakina/shared/i18n';
import { LocaleLink, useLocale, useLocalePath } from '@sakina/shared/navigation';
import { ChevronBackIcon, Container } from '@sakina/shared/ui';
import { JsonLd } from '../../../components/json-ld/json-ld';
import { SharePanel } from '../../../components/share-panel/share-panel';
import { jobPostingJsonLd } from '../utils/job-posting-json-ld';
import { benefits, jobPostedOn, joinRolePath, roleRequirements, type JoinRole } from '../utils/join-roles';
import { ApplyCallToAction } from './apply-call-to-action';
import { JoinList } from './join-lists';
import styles from './join.module.css';

const pageKeys: Record<JoinRole, string> = {
  physician: 'join-physician',
  psychologist: 'join-psychologist',
  'social-worker': 'join-social-worker',
};

/** One role: job details, summary, requirements, benefits, sharing, the way to apply, and its JobPosting data. */
export function JoinRolePage({ role }: { role: JoinRole }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const toLocale = useLocalePath();
  const { config } = useShell();
  const url = `${config.siteUrl}${toLocale(joinRolePath(role))}`;
  const title = t(`pages.${pageKeys[role]}.title`);
  const jobTitle = t(`join.roles.${role}.jobTitle`);
  const summary = t(`join.roles.${role}.summary`);
  const requirements = roleRequirements[role].map((key) => t(`join.requirements.${key}`));
  const benefitTexts = benefits.map((key) => t(`join.benefits.${key}`));
  const brand = t('brand', { ns: 'shell' });

  return (
    <Container className={styles.page}>
      <JsonLd
        data={jobPostingJsonLd({
          role,
          locale,
          url,
          title: jobTitle,
          summary,
          requirements,
          benefits: benefitTexts,
          organizationName: brand,
        })}
      />
      <LocaleLink to="/join-as-practitioner" className={styles.back}>
        <ChevronBackIcon />
        {t('pages.join.title')}
      </LocaleLink>
      <header className={styles.header}>
        <h1>{title}</h1>
      </header>

      <div className={styles.layout}>
        <div className={styles.main}>
          <section aria-labelledby="details-heading" className={styles.section}>
            <h2 id="details-heading">{t('join.details.heading')}</h2>
            <dl className={styles.details}>
              <div>
                <dt>{t('join.details.role')}</dt>
                <dd>{jobTitle}</dd>
              </div>
              <div>
                <dt>{t('join.details.location')}</dt>
                <dd>{t('join.details.locationValue')}</dd>
              </div>
              <div>
                <dt>{t('join.details.hours')}</dt>
                <dd>{t('join.details.hoursValue')}</dd>
              </div>
              <div>
                <dt>{t('join.details.sessions')}</dt>
                <dd>{t('join.details.sessionsValue')}</dd>
              </div>
              <div>
                <dt>{t('join.details.pay')}</dt>
                <dd>{t('join.details.payValue')}</dd>
              </div>
              <div>
                <dt>{t('join.details.posted')}</dt>
                <dd>
                  <time dateTime={jobPostedOn}>{formatDate(jobPostedOn, locale)}</time>
                </dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="summary-heading" className={styles.section}>
            <h2 id="summary-heading">{t('join.summaryHeading')}</h2>
            <p>{summary}</p>
          </section>
          <JoinList id="requirements-heading" heading={t('join.requirements.heading')} items={requirements} />
          <JoinList id="benefits-heading" heading={t('join.benefits.heading')} items={benefitTexts} />
        </div>
        <div className={styles.sidebar}>
          <SharePanel
            heading={t('join.share.heading')}
            url={url}
            title={title}
            text={t('join.share.text', { brand, role: jobTitle })}
          />
        </div>
      </div>
      <ApplyCallToAction />
    </Container>
  );
}
