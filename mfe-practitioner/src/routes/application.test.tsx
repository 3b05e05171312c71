import '../features/application/utils/resize-observer-stub';
import { screen, waitFor } from '@testing-library/react';
import { MyApplicationDocument } from '../features/application/api/my-application.generated';
import type { ApplicationFieldsFragment } from '../features/application/api/application-fields.generated';
import {
  completeDocuments,
  testApplication,
  testLimits,
  testPersonal,
  testProfessional,
} from '../features/application/utils/test-application';
import { LocationProbe } from '../testing/location-probe';
import { renderPage } from '../testing/render-page';
import ApplicationPage from './application';

function page(path: string, application: ApplicationFieldsFragment | null) {
  return renderPage(
    <>
      <ApplicationPage />
      <LocationProbe />
    </>,
    {
      path,
      mocks: [
        {
          request: { query: MyApplicationDocument },
          result: { data: { myApplication: application, applicationLimits: testLimits } },
        },
      ],
    },
  );
}

describe('ApplicationPage', () => {
  it('starts a new applicant at step 1 of 4', async () => {
    page('/en/auth/application', null);
    expect(await screen.findByRole('heading', { level: 2, name: 'Personal information' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your application' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  it('resumes a saved draft at the first unfinished step, with the finished ones linked', async () => {
    page('/en/auth/application', testApplication({ personal: testPersonal }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Professional information' })).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Application steps' });
    expect(progress).toHaveTextContent('Step 2 of 4');
    expect(screen.getByRole('link', { name: /Personal information/ })).toHaveAttribute(
      'href',
      '/en/auth/application?step=personal',
    );
  });

  it('shows a returned application’s reason above the steps', async () => {
    page(
      '/auth/application?step=review',
      testApplication({
        status: 'REJECTED',
        rejectionReason: 'صورة الهوية غير واضحة.',
        personal: testPersonal,
        professional: testProfessional,
        documents: completeDocuments,
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'أُعيد إليك طلبك' })).toBeInTheDocument();
    expect(screen.getByText('صورة الهوية غير واضحة.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'التقييم' })).toBeInTheDocument();
  });

  it('sends an applicant whose application is under review to the status page', async () => {
    page(
      '/en/auth/application',
      testApplication({
        status: 'SUBMITTED',
        personal: testPersonal,
        professional: testProfessional,
        documents: completeDocuments,
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/en\/auth\/status$/));
  });
});
