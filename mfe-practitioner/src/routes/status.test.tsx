import { screen } from '@testing-library/react';
import { MyApplicationDocument } from '../features/application/api/my-application.generated';
import {
  completeDocuments,
  testApplication,
  testLimits,
  testPersonal,
  testProfessional,
} from '../features/application/utils/test-application';
import type { ApplicationFieldsFragment } from '../features/application/api/application-fields.generated';
import { renderPage } from '../testing/render-page';
import StatusPage from './status';

function page(path: string, application: ApplicationFieldsFragment | null) {
  return renderPage(<StatusPage />, {
    path,
    mocks: [
      {
        request: { query: MyApplicationDocument },
        result: { data: { myApplication: application, applicationLimits: testLimits } },
      },
    ],
  });
}

const sent = (overrides: Partial<ApplicationFieldsFragment>) =>
  testApplication({
    personal: testPersonal,
    professional: testProfessional,
    documents: completeDocuments,
    submittedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  });

describe('StatusPage', () => {
  it('says the application is under review', async () => {
    page('/en/auth/status', sent({ status: 'SUBMITTED' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your application is under review' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Submitted on January 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('sends an accepted practitioner to the provider app with its store links', async () => {
    page('/en/auth/status', sent({ status: 'ACCEPTED' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your application has been accepted' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/sa/app/sakina-provider/id2',
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=sa.sakina.provider',
    );
  });

  it('shows the rejection reason in Arabic and a way to correct and resubmit', async () => {
    page('/auth/status', sent({ status: 'REJECTED', rejectionReason: 'صورة الهوية غير واضحة.' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'طلبك يحتاج إلى تعديل' })).toBeInTheDocument();
    expect(screen.getByText('صورة الهوية غير واضحة.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تعديل الطلب وإعادة إرساله' })).toHaveAttribute(
      'href',
      '/auth/application?step=review',
    );
  });

  it('leads someone who has not submitted yet back to the application', async () => {
    page('/en/auth/status', null);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'You have not submitted your application yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue your application' })).toHaveAttribute(
      'href',
      '/en/auth/application',
    );
  });

  it('offers a copy of the data by a plain form, and the way to delete the account, in both languages', async () => {
    const { container } = page('/en/auth/status', sent({ status: 'SUBMITTED' }));
    const section = await screen.findByRole('region', { name: 'Your data' });
    const download = screen.getByRole('button', { name: 'Download my data' });
    // A form the browser posts itself: it works before (or without) the page's scripts.
    const form = download.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/account/data-export');
    expect(container.querySelector('input[name="locale"]')).toHaveValue('en');
    expect(section).toContainElement(screen.getByRole('link', { name: 'Delete my account' }));
    expect(screen.getByRole('link', { name: 'Delete my account' })).toHaveAttribute('href', '/en/auth/delete-account');
  });

  it('offers them in Arabic', async () => {
    page('/auth/status', sent({ status: 'SUBMITTED' }));
    expect(await screen.findByRole('region', { name: 'بياناتك' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تنزيل بياناتي' }).closest('form')).toHaveFormValues({ locale: 'ar' });
    expect(screen.getByRole('link', { name: 'حذف حسابي' })).toHaveAttribute('href', '/auth/delete-account');
  });
});
