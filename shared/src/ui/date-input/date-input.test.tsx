import { screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing';
import { DateInput } from './date-input';
import { parseDateInput } from './parse-date-input';

describe('parseDateInput', () => {
  it('reads yyyy-mm-dd in ASCII or Arabic-Indic digits', () => {
    expect(parseDateInput('1990-05-21')).toBe('1990-05-21');
    expect(parseDateInput('١٩٩٠-٠٥-٢١')).toBe('1990-05-21');
    expect(parseDateInput('1990/5/1')).toBe('1990-05-01');
  });

  it('rejects other formats and dates that do not exist', () => {
    expect(parseDateInput('21-05-1990')).toBeNull();
    expect(parseDateInput('2023-02-29')).toBeNull();
    expect(parseDateInput('')).toBeNull();
  });
});

describe('DateInput', () => {
  function Controlled() {
    const [value, setValue] = useState('');
    return <DateInput label="Date of birth" value={value} onChange={(event) => setValue(event.target.value)} />;
  }

  it('turns typed Arabic-Indic digits into ASCII digits and explains the format', async () => {
    const { user } = renderWithProviders(<Controlled />);
    const field = screen.getByRole('textbox', { name: 'Date of birth' });

    await user.type(field, '١٩٩٠/٠٥/٢١');

    expect(field).toHaveValue('1990-05-21');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('1990-05-21'));
  });
});
