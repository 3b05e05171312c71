import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'psychological', label: 'نفسية' },
  { value: 'family', label: 'أسرية' },
  { value: 'medical', label: 'طبية' },
];

describe('RadioGroup', () => {
  it('is a labelled group whose error is read with it', () => {
    renderWithProviders(<RadioGroup label="نوع الاستشارة" options={options} error="اختر نوع الاستشارة" />);

    const group = screen.getByRole('radiogroup', { name: 'نوع الاستشارة' });
    expect(group).toHaveAccessibleDescription('اختر نوع الاستشارة');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('selects with a click on the label and moves with the arrow keys', async () => {
    const onValueChange = jest.fn();
    const { user } = renderWithProviders(
      <RadioGroup label="نوع الاستشارة" options={options} onValueChange={onValueChange} />,
    );

    await user.click(screen.getByText('نفسية'));
    expect(screen.getByRole('radio', { name: 'نفسية' })).toBeChecked();
    // Radix checks the radio that receives focus while an arrow key is held down.
    await user.keyboard('{ArrowDown>}');

    expect(screen.getByRole('radio', { name: 'أسرية' })).toBeChecked();
    await user.keyboard('{/ArrowDown}');
    expect(onValueChange).toHaveBeenLastCalledWith('family');
  });
});
