import { articleListSearch, articlesFilterOf, readArticleListQuery } from './article-list-query';

describe('the articles list’s address', () => {
  it('reads a known kind, status, search and page, and takes anything else for the blog, no filter and page 1', () => {
    expect(readArticleListQuery(new URLSearchParams('kind=news&status=in_review&q=+sleep+&page=3'))).toEqual({
      kind: 'news',
      status: 'in_review',
      search: 'sleep',
      page: 3,
    });
    expect(readArticleListQuery(new URLSearchParams('kind=NEWS&status=gone&page=0'))).toEqual({
      kind: 'blog',
      status: null,
      search: '',
      page: 1,
    });
  });

  it('writes the view back with its kind, leaving out no status, no search and page 1', () => {
    expect(articleListSearch({ kind: 'news', status: 'scheduled', search: 'نوم', page: 2 })).toBe(
      '?kind=news&status=scheduled&q=%D9%86%D9%88%D9%85&page=2',
    );
    expect(articleListSearch({ kind: 'blog', status: null, search: '', page: 1 })).toBe('?kind=blog');
  });

  it('asks the API in the schema’s words', () => {
    expect(articlesFilterOf({ kind: 'blog', status: 'in_review', search: '', page: 1 })).toEqual({
      kind: 'BLOG',
      status: 'IN_REVIEW',
      search: null,
      page: 1,
    });
  });
});
