import {
  articleListQueryString,
  changeArticleListState,
  defaultArticleListState,
  parseArticleListState,
} from './article-list-state';
import { articleListPath, articlePath } from './article-kind';

const parse = (query: string) => parseArticleListState(new URLSearchParams(query));

describe('parseArticleListState', () => {
  it('reads search, tag, sort and page from the query', () => {
    expect(parse('q=%20better%20sleep%20&tag=work-stress&sort=oldest&page=3')).toEqual({
      search: 'better sleep',
      tag: 'work-stress',
      sort: 'oldest',
      page: 3,
    });
  });

  it('falls back to the default view for anything unknown or malformed', () => {
    expect(parse('')).toEqual(defaultArticleListState);
    expect(parse('sort=popular&page=0&tag=Not%20A%20Tag')).toEqual(defaultArticleListState);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=9999999').page).toBe(1);
    expect(parse('tag=--').tag).toBeNull();
  });

  it('accepts a page typed with Arabic-Indic digits', () => {
    expect(parse('page=%D9%A2').page).toBe(2);
  });

  it('cuts a search longer than the API accepts instead of failing', () => {
    expect(parse(`q=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('articleListQueryString', () => {
  it('leaves defaults out so the plain list keeps its plain address', () => {
    expect(articleListQueryString(defaultArticleListState)).toBe('');
    expect(articleListQueryString({ search: 'نوم', tag: 'sleep', sort: 'oldest', page: 2 })).toBe(
      '?q=%D9%86%D9%88%D9%85&tag=sleep&sort=oldest&page=2',
    );
  });

  it('round-trips through the URL', () => {
    const state = { search: 'anxiety & stress', tag: 'anxiety', sort: 'newest' as const, page: 4 };
    expect(parse(articleListQueryString(state).slice(1))).toEqual(state);
  });
});

describe('changeArticleListState', () => {
  const onPageThree = { search: 'sleep', tag: 'tips', sort: 'newest' as const, page: 3 };

  it('starts again at page 1 when the search, tag or sort changes', () => {
    expect(changeArticleListState(onPageThree, { search: '  stress ' })).toEqual({
      ...onPageThree,
      search: 'stress',
      sort: 'relevance',
      page: 1,
    });
    expect(changeArticleListState(onPageThree, { tag: null })).toEqual({ ...onPageThree, tag: null, page: 1 });
    expect(changeArticleListState(onPageThree, { sort: 'oldest' })).toEqual({
      ...onPageThree,
      sort: 'oldest',
      page: 1,
    });
  });

  it('lists a search by best match unless an order is chosen, and the plain list newest first', () => {
    const searched = changeArticleListState(defaultArticleListState, { search: 'sleep' });
    expect(searched.sort).toBe('relevance');
    expect(articleListQueryString(searched)).toBe('?q=sleep');
    const oldest = changeArticleListState(searched, { sort: 'oldest' });
    expect(articleListQueryString(oldest)).toBe('?q=sleep&sort=oldest');
    expect(changeArticleListState(searched, { search: '' }).sort).toBe('newest');
    expect(parseArticleListState(new URLSearchParams('q=sleep')).sort).toBe('relevance');
    expect(parseArticleListState(new URLSearchParams('sort=relevance')).sort).toBe('newest');
  });

  it('keeps the filters when only the page changes', () => {
    expect(changeArticleListState(onPageThree, { page: 2 })).toEqual({ ...onPageThree, page: 2 });
  });
});

describe('paths', () => {
  it('builds list and article paths for each kind', () => {
    expect(articleListPath('blog')).toBe('/blog');
    expect(articleListPath('news', { tag: 'events' })).toBe('/news?tag=events');
    expect(articlePath('news', 'sakina-launch')).toBe('/news/sakina-launch');
  });
});
