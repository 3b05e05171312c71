import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { LocaleLink, useLocalePath } from '@sakina/shared/navigation';
import { Card, ChevronForwardIcon, Container } from '@sakina/shared/ui';
import { SharePanel } from '../../../components/share-panel/share-panel';
import { benefits, joinRolePath, joinRoles } from '../utils/join-roles';
import { ApplyCallToAction } from './apply-call-to-action';
import { JoinList } from './join-lists';
import styles from './join.module.css';

const generalRequirements = ['degreeOrFellowship', 'classification', 'experience', 'assessment', 'remote'] as const;

/** /join-as-practitioner: the three roles, who can join, what they get, sharing and the way to apply. */
export function JoinLandingPage() {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  const { config } = useShell();
  const title = t('pages.join.title');
  const brand = t('brand', { ns: 'shell' });

  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1>{title}</h1>
        <p className={styles.lead}>{t('join.landing.intro')}</p>
      </header>

      <section aria-labelledby="roles-heading" className={styles.section}>
        <h2 id="roles-heading">{t('join.landing.rolesHeading')}</h2>
        <ul className={styles.roles}>
          {joinRoles.map((role) => (
            <Card as="li" key={role} interactive className={styles.role}>
              <h3>
                <LocaleLink to={joinRolePath(role)} data-card-link>
                  {t(`join.roles.${role}.jobTitle`)}
                </LocaleLink>
              </h3>
              <p>{t(`join.roles.${role}.summary`)}</p>
              <span className={styles.more} aria-hidden="true">
                {t('join.landing.roleLink', { role: t(`join.roles.${role}.name`) })}
                <ChevronForwardIcon />
              </span>
            </Card>
          ))}
        </ul>
      </section>

      <div className={styles.layout}>
        <div className={styles.main}>
          <JoinList
            id="requirements-heading"
            heading={t('join.landing.whoHeading')}
            items={generalRequirements.map((key) => t(`join.requirements.${key}`))}
          />
          <JoinList
            id="benefits-heading"
            heading={t('join.benefits.heading')}
            items={benefits.map((key) => t(`join.benefits.${key}`))}
          />
        </div>
        <div className={styles.sidebar}>
          <SharePanel
            heading={t('join.share.heading')}
            url={`${config.siteUrl}${toLocale('/join-as-practitioner')}`}
            title={title}
            text={t('join.share.text', {
              brand,
              role: joinRoles.map((role) => t(`join.roles.${role}.name`)).join(t('join.separator')),
            })}
          />
        </div>
      </div>
      <ApplyCallToAction />
    </Container>
  );
}
