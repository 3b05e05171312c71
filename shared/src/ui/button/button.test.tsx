import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { LinkButton } from '../link-button/link-button';
import { Button } from './button';

describe('Button', () => {
  it('does not submit again while loading and says it is busy', async () => {
    const onSubmit = jest.fn((event: SubmitEvent) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
      { path: '/en' },
    );

    const button = screen.getByRole('button', { name: /Send/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAccessibleName('Send Loading…');
    await user.click(button);

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('defaults to type button so it never submits by accident', () => {
    renderWithProviders(<Button>Open</Button>);
    expect(screen.getByRole('button', { name: 'Open' })).toHaveAttribute('type', 'button');
  });
});

describe('LinkButton', () => {
  it('is a link to the given path', () => {
    renderWithProviders(<LinkButton to="/en/join">Join</LinkButton>, { path: '/en' });
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/en/join');
  });
});
