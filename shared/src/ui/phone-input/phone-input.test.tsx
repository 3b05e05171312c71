import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing';
import { emptyPhoneValue, type PhoneValue } from './parse-phone';
import { PhoneInput } from './phone-input';

function ControlledPhone({ onValue }: { onValue?: (value: PhoneValue) => void }) {
  const [value, setValue] = useState<PhoneValue>(emptyPhoneValue());
  return (
    <PhoneInput
      label="Mobile number"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

function lastValue(onValue: jest.Mock): PhoneValue {
  return onValue.mock.calls.at(-1)[0];
}

function expectActiveOption(name: RegExp) {
  expect(screen.getByRole('combobox')).toHaveAttribute(
    'aria-activedescendant',
    screen.getByRole('option', { name }).id,
  );
}

describe('PhoneInput', () => {
  it('starts on Saudi Arabia and reads a national number against it', async () => {
    const onValue = jest.fn();
    const { user } = renderWithProviders(<ControlledPhone onValue={onValue} />, { path: '/en' });
    expect(screen.getByRole('combobox', { name: 'Country: Saudi Arabia, +966' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '0501234567');

    expect(lastValue(onValue)).toMatchObject({ country: 'SA', countryCode: '966', valid: true, e164: '+966501234567' });
  });

  it('switches the country when the number starts with +', async () => {
    const onValue = jest.fn();
    const { user } = renderWithProviders(<ControlledPhone onValue={onValue} />, { path: '/en' });

    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '+201001234567');

    expect(lastValue(onValue)).toMatchObject({ country: 'EG', countryCode: '20', valid: true });
    expect(screen.getByRole('combobox', { name: 'Country: Egypt, +20' })).toBeInTheDocument();
  });

  it('turns Arabic-Indic digits into ASCII digits as they are typed', async () => {
    const onValue = jest.fn();
    const { user } = renderWithProviders(<ControlledPhone onValue={onValue} />);

    const field = screen.getByRole('textbox', { name: 'Mobile number' });
    await user.type(field, '٠٥٠١٢٣٤٥٦٧');

    expect(field).toHaveValue('0501234567');
    expect(lastValue(onValue)).toMatchObject({ valid: true, e164: '+966501234567' });
  });

  it('shows the invalid message once an invalid number is left, and wires it to the field', async () => {
    const { user } = renderWithProviders(<PhoneInput label="Mobile number" invalidMessage="Invalid phone number" />, {
      path: '/en',
    });
    const field = screen.getByRole('textbox', { name: 'Mobile number' });

    await user.type(field, '12');
    expect(screen.queryByText('Invalid phone number')).not.toBeInTheDocument();
    await user.tab();

    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Invalid phone number'));
  });

  it('shows the message the form passes in', () => {
    renderWithProviders(<PhoneInput label="رقم الجوال" error="رقم الهاتف غير صحيح" />);
    const field = screen.getByRole('textbox', { name: 'رقم الجوال' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('رقم الهاتف غير صحيح'));
    expect(screen.getByRole('group', { name: 'رقم الجوال' })).toHaveAttribute('dir', 'ltr');
  });

  it('picks a country from the list with the keyboard and keeps the typed national number', async () => {
    const onValue = jest.fn();
    const { user } = renderWithProviders(<ControlledPhone onValue={onValue} />, { path: '/en' });
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '01001234567');
    expect(lastValue(onValue).valid).toBe(false);

    await user.click(screen.getByRole('combobox', { name: /^Country:/ }));
    expect(screen.getByRole('listbox', { name: 'Country' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Country:/ })).toHaveFocus();
    expectActiveOption(/^Saudi Arabia/);
    await user.keyboard('egy');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(lastValue(onValue)).toMatchObject({ country: 'EG', number: '01001234567', valid: true });
  });

  it('follows the combobox pattern: arrows, Enter and Space open; Tab leaves and closes', async () => {
    const onValue = jest.fn();
    const { user } = renderWithProviders(<ControlledPhone onValue={onValue} />, { path: '/en' });
    const picker = screen.getByRole('combobox', { name: /^Country:/ });
    expect(picker).toHaveAttribute('aria-expanded', 'false');

    for (const key of ['{ArrowDown}', '{ArrowUp}', '{Enter}', ' ']) {
      picker.focus();
      await user.keyboard(key);
      expect(screen.getByRole('listbox', { name: 'Country' })).toBeInTheDocument();
      expect(picker).toHaveAttribute('aria-expanded', 'true');
      expect(picker).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
      expect(picker).toHaveFocus();
      expectActiveOption(/^Saudi Arabia/);
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
      expect(picker).toHaveFocus();
    }

    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    expect(picker).toHaveAccessibleName('Country: Saudi Arabia, +966');

    await user.keyboard('{Shift>}{Tab}{/Shift}{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker).not.toHaveFocus();

    picker.focus();
    await user.keyboard('{Enter}{ArrowDown} ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(picker).not.toHaveAccessibleName('Country: Saudi Arabia, +966');
  });

  it('closes the list with Escape and returns focus to the country button', async () => {
    const { user } = renderWithProviders(<ControlledPhone />, { path: '/en' });
    const trigger = screen.getByRole('combobox', { name: /^Country:/ });

    await user.click(trigger);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('names the countries in the page language', async () => {
    const { user } = renderWithProviders(<ControlledPhone />);

    await user.click(screen.getByRole('combobox', { name: 'الدولة: المملكة العربية السعودية، +966' }));

    expect(screen.getByRole('option', { name: /^مصر/ })).toBeInTheDocument();
  });

  describe('type-to-find', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('jumps to the first country matching the typed letters and starts over after 700 ms', async () => {
      const { user } = renderWithProviders(<ControlledPhone />, {
        path: '/en',
        userOptions: { advanceTimers: jest.advanceTimersByTime },
      });
      await user.click(screen.getByRole('combobox', { name: /^Country:/ }));

      await user.keyboard('eg');
      expectActiveOption(/^Egypt/);

      act(() => jest.advanceTimersByTime(500));
      await user.keyboard('j');
      expectActiveOption(/^Egypt/);

      act(() => jest.advanceTimersByTime(700));
      await user.keyboard('j');
      expectActiveOption(/^Jamaica/);
    });
  });

  describe('placement', () => {
    function placeTrigger(bottom: number) {
      const trigger = screen.getByRole('combobox', { name: /^Country:/ });
      jest.spyOn(trigger, 'getBoundingClientRect').mockReturnValue({
        top: bottom - 44,
        bottom,
        left: 0,
        right: 100,
        width: 100,
        height: 44,
        x: 0,
        y: bottom - 44,
        toJSON: () => ({}),
      });
      return trigger;
    }

    it('opens the list above the field when there is little room below', async () => {
      const { user } = renderWithProviders(<ControlledPhone />, { path: '/en' });
      const trigger = placeTrigger(window.innerHeight - 150);

      await user.click(trigger);

      expect(document.querySelector('[data-radix-popper-content-wrapper] [data-side]')).toHaveAttribute(
        'data-side',
        'top',
      );
    });

    it('opens the list below the field when more than 200 px are free', async () => {
      const { user } = renderWithProviders(<ControlledPhone />, { path: '/en' });
      const trigger = placeTrigger(window.innerHeight - 400);

      await user.click(trigger);

      expect(document.querySelector('[data-radix-popper-content-wrapper] [data-side]')).toHaveAttribute(
        'data-side',
        'bottom',
      );
    });
  });
});
