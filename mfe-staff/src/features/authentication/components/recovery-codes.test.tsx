import { screen, within } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { RecoveryCodes } from './recovery-codes';

const codes = ['abcde-12345', 'fghij-67890'];

describe('RecoveryCodes', () => {
  it('lists the codes, copies them all and offers them as a text file', async () => {
    const { user } = renderPage(<RecoveryCodes codes={codes} />, { path: '/en/staff/set-up' });
    // After render: user-event puts its own clipboard on navigator when it is set up.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true, writable: true });

    const list = screen.getByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    await user.click(screen.getByRole('button', { name: 'Copy the codes' }));
    expect(writeText).toHaveBeenCalledWith('abcde-12345\nfghij-67890\n');
    expect(screen.getByRole('status')).toHaveTextContent('The codes are copied.');
    const download = screen.getByRole('link', { name: 'Download the codes (.txt)' });
    expect(download).toHaveAttribute('download', 'sakina-staff-recovery-codes.txt');
    expect(download).toHaveAttribute(
      'href',
      `data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join('\n')}\n`)}`,
    );
  });

  it('offers the same in Arabic', () => {
    renderPage(<RecoveryCodes codes={codes} />, { path: '/staff/set-up' });

    expect(screen.getByRole('button', { name: 'نسخ الرموز' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تنزيل الرموز (ملف نصي)' })).toBeInTheDocument();
  });
});
