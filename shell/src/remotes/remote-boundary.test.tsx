import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Component, type ReactNode } from 'react';
import en from '../i18n/en.json';
import { RemoteBoundary } from './remote-boundary';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { shell: en } }, defaultNS: 'shell' });

function Throws({ error }: { error: Error }): never {
  throw error;
}

class Outer extends Component<{ children: ReactNode }, { caught?: string }> {
  state: { caught?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { caught: error.message };
  }
  render() {
    return this.state.caught ? <p>outer caught {this.state.caught}</p> : this.props.children;
  }
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the network-error page with a working refresh when a remote cannot load', async () => {
    const onRetry = jest.fn();
    const loadError = Object.assign(new Error('Remote mfe_business could not be loaded'), { name: 'RemoteLoadError' });
    render(
      <I18nextProvider i18n={i18n}>
        <RemoteBoundary remote="mfe_business" onRetry={onRetry}>
          <Throws error={loadError} />
        </RemoteBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'It seems like something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('lets other errors reach the shell error page', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Outer>
          <RemoteBoundary remote="mfe_public" onRetry={jest.fn()}>
            <Throws error={new TypeError('boom')} />
          </RemoteBoundary>
        </Outer>
      </I18nextProvider>,
    );
    expect(screen.getByText('outer caught boom')).toBeInTheDocument();
  });
});
