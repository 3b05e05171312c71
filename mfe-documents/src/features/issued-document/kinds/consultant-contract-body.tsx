import type { ConsultantContractContent } from '@sakina/shared/validation';
import { DualDate } from '../components/dual-date';
import { Facts, Ltr, Section } from '../components/facts';
import type { KindProps } from './kind-props';

export function ConsultantContractBody({
  document,
  content,
  language,
  numerals,
  t,
}: KindProps<ConsultantContractContent>) {
  const { practitioner, acceptance } = content;
  return (
    <>
      <Section title={t('contract.parties')}>
        <h3>{t('contract.practitioner')}</h3>
        <Facts
          items={[
            [
              t('contract.nameAr'),
              <span key="ar" lang="ar" dir="rtl">
                {practitioner.nameAr}
              </span>,
            ],
            [
              t('contract.nameEn'),
              <span key="en" lang="en" dir="ltr">
                {practitioner.nameEn}
              </span>,
            ],
            [t('contract.nationalId'), <Ltr key="id">{practitioner.nationalId}</Ltr>],
            [t('contract.scfhs'), <Ltr key="scfhs">{practitioner.scfhsNumber}</Ltr>],
            [t('contract.classification'), practitioner.classification],
          ]}
        />
        <h3>{t('contract.platform')}</h3>
        <Facts
          items={[
            [t('common.name'), language === 'ar' ? document.platform.nameAr : document.platform.nameEn],
            [t('contract.licence'), <Ltr key="licence">{document.platform.licence}</Ltr>],
          ]}
        />
      </Section>
      <Section title={t('contract.terms')}>
        <Facts
          items={[
            [
              t('contract.startDate'),
              <DualDate key="start" value={content.startDate} language={language} numerals={numerals} />,
            ],
            [t('contract.revenueShare'), t('contract.revenueShareValue', { percent: content.revenueSharePercent })],
          ]}
        />
      </Section>
      <Section title={t('contract.clauses')}>
        <ol>
          {content.clauses.map((clause) => (
            <li key={clause.title}>
              <h3>{clause.title}</h3>
              <p>{clause.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={t('contract.acceptance')}>
        <Facts
          items={[
            [t('contract.acceptedBy'), acceptance.acceptedBy],
            [
              t('contract.acceptedAt'),
              <DualDate key="at" value={acceptance.acceptedAt} language={language} numerals={numerals} withTime />,
            ],
            [t('contract.account'), <Ltr key="account">{acceptance.account}</Ltr>],
          ]}
        />
      </Section>
    </>
  );
}
