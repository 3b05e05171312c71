import { screen } from '@testing-library/react';
import { Direction } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { renderWithProviders } from './render-with-providers';

function Probe() {
  const { t } = useTranslation(['public', 'ui']);
  const location = useLocation();
  const direction = Direction.useDirection();
  return (
    <p>
      {t('public:greeting')} | {t('ui:close')} | {location.pathname} | {direction}
    </p>
  );
}

const resources = { ar: { public: { greeting: 'أهلًا' } }, en: { public: { greeting: 'Welcome' } } };

describe('renderWithProviders', () => {
  it('renders bare paths in Arabic, right to left', () => {
    renderWithProviders(<Probe />, { path: '/practitioners', resources });
    expect(screen.getByText('أهلًا | إغلاق | /practitioners | rtl')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('renders paths under /en in English, left to right', () => {
    renderWithProviders(<Probe />, { path: '/en/practitioners', resources });
    expect(screen.getByText('Welcome | Close | /en/practitioners | ltr')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('does not mistake a path that merely starts with "en" for English', () => {
    renderWithProviders(<Probe />, { path: '/enrol', resources });
    expect(screen.getByText('أهلًا | إغلاق | /enrol | rtl')).toBeInTheDocument();
  });
});
