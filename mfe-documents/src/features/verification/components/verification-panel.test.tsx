import { screen } from '@testing-library/react';
import { DocumentVerificationDocument } from '../api/get-document-verification.generated';
import { renderPage } from '../../../testing/render-page';
import { VerificationPanel } from './verification-panel';

const verification = (status: 'VALID' | 'REVOKED') => ({
  __typename: 'DocumentVerification',
  kind: 'medical-prescription',
  issuedAt: '2026-11-25T09:30:00.000Z',
  status,
  issuer: {
    __typename: 'DocumentIssuer',
    name: { __typename: 'LocalizedText', ar: 'د. خالد الشهري', en: 'Dr. Khalid Alshehri' },
    title: { __typename: 'LocalizedText', ar: 'استشاري الطب النفسي', en: 'Consultant Psychiatrist' },
  },
});

const answer = (code: string, result: object | null) => ({
  request: { query: DocumentVerificationDocument, variables: { code } },
  result: { data: { documentVerification: result } },
});

describe('the verification page', () => {
  it('shows the kind, date and issuer of a valid document, in English', async () => {
    renderPage(<VerificationPanel code="ABCDEFGHJKMN" />, {
      path: '/en/verify/ABCDEFGHJKMN',
      mocks: [answer('ABCDEFGHJKMN', verification('VALID'))],
    });
    expect(await screen.findByText(/Valid: this document was issued by the platform/)).toBeInTheDocument();
    expect(screen.getByText('Medical prescription')).toBeInTheDocument();
    expect(screen.getByText('Dr. Khalid Alshehri — Consultant Psychiatrist')).toBeInTheDocument();
    expect(screen.getByText('25 November 2026')).toBeInTheDocument();
  });

  it('says a revoked document is withdrawn, in Arabic', async () => {
    renderPage(<VerificationPanel code="ABCDEFGHJKMN" />, {
      path: '/verify/ABCDEFGHJKMN',
      mocks: [answer('ABCDEFGHJKMN', verification('REVOKED'))],
    });
    expect(await screen.findByText(/ملغى: هذا المستند لم يعد صالحًا/)).toBeInTheDocument();
    expect(screen.getByText('د. خالد الشهري — استشاري الطب النفسي')).toBeInTheDocument();
  });

  it('says no document has an unknown code', async () => {
    renderPage(<VerificationPanel code="ZZZZ" />, {
      path: '/en/verify/ZZZZ',
      mocks: [answer('ZZZZ', null)],
    });
    expect(await screen.findByText(/No document has this code/)).toBeInTheDocument();
  });
});
