import { listingListSearch, readListingListQuery, schemaStatusOf } from './listing-list-query';

describe('the listings list’s address', () => {
  it('reads a known status and page, and takes anything else for no filter and page 1', () => {
    expect(readListingListQuery(new URLSearchParams('status=expired&page=3'))).toEqual({ status: 'expired', page: 3 });
    expect(readListingListQuery(new URLSearchParams('status=EXPIRED&page=-2'))).toEqual({ status: null, page: 1 });
    expect(readListingListQuery(new URLSearchParams('page=2.5'))).toEqual({ status: null, page: 1 });
  });

  it('writes the view back, leaving out page 1 and no status, and names the status as the schema does', () => {
    expect(listingListSearch({ status: 'draft', page: 2 })).toBe('?status=draft&page=2');
    expect(listingListSearch({ status: null, page: 1 })).toBe('');
    expect(schemaStatusOf('unlisted')).toBe('UNLISTED');
    expect(schemaStatusOf(null)).toBeNull();
  });
});
