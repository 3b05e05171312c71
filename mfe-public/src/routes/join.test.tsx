import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '@sakina/shared/testing';
import { testConfig } from '../testing/render-page';
import { ar, en } from '../i18n';
import JoinPage from './join';
import JoinPhysicianPage from './join-physician';
import JoinPsychologistPage from './join-psychologist';
import JoinSocialWorkerPage from './join-social-worker';

const resources = { ar: { public: ar, shell: { brand: 'سكينة' } }, en: { public: en, shell: { brand: 'Sakina' } } };

/** A join page inside the shell's outlet context, as the shell renders it. */
function renderJoinPage(page: ReactElement, { path }: { path: string }) {
  return renderWithProviders(
    <Routes>
      <Route element={<Outlet context={{ config: testConfig }} />}>
        <Route path="*" element={page} />
      </Route>
    </Routes>,
    { path, resources },
  );
}

function jsonLd(container: HTMLElement) {
  return JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent!);
}

describe('join pages', () => {
  it('the landing page leads to each role and to the application', () => {
    renderJoinPage(<JoinPage />, { path: '/en/join-as-practitioner' });

    expect(screen.getByRole('heading', { level: 1, name: 'Join Sakina as a practitioner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Physician in psychiatry or family medicine' })).toHaveAttribute(
      'href',
      '/en/join-as-practitioner/physician',
    );
    expect(screen.getByRole('link', { name: 'Psychologist or psychotherapist' })).toHaveAttribute(
      'href',
      '/en/join-as-practitioner/psychologist',
    );
    expect(screen.getByRole('link', { name: 'Social worker' })).toHaveAttribute(
      'href',
      '/en/join-as-practitioner/social-worker',
    );
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/en/auth/apply');
  });

  it('a role page has job details, summary, requirements, benefits, sharing and the way to apply', () => {
    renderJoinPage(<JoinPsychologistPage />, { path: '/en/join-as-practitioner/psychologist' });

    expect(screen.getByRole('heading', { level: 1, name: 'Join as a psychologist' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Job details' });
    expect(within(details).getByText('Remote, from anywhere in Saudi Arabia')).toBeInTheDocument();
    expect(within(details).getByText('November 11, 2022')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Summary' })).toHaveTextContent(/talking therapies/);
    const requirements = within(screen.getByRole('region', { name: 'Requirements' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(requirements).toEqual([
      "A bachelor's degree in psychology",
      'A valid professional classification from the Saudi Commission for Health Specialties',
      'At least 2 years of continuous clinical experience',
      'Passing our assessment test',
      'Working remotely from within the Kingdom of Saudi Arabia',
    ]);
    const benefits = screen.getByRole('region', { name: 'What you get' });
    expect(benefits).toHaveTextContent('A percentage share of every session you hold');
    expect(benefits).toHaveTextContent('Flexible hours');
    expect(benefits.textContent).not.toMatch(/\d+\s*%/);
    expect(screen.getByRole('region', { name: 'Share with colleagues' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/en/auth/apply');
  });

  it('asks physicians for a fellowship and no assessment test', () => {
    renderJoinPage(<JoinPhysicianPage />, { path: '/en/join-as-practitioner/physician' });
    const requirements = screen.getByRole('region', { name: 'Requirements' });
    expect(requirements).toHaveTextContent('A fellowship in psychiatry or family medicine');
    expect(requirements).not.toHaveTextContent('assessment test');
  });

  it.each([
    ['physician', JoinPhysicianPage, 'postgraduate degree'],
    ['psychologist', JoinPsychologistPage, 'bachelor degree'],
    ['social-worker', JoinSocialWorkerPage, 'bachelor degree'],
  ] as const)('the %s page carries a remote Saudi JobPosting posted on 2022-11-11', (role, Page, credential) => {
    const { container } = renderJoinPage(<Page />, { path: `/join-as-practitioner/${role}` });
    expect(jsonLd(container)).toMatchObject({
      '@type': 'JobPosting',
      datePosted: '2022-11-11',
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Saudi Arabia' },
      hiringOrganization: { name: 'سكينة' },
      url: `${testConfig.siteUrl}/join-as-practitioner/${role}`,
      educationRequirements: { credentialCategory: credential },
      inLanguage: 'ar-SA',
    });
  });

  it('reads in Arabic on Arabic pages', () => {
    renderJoinPage(<JoinSocialWorkerPage />, { path: '/join-as-practitioner/social-worker' });
    expect(screen.getByRole('heading', { level: 1, name: 'انضم كأخصائي اجتماعي' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'المتطلبات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'قدّم الآن' })).toHaveAttribute('href', '/auth/apply');
  });
});
