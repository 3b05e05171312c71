import {
  activeFilterCount,
  changeDirectoryState,
  defaultDirectoryState,
  directoryQueryString,
  directorySearchParams,
  parseDirectoryState,
  withoutFilters,
  type DirectoryState,
} from './directory-state';

const parse = (query: string) => parseDirectoryState(new URLSearchParams(query));

describe('directory URL state', () => {
  it('reads every choice from the query', () => {
    expect(
      parse(
        'q=%D8%A3%D8%AD%D9%85%D8%AF&category=physician&gender=female&concern=sleep&concern=anxiety&language=en&channel=video&type=family&maxPrice=250&urgent=1&sort=lowest_price&page=3',
      ),
    ).toEqual({
      search: 'أحمد',
      category: 'physician',
      gender: 'female',
      // In the vocabulary's order, whatever the address's.
      concerns: ['anxiety', 'sleep'],
      language: 'en',
      channel: 'video',
      type: 'family',
      maxPrice: 250,
      urgent: true,
      sort: 'lowest_price',
      page: 3,
    });
  });

  it('shows the default view for an empty query', () => {
    expect(parse('')).toEqual(defaultDirectoryState);
  });

  it('falls back to defaults for unknown or malformed values instead of failing', () => {
    expect(
      parse(
        'category=surgeon&gender=other&sort=cheapest&page=abc&concern=astrology&language=xx&channel=fax&type=legal&maxPrice=cheap&urgent=yes',
      ),
    ).toEqual(defaultDirectoryState);
    expect(parse('page=0').page).toBe(1);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=9999999').page).toBe(1);
    expect(parse('maxPrice=0').maxPrice).toBeNull();
    expect(parse('maxPrice=10001').maxPrice).toBeNull();
    expect(parse('concern=family&concern=family&concern=Family').concerns).toEqual(['family']);
  });

  it('trims the search and cuts it to the length the API accepts', () => {
    expect(parse('q=%20%20anxiety%20').search).toBe('anxiety');
    expect(parse(`q=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('ranks a search by relevance unless another order is named, and never ranks without a search', () => {
    expect(parse('q=anxiety').sort).toBe('relevance');
    expect(parse('q=anxiety&sort=newest').sort).toBe('newest');
    expect(parse('sort=relevance').sort).toBe('newest');
    expect(directoryQueryString(parse('q=anxiety&sort=relevance'))).toBe('?q=anxiety');
  });

  it('writes only what differs from the default, so the plain directory keeps a plain address', () => {
    expect(directoryQueryString(defaultDirectoryState)).toBe('');
    expect(directoryQueryString({ ...defaultDirectoryState, sort: 'highest_rated', page: 2 })).toBe(
      '?sort=highest_rated&page=2',
    );
    expect(directoryQueryString({ ...defaultDirectoryState, concerns: ['sleep', 'family'], urgent: true })).toBe(
      '?concern=family&concern=sleep&urgent=1',
    );
  });

  it('round-trips any state through the URL', () => {
    const state: DirectoryState = {
      search: 'قلق & sleep',
      category: 'therapist',
      gender: 'male',
      concerns: ['anxiety', 'children'],
      language: 'ar',
      channel: 'chat',
      type: 'psychological',
      maxPrice: 300,
      urgent: true,
      sort: 'oldest',
      page: 4,
    };
    expect(parseDirectoryState(new URLSearchParams(directorySearchParams(state).toString()))).toEqual(state);
  });

  it('starts again at page 1 when anything but the page changes', () => {
    const onPage3: DirectoryState = { ...defaultDirectoryState, page: 3 };
    expect(changeDirectoryState(onPage3, { gender: 'female' })).toEqual({ ...onPage3, gender: 'female', page: 1 });
    expect(changeDirectoryState(onPage3, { sort: 'highest_price' }).page).toBe(1);
    expect(changeDirectoryState(onPage3, { category: 'physician' }).page).toBe(1);
    expect(changeDirectoryState(onPage3, { concerns: ['sleep'] }).page).toBe(1);
    expect(changeDirectoryState(onPage3, { maxPrice: 200 }).page).toBe(1);
    expect(changeDirectoryState(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
  });

  it('ranks a new search by relevance when the order was the default, and keeps an order chosen', () => {
    expect(changeDirectoryState(defaultDirectoryState, { search: 'anxiety' }).sort).toBe('relevance');
    const oldest = { ...defaultDirectoryState, sort: 'oldest' as const };
    expect(changeDirectoryState(oldest, { search: 'anxiety' }).sort).toBe('oldest');
    const searching = parse('q=anxiety');
    expect(changeDirectoryState(searching, { search: '' }).sort).toBe('newest');
    expect(changeDirectoryState(searching, { search: 'anxiety', sort: 'newest' }).sort).toBe('newest');
  });

  it('counts the filters in the sheet, each concern once, and clears them keeping the search and category', () => {
    const view = parse('q=sara&category=therapist&concern=family&concern=sleep&channel=video&urgent=1&sort=oldest');
    expect(activeFilterCount(view)).toBe(5);
    expect(activeFilterCount(parse('q=sara&category=therapist'))).toBe(0);
    expect(directoryQueryString(withoutFilters(view))).toBe('?q=sara&category=therapist');
  });
});
