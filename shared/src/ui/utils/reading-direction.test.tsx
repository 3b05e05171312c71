import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Tabs } from '../tabs/tabs';

const items = [
  { value: 'all', label: 'All', content: 'Everyone' },
  { value: 'physician', label: 'Physicians', content: 'Physicians only' },
];

function renderTabsAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Tabs items={items} label="Category" />
    </MemoryRouter>,
  );
  return screen.getByRole('tablist', { name: 'Category' }).closest('[dir]');
}

describe('useReadingDirection', () => {
  it('reads right-to-left on Arabic pages even without a Direction provider (as in a remote)', () => {
    expect(renderTabsAt('/practitioners')).toHaveAttribute('dir', 'rtl');
  });

  it('reads left-to-right on English pages', () => {
    expect(renderTabsAt('/en/practitioners')).toHaveAttribute('dir', 'ltr');
  });
});
