import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { TextField } from '../text-field/text-field';
import { ErrorSummary } from './error-summary';

describe('ErrorSummary', () => {
  const errors = [
    { fieldId: 'email', message: 'Enter your email address' },
    { fieldId: 'phone', message: 'Enter a valid phone number' },
  ];

  it('lists the errors as links in a focused alert', () => {
    renderWithProviders(<ErrorSummary errors={errors} />, { path: '/en' });

    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('heading', { name: 'Please correct the following' })).toBeInTheDocument();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enter your email address', '#email'],
      ['Enter a valid phone number', '#phone'],
    ]);
  });

  it('moves focus to the field when an error is followed', async () => {
    const { user } = renderWithProviders(
      <>
        <ErrorSummary errors={errors.slice(0, 1)} />
        <TextField id="email" label="Email" error="Enter your email address" />
      </>,
      { path: '/en' },
    );

    await user.click(screen.getByRole('link', { name: 'Enter your email address' }));

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('renders nothing without errors', () => {
    renderWithProviders(<ErrorSummary errors={[]} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
