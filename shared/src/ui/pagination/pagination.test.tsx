import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { pageWindow } from './page-window';
import { Pagination } from './pagination';

describe('pageWindow', () => {
  it('centres five pages on the current one and stops at the ends', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});

describe('Pagination', () => {
  it('shows at most five numbered pages and marks the current one', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithProviders(<Pagination page={7} pageCount={20} onPageChange={onPageChange} />, {
      path: '/en',
    });

    const navigation = screen.getByRole('navigation', { name: 'Pages' });
    const numbered = within(navigation).getAllByRole('button', { name: /^Page \d+$/ });
    expect(numbered.map((button) => button.textContent)).toEqual(['5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: 'Page 7' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 8' })).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(8);
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithProviders(<Pagination page={1} pageCount={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'الصفحة السابقة' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeEnabled();

    rerender(<Pagination page={3} pageCount={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'الصفحة التالية' })).toBeDisabled();
  });

  it('renders links when given getHref', () => {
    renderWithProviders(<Pagination page={2} pageCount={4} getHref={(page) => `/en/blog?page=${page}`} />, {
      path: '/en/blog',
    });

    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/en/blog?page=3');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/en/blog?page=1');
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pagination page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
