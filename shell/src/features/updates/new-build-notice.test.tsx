import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@sakina/shared/testing';
import shellAr from '../../i18n/ar.json';
import shellEn from '../../i18n/en.json';
import { NewBuildNotice } from './new-build-notice';
import { newBuildEvent } from './new-build';

function renderNotice(path: string) {
  const reload = jest.fn();
  const rendered = renderWithProviders(<NewBuildNotice reload={reload} />, {
    path,
    resources: { ar: { shell: shellAr }, en: { shell: shellEn } },
  });
  return { ...rendered, reload };
}

const announceNewBuild = () => act(() => void window.dispatchEvent(new CustomEvent(newBuildEvent)));

describe('NewBuildNotice', () => {
  it('says nothing until a new build is announced, then offers a reload', async () => {
    const { user, reload } = renderNotice('/en/about');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    announceNewBuild();

    expect(screen.getByRole('status')).toHaveTextContent('A new version of Sakina is available.');
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('lets an Arabic visitor put it off without reloading', async () => {
    const { user, reload } = renderNotice('/');
    announceNewBuild();
    expect(screen.getByRole('status')).toHaveTextContent('يتوفر إصدار جديد من سكينة.');
    await user.click(screen.getByRole('button', { name: 'لاحقًا' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(reload).not.toHaveBeenCalled();
  });
});
