import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../testing';
import { emptyPhoneValue, type PhoneValue } from './parse-phone';
import { PhoneInput } from './phone-input';

function ControlledPhone() {
  const [value, setValue] = useState<PhoneValue>(emptyPhoneValue());
  return <PhoneInput label="Mobile number" value={value} onChange={setValue} />;
}

/** The server's answer (a stand-in for GET /visitor-country; jsdom has no server). */
function serverAnswers(country: string) {
  const fetchCountry = jest.fn(async () => new Response(JSON.stringify({ country }), { status: 200 }));
  global.fetch = fetchCountry as unknown as typeof fetch;
  return fetchCountry;
}

describe("the phone field's country from the visitor's IP", () => {
  const originalFetch = global.fetch;
  beforeEach(() => sessionStorage.clear());
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('presets the country the server answers, asking it once per browser session', async () => {
    const fetchCountry = serverAnswers('AE');
    const { unmount } = renderWithProviders(<ControlledPhone />, { path: '/en/contact' });
    expect(await screen.findByRole('combobox', { name: 'Country: United Arab Emirates, +971' })).toBeInTheDocument();
    unmount();

    renderWithProviders(<ControlledPhone />, { path: '/en/contact' });
    expect(await screen.findByRole('combobox', { name: 'Country: United Arab Emirates, +971' })).toBeInTheDocument();
    expect(fetchCountry).toHaveBeenCalledTimes(1);
    expect(fetchCountry).toHaveBeenCalledWith('/visitor-country', { credentials: 'same-origin' });
  });

  it('keeps Saudi Arabia when the answer is not a country', async () => {
    const fetchCountry = serverAnswers('<b>');
    renderWithProviders(<ControlledPhone />, { path: '/en/contact' });
    await waitFor(() => expect(fetchCountry).toHaveBeenCalled());
    expect(screen.getByRole('combobox', { name: 'Country: Saudi Arabia, +966' })).toBeInTheDocument();
  });

  it('leaves a number the visitor already started typing under its country', async () => {
    let answer: (response: Response) => void = () => undefined;
    global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as unknown as typeof fetch;
    const { user } = renderWithProviders(<ControlledPhone />, { path: '/en/contact' });
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '05');
    answer(new Response(JSON.stringify({ country: 'AE' }), { status: 200 }));
    await waitFor(() => expect(sessionStorage.getItem('sakina:visitor-country')).toBe('AE'));
    expect(screen.getByRole('combobox', { name: 'Country: Saudi Arabia, +966' })).toBeInTheDocument();
  });
});
