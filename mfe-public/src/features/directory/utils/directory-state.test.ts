import {
  changeDirectoryState,
  defaultDirectoryState,
  directoryQueryString,
  directorySearchParams,
  parseDirectoryState,
  type DirectoryState,
} from './directory-state';

const parse = (query: string) => parseDirectoryState(new URLSearchParams(query));

describe('directory URL state', () => {
  it('reads every choice from the query', () => {
    expect(parse('q=%D8%A3%D8%AD%D9%85%D8%AF&category=physician&gender=female&sort=lowest_price&page=3')).toEqual({
      search: 'أحمد',
      category: 'physician',
      gender: 'female',
      sort: 'lowest_price',
      page: 3,
    });
  });

  it('shows the default view for an empty query', () => {
    expect(parse('')).toEqual(defaultDirectoryState);
  });

  it('falls back to defaults for unknown or malformed values instead of failing', () => {
    expect(parse('category=surgeon&gender=other&sort=cheapest&page=abc')).toEqual(defaultDirectoryState);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=9999999').page).toBe(1);
  });

  it('trims the search and cuts it to the length the API accepts', () => {
    expect(parse('q=%20%20anxiety%20').search).toBe('anxiety');
    expect(parse(`q=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('writes only what differs from the default, so the plain directory keeps a plain address', () => {
    expect(directoryQueryString(defaultDirectoryState)).toBe('');
    expect(directoryQueryString({ ...defaultDirectoryState, sort: 'highest_rated', page: 2 })).toBe(
      '?sort=highest_rated&page=2',
    );
  });

  it('round-trips any state through the URL', () => {
    const state: DirectoryState = {
      search: 'قلق & sleep',
      category: 'therapist',
      gender: 'male',
      sort: 'oldest',
      page: 4,
    };
    expect(parseDirectoryState(new URLSearchParams(directorySearchParams(state).toString()))).toEqual(state);
  });

  it('starts again at page 1 when the search, category, gender or sort changes, but not when paging', () => {
    const onPage3: DirectoryState = { ...defaultDirectoryState, page: 3 };
    expect(changeDirectoryState(onPage3, { gender: 'female' })).toEqual({ ...onPage3, gender: 'female', page: 1 });
    expect(changeDirectoryState(onPage3, { sort: 'highest_price' }).page).toBe(1);
    expect(changeDirectoryState(onPage3, { search: 'anxiety' }).page).toBe(1);
    expect(changeDirectoryState(onPage3, { category: 'physician' }).page).toBe(1);
    expect(changeDirectoryState(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });
});
