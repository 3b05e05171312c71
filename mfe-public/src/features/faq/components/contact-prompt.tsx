import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@sakina/shared/navigation';
import { buttonClassName } from '@sakina/shared/ui';
import styles from './faq.module.css';

/** The way out when the FAQ does not answer: the contact form. */
export function ContactPrompt() {
  const { t } = useTranslation('public');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.prompt}>
      <h2 id={headingId} className={styles.promptTitle}>
        {t('faq.contact.title')}
      </h2>
      <p>{t('faq.contact.body')}</p>
      <LocaleLink to="/contact" className={buttonClassName({ variant: 'secondary' })}>
        {t('faq.contact.link')}
      </LocaleLink>
    </section>
  );
}
