import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useQueryState } from './use-query-state';

type View = { tab: string; page: number };
type Change = { tab: string } | { page: number };

const listQuery = {
  parse: (params: URLSearchParams): View => ({
    tab: params.get('tab') ?? 'all',
    page: Number(params.get('page') ?? 1),
  }),
  serialize: (view: View) => {
    const params = new URLSearchParams();
    if (view.tab !== 'all') params.set('tab', view.tab);
    if (view.page > 1) params.set('page', String(view.page));
    return params;
  },
  change: (view: View, change: Change): View => ('page' in change ? { ...view, ...change } : { ...change, page: 1 }),
};

let update: (change: Change) => void = () => undefined;
let goBack = () => undefined as unknown;
let address = '';

function List() {
  ({ update } = useQueryState(listQuery));
  return null;
}

/** What the browser's Back button and address bar would do and show. */
function Browser() {
  const navigate = useNavigate();
  const location = useLocation();
  goBack = () => navigate(-1);
  address = `${location.pathname}${location.search}`;
  return null;
}

function renderList(start: string) {
  render(
    <MemoryRouter initialEntries={['/other', start]} initialIndex={1}>
      <Browser />
      <Routes>
        <Route path="/list" element={<List />} />
        <Route path="/other" element={null} />
      </Routes>
    </MemoryRouter>,
  );
}

const back = () => act(async () => void goBack());

test('a choice reported twice before the list shows it is one history entry', async () => {
  renderList('/list');
  await act(async () => {
    update({ tab: 'physician' });
    update({ tab: 'physician' });
  });
  expect(address).toBe('/list?tab=physician');

  await back();
  expect(address).toBe('/list');
});

test('each change is one entry, and the page reset goes in the same entry as its change', async () => {
  renderList('/list?page=3');
  await act(async () => update({ tab: 'physician' }));
  expect(address).toBe('/list?tab=physician');
  await act(async () => update({ page: 2 }));
  expect(address).toBe('/list?tab=physician&page=2');

  await back();
  expect(address).toBe('/list?tab=physician');
  await back();
  expect(address).toBe('/list?page=3');
  await back();
  expect(address).toBe('/other');
});

test('two different changes before the list re-renders both count', async () => {
  renderList('/list');
  await act(async () => {
    update({ tab: 'physician' });
    update({ page: 2 });
  });
  expect(address).toBe('/list?tab=physician&page=2');
});

test('a choice that leaves the view as it is adds no entry', async () => {
  renderList('/list?tab=physician');
  await act(async () => update({ tab: 'physician' }));
  await back();
  expect(address).toBe('/other');
});
