import { QrCode } from '@sakina/shared/ui';
import type { InvoiceContent } from '@sakina/shared/validation';
import { DualDate } from '../components/dual-date';
import { Facts, Ltr, Section } from '../components/facts';
import { formatNumber, formatSar, shortDate } from '../format';
import styles from '../components/document.module.css';
import type { KindProps } from './kind-props';

export function InvoiceBody({ document, content, language, numerals, t }: KindProps<InvoiceContent>) {
  return (
    <>
      <Section title={t('invoice.heading')}>
        <div className={styles.withQr}>
          <Facts
            items={[
              [t('invoice.number'), <Ltr key="number">{content.number}</Ltr>],
              [
                t('invoice.issuedAt'),
                <DualDate key="at" value={document.issuedAt} language={language} numerals={numerals} withTime />,
              ],
              [t('invoice.seller'), content.seller.name],
              [t('invoice.vatNumber'), <Ltr key="vat">{content.seller.vatNumber}</Ltr>],
              [t('invoice.buyer'), content.buyer.name],
            ]}
          />
          <QrCode value={content.zatcaQr} label={t('invoice.qr')} size={128} />
        </div>
      </Section>
      <Section title={t('invoice.lines')}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('invoice.consultationKind')}</th>
              <th scope="col">{t('invoice.channel')}</th>
              <th scope="col">{t('invoice.practitioner')}</th>
              <th scope="col">{t('invoice.date')}</th>
              <th scope="col">{t('invoice.minutes')}</th>
              <th scope="col" className={styles.amount}>
                {t('invoice.unitPrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {content.lines.map((line, index) => (
              <tr key={index}>
                <td>{t(`invoice.kinds.${line.consultationKind}`)}</td>
                <td>{t(`invoice.channels.${line.channel}`)}</td>
                <td>{line.practitionerName}</td>
                <td>{shortDate(line.date, language, numerals)}</td>
                <td>{formatNumber(line.minutes, language, numerals)}</td>
                <td className={styles.amount}>{formatSar(line.unitPriceHalalas, language, numerals)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className={styles.totals}>
          <div>
            <dt>{t('invoice.subtotal')}</dt>
            <dd>{formatSar(content.subtotalHalalas, language, numerals)}</dd>
          </div>
          <div>
            <dt>{t('invoice.vat')}</dt>
            <dd>{formatSar(content.vatHalalas, language, numerals)}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>{t('invoice.total')}</dt>
            <dd>{formatSar(content.totalHalalas, language, numerals)}</dd>
          </div>
        </dl>
      </Section>
    </>
  );
}
