import { act, screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import type { UploadOptions, UploadResult } from '../api/upload-document';
import { completeDocuments, testApplication, testDocument, testLimits } from '../utils/test-application';
import { AttachmentsStep } from './attachments-step';

const pendingUploads: { options: UploadOptions; resolve: (result: UploadResult) => void }[] = [];

jest.mock('../api/upload-document', () => ({
  uploadDocument: (options: UploadOptions) =>
    new Promise<UploadResult>((resolve) => pendingUploads.push({ options, resolve })),
}));

function page(application = testApplication(), props: Partial<Parameters<typeof AttachmentsStep>[0]> = {}) {
  const refresh = jest.fn(async () => undefined);
  const onContinue = jest.fn();
  const view = renderPage(
    <AttachmentsStep
      application={application}
      limits={testLimits}
      refresh={refresh}
      onContinue={onContinue}
      backTo="/auth/application?step=professional"
      {...props}
    />,
    { path: '/en/auth/application' },
  );
  return { ...view, refresh, onContinue };
}

const pdf = (name: string) => new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });

beforeEach(() => {
  pendingUploads.length = 0;
});

describe('AttachmentsStep', () => {
  it('names each missing document at the top and beside it, and does not move on', async () => {
    const { user, onContinue } = page(testApplication({ documents: [testDocument('CV', 'cv.pdf')] }));

    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('alert', { name: 'Please correct the following' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Profile photo: Upload your profile photo',
      'Latest academic qualification: Upload this document',
      'Picture of your national ID or iqama: Upload this document',
      'SCFHS classification (registration) document: Upload this document',
    ]);
    expect(onContinue).not.toHaveBeenCalled();
  });

  it('uploads a chosen file at once, showing its progress, then reads the application again', async () => {
    const { user, refresh } = page();

    await user.upload(screen.getByLabelText(/^CV/, { selector: 'input' }), pdf('my-cv.pdf'));

    expect(pendingUploads).toHaveLength(1);
    expect(pendingUploads[0].options).toMatchObject({ kind: 'CV', locale: 'en' });
    act(() => pendingUploads[0].options.onProgress(40));
    expect(screen.getByRole('progressbar', { name: 'Uploading 40%' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Stay on this page until the upload finishes.')).toBeInTheDocument();

    await act(async () => pendingUploads[0].resolve({ ok: true, document: testDocument('CV', 'my-cv.pdf') }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the API’s refusal of a file that is not a PDF or an image, naming the accepted types', async () => {
    const { user } = page();

    await user.upload(
      screen.getByLabelText(/^Latest academic qualification/, { selector: 'input' }),
      pdf('degree.pdf'),
    );
    await act(async () =>
      pendingUploads[0].resolve({
        ok: false,
        failure: { kind: 'fields', fields: [{ path: 'file', code: 'file_type_invalid' }] },
      }),
    );

    expect(
      screen.getByText('The file must be a PDF, JPG, PNG or WebP. Save a Word document as PDF first.'),
    ).toBeInTheDocument();
  });

  it('replaces a certificate by its id, and stops offering new ones at the limit', async () => {
    const certificates = [
      testDocument('CERTIFICATE', 'cbt.pdf', 'certificate-1'),
      testDocument('CERTIFICATE', 'aid.pdf', 'certificate-2'),
    ];
    const { user, onContinue } = page(testApplication({ documents: [...completeDocuments, ...certificates] }));

    expect(
      screen.getByText('You have added the most certificates allowed. Remove one to add another.'),
    ).toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Certificate 1/, { selector: 'input' }), pdf('cbt-2025.pdf'));
    expect(pendingUploads[0].options).toMatchObject({ kind: 'CERTIFICATE', replaceId: 'certificate-1' });

    await act(async () =>
      pendingUploads[0].resolve({ ok: true, document: testDocument('CERTIFICATE', 'cbt-2025.pdf', 'certificate-3') }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
