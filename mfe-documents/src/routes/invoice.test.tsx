import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invoiceSchema, sampleDocumentContent, type InvoiceContent } from '@sakina/shared/validation';
import { IssuedDocumentDocument } from '../features/issued-document/api/get-issued-document.generated';
import { renderPage } from '../testing/render-page';
import InvoicePage from './invoice';

const token = 'a-token';
const content: InvoiceContent = {
  ...invoiceSchema.parse(sampleDocumentContent('invoice', 'ar')),
  subtotalHalalas: 44_999,
  vatHalalas: 6_750,
  totalHalalas: 51_749,
  number: 'INV-000002',
  seller: { name: 'شركة سكينة للاستشارات', vatNumber: '300000000000003' },
  zatcaQr: 'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
};

const opened = (document: object | null) => ({
  request: { query: IssuedDocumentDocument, variables: { token, kind: 'invoice' } },
  result: { data: { issuedDocument: document } },
});

const arabicInvoice = {
  __typename: 'IssuedDocument',
  id: '1',
  kind: 'invoice',
  language: 'ar',
  issuedAt: '2026-11-25T09:30:00.000Z',
  verificationCode: 'ABCD-EFGH-JKMN',
  issuer: {
    __typename: 'DocumentIssuer',
    name: { __typename: 'LocalizedText', ar: 'د. خالد الشهري', en: 'Dr. Khalid Alshehri' },
    title: { __typename: 'LocalizedText', ar: 'استشاري الطب النفسي', en: 'Consultant Psychiatrist' },
    category: 'physician',
  },
  platform: {
    __typename: 'DocumentPlatform',
    nameAr: 'شركة سكينة للاستشارات',
    nameEn: 'Sakina Consultations Company',
    vatNumber: '300000000000003',
    licence: 'MOH 1400027',
  },
  contentJson: JSON.stringify(content),
  earlierResultsJson: '[]',
};

describe('InvoicePage', () => {
  it('shows an Arabic invoice right to left on the English site, with its totals in SAR and its ZATCA QR', async () => {
    renderPage(<InvoicePage />, { path: `/en/invoice?token=${token}`, mocks: [opened(arabicInvoice)] });
    const sheet = await screen.findByRole('article', { name: 'فاتورة' });
    expect(sheet).toHaveAttribute('dir', 'rtl');
    expect(sheet).toHaveAttribute('lang', 'ar');
    expect(within(sheet).getByText('INV-000002')).toBeInTheDocument();
    expect(within(sheet).getByText(/517\.49/)).toBeInTheDocument();
    expect(within(sheet).getByText(/67\.50/)).toBeInTheDocument();
    expect(within(sheet).getByRole('img', { name: /رمز QR لهيئة الزكاة/ })).toBeInTheDocument();
    // Gregorian and Hijri dates of the issue day.
    expect(within(sheet).getAllByText(/نوفمبر 2026/).length).toBeGreaterThan(0);
    expect(within(sheet).getAllByText(/1448/).length).toBeGreaterThan(0);
    // The page around it speaks the site's language.
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
  });

  it('shows an Arabic invoice in Arabic-Indic digits when asked, keeping its codes as they are typed', async () => {
    renderPage(<InvoicePage />, { path: `/invoice?token=${token}`, mocks: [opened(arabicInvoice)] });
    const sheet = await screen.findByRole('article', { name: 'فاتورة' });
    const digits = screen.getByRole('button', { name: 'الأرقام الهندية (١٢٣)' });
    expect(digits).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(digits);

    expect(digits).toHaveAttribute('aria-pressed', 'true');
    expect(within(sheet).getByText(/٥١٧٫٤٩/)).toBeInTheDocument();
    expect(within(sheet).queryByText(/517\.49/)).not.toBeInTheDocument();
    expect(within(sheet).getAllByText(/نوفمبر ٢٠٢٦/).length).toBeGreaterThan(0);
    expect(within(sheet).getAllByText(/١٤٤٨/).length).toBeGreaterThan(0);
    expect(within(sheet).getByText('INV-000002')).toBeInTheDocument();
    expect(within(sheet).getAllByText('300000000000003').length).toBeGreaterThan(0);

    await userEvent.click(digits);
    expect(within(sheet).getByText(/517\.49/)).toBeInTheDocument();
  });

  it('offers no other digits on an English document', async () => {
    renderPage(<InvoicePage />, {
      path: `/invoice?token=${token}`,
      mocks: [opened({ ...arabicInvoice, language: 'en' })],
    });
    await screen.findByRole('article', { name: 'Invoice' });
    expect(screen.queryByRole('button', { name: 'الأرقام الهندية (١٢٣)' })).not.toBeInTheDocument();
  });

  it('says the link is not valid when the API opens nothing', async () => {
    renderPage(<InvoicePage />, { path: `/invoice?token=${token}`, mocks: [opened(null)] });
    expect(await screen.findByRole('heading', { name: 'هذا الرابط غير صالح' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('says the link is not valid without a token, asking nothing', async () => {
    renderPage(<InvoicePage />, { path: '/en/invoice', mocks: [] });
    expect(await screen.findByRole('heading', { name: 'This link is not valid' })).toBeInTheDocument();
  });
});
