import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { FileUpload } from './file-upload';

function pdf(name: string, bytes: number) {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

describe('FileUpload', () => {
  it('hands a chosen file to onSelect', async () => {
    const onSelect = jest.fn();
    const { user, container } = renderWithProviders(
      <FileUpload label="Licence" accept=".pdf" maxSizeBytes={1024 * 1024} onSelect={onSelect} />,
      { path: '/en' },
    );
    expect(screen.getByRole('button', { name: 'Licence Choose file' })).toHaveAccessibleDescription('Up to 1 MB');

    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, pdf('licence.pdf', 2000));

    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'licence.pdf' }));
  });

  it('refuses a file larger than the limit and says so', async () => {
    const onSelect = jest.fn();
    const { user, container } = renderWithProviders(
      <FileUpload label="Licence" accept=".pdf" maxSizeBytes={1000} onSelect={onSelect} />,
      { path: '/en' },
    );

    await user.upload(container.querySelector('input[type="file"]') as HTMLInputElement, pdf('big.pdf', 5000));

    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Licence Choose file' })).toHaveAccessibleDescription(
      expect.stringContaining('This file is larger than 1,000 B'),
    );
  });

  it.each([
    {
      path: '/en',
      message: 'The file type must be an image or a readable document. Choose a PDF, JPG, PNG, or WebP file.',
    },
    { path: '/', message: 'يجب أن يكون نوع الملف صورة أو مستندًا مقروءًا. اختر ملفًا بصيغة PDF أو JPG أو PNG أو WebP.' },
  ])(
    'names the accepted types as people know them when a file is of another type ($path)',
    async ({ path, message }) => {
      const onSelect = jest.fn();
      const { container } = renderWithProviders(
        <FileUpload
          label="CV"
          accept=".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp"
          onSelect={onSelect}
        />,
        { path },
      );
      const notes = new File(['notes'], 'notes.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      });

      // A phone's file picker may offer any file: the accept list only filters it on some systems.
      fireEvent.change(container.querySelector('input[type="file"]') as HTMLInputElement, {
        target: { files: [notes] },
      });

      expect(onSelect).not.toHaveBeenCalled();
      expect(screen.getByText(message)).toBeInTheDocument();
    },
  );

  it('shows the file name, the upload progress, and replace and remove buttons', async () => {
    const onRemove = jest.fn();
    const { user } = renderWithProviders(
      <FileUpload
        label="Licence"
        file={{ name: 'licence.pdf', size: 2048 }}
        progress={40}
        onSelect={jest.fn()}
        onRemove={onRemove}
      />,
      { path: '/en' },
    );

    expect(screen.getByText('licence.pdf')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading 40%' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: 'Replace licence.pdf' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove licence.pdf' }));
    expect(onRemove).toHaveBeenCalled();
  });
});
