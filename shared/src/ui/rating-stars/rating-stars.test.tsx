import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { RatingStars } from './rating-stars';

describe('RatingStars', () => {
  it('reads out the rating and the number of reviews', () => {
    renderWithProviders(<RatingStars value={4.5} count={120} />, { path: '/en' });
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 120 reviews' })).toBeInTheDocument();
  });

  it('uses the singular form', () => {
    renderWithProviders(<RatingStars value={5} count={1} />, { path: '/en' });
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5 from 1 review' })).toBeInTheDocument();
  });

  it('uses the Arabic dual and plural forms', () => {
    const { rerender } = renderWithProviders(<RatingStars value={4} count={2} />);
    expect(screen.getByRole('img', { name: 'التقييم 4 من 5 بناءً على مراجعتين' })).toBeInTheDocument();
    rerender(<RatingStars value={4} count={7} />);
    expect(screen.getByRole('img', { name: 'التقييم 4 من 5 بناءً على 7 مراجعات' })).toBeInTheDocument();
  });

  it('says when there are no reviews yet', () => {
    renderWithProviders(<RatingStars value={0} count={0} />, { path: '/en' });
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeInTheDocument();
  });
});
