import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ShellContext } from '@sakina/shared/contracts';
import { emptyRuntimeConfig } from '../runtime-config';
import { usePageContext } from './use-page-context';

const ipadAsMac =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

function Platform({ context }: { context: ShellContext }) {
  return <p>{usePageContext(context).platform}</p>;
}

describe('usePageContext', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    jest.restoreAllMocks();
    Reflect.deleteProperty(window.navigator, 'maxTouchPoints');
  });

  it("hydrates with the server's device, then gives pages the browser's: an iPad that says it is a Mac", async () => {
    jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(ipadAsMac);
    // jsdom has no touch points at all.
    Object.defineProperty(window.navigator, 'maxTouchPoints', { configurable: true, get: () => 5 });
    const context: ShellContext = { config: emptyRuntimeConfig, platform: 'other' };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Platform context={context} />);
    expect(container.textContent).toBe('other');
    const recoverable = jest.fn();

    await act(async () => {
      root = hydrateRoot(container, <Platform context={context} />, { onRecoverableError: recoverable });
    });

    expect(container.textContent).toBe('ios');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('hands on the same context when the browser agrees with the server', () => {
    const context: ShellContext = { config: emptyRuntimeConfig, platform: 'other' };
    let seen: ShellContext | undefined;
    function Reader() {
      seen = usePageContext(context);
      return null;
    }
    const container = document.createElement('div');
    act(() => {
      root = hydrateRoot(container, <Reader />);
    });
    expect(seen).toBe(context);
  });
});
