import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing';
import { Stepper } from './stepper';

const steps = [
  { id: 'personal', label: 'Personal details', href: '/en/apply/personal' },
  { id: 'practice', label: 'Practice', href: '/en/apply/practice' },
  { id: 'documents', label: 'Documents', href: '/en/apply/documents' },
];

describe('Stepper', () => {
  it('says where the visitor is and links back to completed steps only', () => {
    renderWithProviders(<Stepper steps={steps} currentIndex={1} />, { path: '/en/apply/practice' });

    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Personal details (Completed)' })).toHaveAttribute(
      'href',
      '/en/apply/personal',
    );
    expect(screen.queryByRole('link', { name: /Practice/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Documents/ })).not.toBeInTheDocument();
    expect(screen.getByText('Practice').closest('li')).toHaveAttribute('aria-current', 'step');
  });
});
