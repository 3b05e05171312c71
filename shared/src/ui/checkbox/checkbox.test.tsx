import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label and describes its error', async () => {
    const onCheckedChange = jest.fn();
    const { user } = renderWithProviders(
      <Checkbox label="I accept the terms" error="Accept the terms to continue" onCheckedChange={onCheckedChange} />,
      { path: '/en' },
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toHaveAccessibleDescription('Accept the terms to continue');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByText('I accept the terms'));

    expect(checkbox).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
