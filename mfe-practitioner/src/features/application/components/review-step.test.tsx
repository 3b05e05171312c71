import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderPage } from '../../../testing/render-page';
import { SubmitApplicationDocument } from '../api/submit-application.generated';
import { completeDocuments, testApplication, testPersonal, testProfessional } from '../utils/test-application';
import { ReviewStep } from './review-step';

const complete = testApplication({
  personal: testPersonal,
  professional: testProfessional,
  documents: completeDocuments,
});
const stepPath = (step: string) => `/auth/application?step=${step}`;
const guard = <Result,>(action: () => Promise<Result>) => action();

function submitMock(result: Record<string, unknown>) {
  return {
    request: {
      query: SubmitApplicationDocument,
      variables: (variables: { certified: boolean; idempotencyKey: string }) =>
        variables.certified && /^[\w-]{16,}$/.test(variables.idempotencyKey),
    },
    result,
  };
}

describe('ReviewStep', () => {
  it('shows every answer with a link back to its step', () => {
    renderPage(<ReviewStep application={complete} stepPath={stepPath} guard={guard} onSubmitted={jest.fn()} />, {
      path: '/en/auth/application',
    });

    const personal = screen.getByRole('region', { name: 'Personal information' });
    expect(within(personal).getByText('Sara Mohammed Alotaibi')).toBeInTheDocument();
    expect(within(personal).getByText('+966501234567')).toBeInTheDocument();
    expect(within(personal).getByRole('link', { name: 'Edit Personal information' })).toHaveAttribute(
      'href',
      '/en/auth/application?step=personal',
    );
    const professional = screen.getByRole('region', { name: 'Professional information' });
    expect(within(professional).getByText('10 years')).toBeInTheDocument();
    expect(within(professional).getByText('Voice call and Video call')).toBeInTheDocument();
    const attachments = screen.getByRole('region', { name: 'Attachments' });
    expect(within(attachments).getByRole('link', { name: 'cv.pdf' })).toHaveAttribute(
      'href',
      '/files/application-documents/document-cv',
    );
  });

  it('cannot submit without ticking the attestation, then submits once it is ticked', async () => {
    const onSubmitted = jest.fn();
    const submitted = { ...complete, status: 'SUBMITTED', submittedAt: '2026-01-05T10:00:00.000Z' };
    const { user } = renderPage(
      <ReviewStep application={complete} stepPath={stepPath} guard={guard} onSubmitted={onSubmitted} />,
      {
        path: '/en/auth/application',
        mocks: [submitMock({ data: { submitApplication: submitted } })],
      },
    );

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your application' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));
    expect(
      within(dialog).getByText('Tick the box to confirm that your data and documents are genuine before submitting'),
    ).toBeInTheDocument();
    expect(onSubmitted).not.toHaveBeenCalled();

    await user.click(
      within(dialog).getByRole('checkbox', {
        name: /I certify that the data and documents I have provided are genuine/,
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(expect.objectContaining({ status: 'SUBMITTED' })));
  });

  it('lists what the API still finds missing, each linking to its step', async () => {
    const { user } = renderPage(
      <ReviewStep application={complete} stepPath={stepPath} guard={guard} onSubmitted={jest.fn()} />,
      {
        path: '/en/auth/application',
        mocks: [
          submitMock({
            errors: [
              new GraphQLError('Invalid input.', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  fields: [{ path: 'professional.sfhscExpirationDate', code: 'date_not_future' }],
                },
              }),
            ],
          }),
        ],
      },
    );

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit application' }));

    const link = await screen.findByRole('link', {
      name: 'Professional information — The expiration date must be in the future',
    });
    expect(link).toHaveAttribute('href', '/en/auth/application?step=professional');
  });

  it('offers no submit until every step is done', () => {
    renderPage(
      <ReviewStep
        application={testApplication({ personal: testPersonal })}
        stepPath={stepPath}
        guard={guard}
        onSubmitted={jest.fn()}
      />,
      {
        path: '/auth/application',
      },
    );
    expect(screen.getByText('أكمل جميع الخطوات قبل الإرسال.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'إرسال الطلب' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'المعلومات المهنية' })).getByText('لم يُعبّأ بعد'),
    ).toBeInTheDocument();
  });
});
