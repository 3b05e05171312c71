import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { Button } from '../button/button';
import { Dialog, DialogClose } from './dialog';

describe('Dialog', () => {
  function Example() {
    return (
      <Dialog
        title="Cancel the appointment?"
        description="You can book again at any time."
        trigger={<Button>Cancel appointment</Button>}
        footer={
          <DialogClose asChild>
            <Button variant="secondary">Keep it</Button>
          </DialogClose>
        }
      />
    );
  }

  it('opens as a labelled modal and closes with the close button, returning focus', async () => {
    const { user } = renderWithProviders(<Example />, { path: '/en' });
    const trigger = screen.getByRole('button', { name: 'Cancel appointment' });

    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Cancel the appointment?' });
    expect(dialog).toHaveAccessibleDescription('You can book again at any time.');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with Escape and from a footer button', async () => {
    const { user } = renderWithProviders(<Example />);

    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(screen.getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
