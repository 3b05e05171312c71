import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { Image } from './image';

describe('Image', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('swaps to the fallback when the image fails, and logs a warning', () => {
    renderWithProviders(<Image src="/photos/missing.jpg" fallbackSrc="/photos/default.svg" alt="Dr. Sara" />);
    const image = screen.getByRole('img', { name: 'Dr. Sara' });
    expect(image).toHaveAttribute('data-status', 'loading');

    fireEvent.error(image);

    expect(screen.getByRole('img', { name: 'Dr. Sara' })).toHaveAttribute('src', '/photos/default.svg');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/photos/missing.jpg'));

    fireEvent.load(screen.getByRole('img', { name: 'Dr. Sara' }));
    expect(screen.getByRole('img', { name: 'Dr. Sara' })).toHaveAttribute('data-status', 'loaded');
  });

  it('shows the initials when the fallback fails too', () => {
    renderWithProviders(<Image src="/a.jpg" fallbackSrc="/b.jpg" initials="س ع" alt="سارة العتيبي" />);

    fireEvent.error(screen.getByRole('img', { name: 'سارة العتيبي' }));
    fireEvent.error(screen.getByRole('img', { name: 'سارة العتيبي' }));

    const placeholder = screen.getByRole('img', { name: 'سارة العتيبي' });
    expect(placeholder.tagName).toBe('SPAN');
    expect(placeholder).toHaveTextContent('س ع');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('shows the initials straight away when there is no image', () => {
    renderWithProviders(<Image src={null} initials="SA" alt="Sara Alotaibi" />);
    expect(screen.getByRole('img', { name: 'Sara Alotaibi' })).toHaveTextContent('SA');
  });
});
