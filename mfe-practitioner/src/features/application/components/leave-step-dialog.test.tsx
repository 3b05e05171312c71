import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderPage } from '../../../testing/render-page';
import { LocationProbe } from '../../../testing/location-probe';
import { clearApplicationDraft, useApplicationDraft } from '../../../stores/application-draft';
import { LeaveStepDialog } from './leave-step-dialog';

function Step({ unsaved }: { unsaved: boolean }) {
  return (
    <>
      <Link to="/en/about">About</Link>
      <Link to="/en/auth/application?step=professional">Next step</Link>
      <LeaveStepDialog step="personal" unsaved={unsaved} />
      <LocationProbe />
    </>
  );
}

const path = '/en/auth/application?step=personal';

// What the applicant typed, as the step keeps it while they type.
beforeEach(() => useApplicationDraft.getState().keep('personal', { city: 'Riyadh' }));

describe('LeaveStepDialog', () => {
  it('asks before a link leaves the application with unsaved answers; Stay keeps the page', async () => {
    const { user } = renderPage(<Step unsaved />, { path });
    await user.click(screen.getByRole('link', { name: 'About' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave with unsaved answers?' });
    expect(dialog).toHaveAccessibleDescription(/stays on this device/);
    await user.click(screen.getByRole('button', { name: 'Stay on this step' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/auth/application?step=personal');
  });

  it('leaves when the applicant chooses to', async () => {
    const { user } = renderPage(<Step unsaved />, { path });
    await user.click(screen.getByRole('link', { name: 'About' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/en/about');
  });

  it('lets the applicant move between steps without asking', async () => {
    const { user } = renderPage(<Step unsaved />, { path });
    await user.click(screen.getByRole('link', { name: 'Next step' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/auth/application?step=professional');
  });

  it('does not ask once everything is saved', async () => {
    const { user } = renderPage(<Step unsaved={false} />, { path });
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/about');
  });

  it('does not ask after signing out, which forgets the draft', async () => {
    const { user } = renderPage(<Step unsaved />, { path });
    clearApplicationDraft();
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/about');
  });

  it('asks in Arabic', async () => {
    const { user } = renderPage(<Step unsaved />, { path: '/auth/application' });
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('dialog', { name: 'هل تغادر دون حفظ إجاباتك؟' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'البقاء في هذه الخطوة' })).toBeInTheDocument();
  });
});
