import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '@sakina/shared/contracts';
import { LocaleLink } from '@sakina/shared/navigation';
import { Card, Container } from '@sakina/shared/ui';
import { ContactForm, type ContactReceipt } from '../features/contact/components/contact-form';
import { ContactSuccess } from '../features/contact/components/contact-success';
import styles from '../features/contact/components/contact-page.module.css';
import { withPageStrings } from '../i18n/page-strings';

function ContactPage() {
  const { t } = useTranslation('public');
  const { config } = useShell();
  const [receipt, setReceipt] = useState<ContactReceipt | null>(null);

  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('pages.contact.title')}</h1>
        <p className={styles.lead}>{t('contact.lead')}</p>
      </header>
      <div className={styles.layout}>
        <Card padding="large">
          {receipt ? (
            <ContactSuccess receipt={receipt} onAnother={() => setReceipt(null)} />
          ) : (
            <ContactForm onSent={setReceipt} />
          )}
        </Card>
        <aside className={styles.aside} aria-label={t('contact.aside.label')}>
          {config.contactEmail && (
            <Card as="section" aria-labelledby="contact-email-title">
              <h2 id="contact-email-title" className={styles.asideTitle}>
                {t('contact.aside.emailTitle')}
              </h2>
              <a href={`mailto:${config.contactEmail}`} dir="ltr">
                {config.contactEmail}
              </a>
            </Card>
          )}
          <Card as="section" aria-labelledby="contact-faq-title">
            <h2 id="contact-faq-title" className={styles.asideTitle}>
              {t('contact.aside.faqTitle')}
            </h2>
            <p>{t('contact.aside.faqBody')}</p>
            <LocaleLink to="/faq">{t('contact.aside.faqLink')}</LocaleLink>
          </Card>
          <Card as="section" aria-labelledby="contact-emergency-title" className={styles.emergency}>
            <h2 id="contact-emergency-title" className={styles.asideTitle}>
              {t('contact.aside.emergencyTitle')}
            </h2>
            <p>
              {t('contact.aside.emergencyBody')}{' '}
              <a href={`tel:${config.emergencyNumber}`}>
                <bdi dir="ltr">{config.emergencyNumber}</bdi>
              </a>
            </p>
          </Card>
        </aside>
      </div>
    </Container>
  );
}

export default withPageStrings(ContactPage, 'contact');
