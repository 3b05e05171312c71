import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

function SaveButton({ tone }: { tone?: 'success' | 'danger' }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show(tone === 'danger' ? 'Could not save' : 'Saved', { tone })}>
      Save
    </button>
  );
}

describe('Toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('announces a message politely and removes it after its duration', async () => {
    const { user } = renderWithProviders(
      <ToastProvider defaultDurationMs={3000}>
        <SaveButton tone="success" />
      </ToastProvider>,
      { path: '/en', userOptions: { advanceTimers: jest.advanceTimersByTime } },
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');

    act(() => jest.advanceTimersByTime(3000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('uses an alert for errors and closes on request', async () => {
    const { user } = renderWithProviders(
      <ToastProvider>
        <SaveButton tone="danger" />
      </ToastProvider>,
      { path: '/en', userOptions: { advanceTimers: jest.advanceTimersByTime } },
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Could not save')).not.toBeInTheDocument();
  });

  it('explains a missing provider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithProviders(<SaveButton />)).toThrow(/ToastProvider/);
    consoleError.mockRestore();
  });
});
