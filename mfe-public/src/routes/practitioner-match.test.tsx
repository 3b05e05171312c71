import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { createCountingClient } from '@sakina/shared/testing';
import {
  MatchCandidatesDocument,
  type MatchCandidateFieldsFragment,
  type MatchCandidatesQueryVariables,
} from '../features/matcher/api/get-match-candidates.generated';
import { renderPage } from '../testing/render-page';
import PractitionerMatchPage, { preloadData } from './practitioner-match';

const practitioner = (id: string, en: string, ar: string, fields: Partial<MatchCandidateFieldsFragment>) => ({
  __typename: 'Practitioner',
  id,
  name: { __typename: 'LocalizedText', ar, en },
  title: { __typename: 'LocalizedText', ar: 'أخصائية نفسية', en: 'Psychotherapist' },
  photoUrl: null,
  gender: 'FEMALE',
  concerns: ['anxiety'],
  languages: ['ar', 'en'],
  communicationStyles: ['CHAT', 'VOICE', 'VIDEO'],
  consultationTypes: ['PSYCHOLOGICAL'],
  priceSar: 250,
  rating: 4.9,
  ratingCount: 120,
  yearsOfExperience: 10,
  ...fields,
});

const asma = practitioner('17', 'Asma Al-Juhani', 'أسماء الجهني', {});
const zainab = practitioner('32', 'Zainab Raza', 'زينب رضا', { priceSar: 170, rating: 4.6, yearsOfExperience: 5 });
const noura = practitioner('1', 'Dr. Noura Al-Qahtani', 'د. نورة القحطاني', { priceSar: 400, yearsOfExperience: 16 });
const hessa = practitioner('22', 'Dr. Hessa Al-Sudairi', 'د. حصة السديري', { priceSar: 340, rating: 4.8 });
const bandar = practitioner('24', 'Bandar Al-Ruwaili', 'بندر الرويلي', {
  gender: 'MALE',
  languages: ['ar'],
  communicationStyles: ['CHAT', 'VOICE'],
  priceSar: 140,
  rating: 4.2,
});

const noAnswers: MatchCandidatesQueryVariables = {
  concerns: null,
  type: null,
  gender: null,
  language: null,
  channel: null,
  maxPrice: null,
  urgent: null,
  askedUrgent: false,
  pageSize: 50,
};

type Item = ReturnType<typeof practitioner>;

function candidatesMock(
  variables: Partial<MatchCandidatesQueryVariables>,
  lists: { fitting: Item[]; nearby: Item[]; takingUrgent?: Item[] },
) {
  const page = (items: unknown[]) => ({ __typename: 'PractitionerPage', items });
  return {
    request: { query: MatchCandidatesDocument, variables: { ...noAnswers, ...variables } },
    result: {
      data: {
        fitting: page(lists.fitting),
        nearby: page(lists.nearby),
        ...(lists.takingUrgent && {
          takingUrgent: page(lists.takingUrgent.map(({ id }) => ({ __typename: 'Practitioner', id }))),
        }),
      },
    },
  };
}

function CurrentAddress() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

const page = (
  <>
    <PractitionerMatchPage />
    <CurrentAddress />
  </>
);

/** A woman who speaks English, by video, up to SAR 250, for anxiety: two meet it all, the third is over budget. */
const englishAnswers =
  'concern=anxiety&for=myself&gender=female&language=en&channel=video&maxPrice=250&timing=scheduled';
const englishMock = candidatesMock(
  { concerns: ['anxiety'], gender: 'FEMALE', language: 'en', channel: 'VIDEO', maxPrice: 250 },
  { fitting: [asma, zainab], nearby: [noura, asma, hessa, zainab, bandar] },
);

const shortlist = (name = 'Practitioners who fit your answers') => within(screen.getByRole('region', { name }));
const cards = (name?: string) =>
  shortlist(name)
    .getAllByRole('listitem')
    .filter((item) => item.querySelector('h3'));
const arabicShortlist = 'مختصون يناسبون إجاباتك';

describe('PractitionerMatchPage', () => {
  it('asks each question in a fieldset or a labelled select of one GET form, with no shortlist before it is sent', () => {
    renderPage(page, { path: '/en/practitioners/match' });

    expect(screen.getByRole('heading', { level: 1, name: 'Help me choose a practitioner' })).toBeInTheDocument();
    const concern = screen.getByRole('combobox', { name: 'What would you like help with?' });
    expect(concern).toHaveAttribute('name', 'concern');
    expect(within(concern).getByRole('option', { name: 'Anxiety' })).toHaveValue('anxiety');
    expect(within(concern).getByRole('option', { name: "I'm not sure yet" })).toHaveValue('');
    expect(
      within(screen.getByRole('combobox', { name: 'Which language would you like to speak?' })).getByRole('option', {
        name: 'Urdu',
      }),
    ).toHaveValue('ur');

    const forWhom = screen.getByRole('group', { name: 'Who is the consultation for?' });
    expect(within(forWhom).getByRole('radio', { name: 'Myself' })).toBeChecked();
    expect(
      within(forWhom)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['myself', 'couple', 'family', 'child']);
    expect(
      within(screen.getByRole('group', { name: 'Would you prefer a woman or a man?' })).getByRole('radio', {
        name: 'No preference',
      }),
    ).toBeChecked();
    const channel = screen.getByRole('group', { name: 'How would you like to talk?' });
    expect(within(channel).getByRole('radio', { name: 'Video call' })).toHaveAttribute('value', 'video');
    const budget = screen.getByRole('group', { name: 'Your budget for a 30-minute session' });
    expect(within(budget).getByRole('radio', { name: /Up to SAR\s*250/ })).toHaveAttribute('value', '250');
    const timing = screen.getByRole('group', { name: 'When do you need the consultation?' });
    expect(within(timing).getByRole('radio', { name: 'As soon as possible' })).toHaveAccessibleDescription(
      'An urgent consultation starts within 60 minutes.',
    );

    const form = screen.getByRole('button', { name: 'Show my suggestions' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/en/practitioners/match');
    expect(screen.queryByRole('region', { name: 'Practitioners who fit your answers' })).not.toBeInTheDocument();
  });

  it('shows the answers of the address and three suggestions with the reasons each fits', async () => {
    renderPage(page, { path: `/en/practitioners/match?${englishAnswers}`, mocks: [englishMock] });

    expect(screen.getByRole('combobox', { name: 'What would you like help with?' })).toHaveValue('anxiety');
    expect(screen.getByRole('radio', { name: 'A woman' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Up to SAR\s*250/ })).toBeChecked();
    expect(await shortlist().findByRole('link', { name: 'Asma Al-Juhani' })).toHaveAttribute(
      'href',
      '/en/practitioners/practitioner_17',
    );
    expect(shortlist().getByRole('status')).toHaveTextContent('We suggest 3 practitioners');

    const [first, second, third] = cards();
    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Asma Al-Juhani');
    expect(within(second!).getByRole('heading', { level: 3 })).toHaveTextContent('Zainab Raza');
    expect(within(third!).getByRole('heading', { level: 3 })).toHaveTextContent('Dr. Noura Al-Qahtani');
    expect(
      within(within(first!).getByRole('list', { name: 'Why we suggest them' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Experienced in: Anxiety',
      'Speaks English',
      'A woman, as you preferred',
      'Within your budget',
      'Video sessions',
    ]);
    expect(within(third!).getByText('Differs from your answers on: Budget')).toBeInTheDocument();
    expect(within(third!).queryByText('Within your budget')).not.toBeInTheDocument();

    expect(shortlist().getByRole('heading', { name: 'Not every answer could be met' })).toBeInTheDocument();
    expect(shortlist().getByRole('link', { name: /See every practitioner who fits/ })).toHaveAttribute(
      'href',
      '/en/practitioners?gender=female&concern=anxiety&language=en&channel=video&maxPrice=250',
    );
  });

  it('names who takes urgent consultations and a couple’s reasons in Arabic, agreeing with each one’s gender', async () => {
    const maha = practitioner('33', 'Maha Al-Subaie', 'مها السبيعي', {
      concerns: ['family', 'relationships'],
      consultationTypes: ['FAMILY'],
    });
    const hassan = practitioner('36', 'Hassan Al-Zahrani', 'حسن الزهراني', {
      gender: 'MALE',
      concerns: ['family'],
      consultationTypes: ['FAMILY'],
      rating: 4.8,
    });
    renderPage(page, {
      path: '/practitioners/match?concern=&for=couple&gender=any&language=&channel=any&maxPrice=any&timing=urgent',
      mocks: [
        candidatesMock(
          { concerns: ['family'], type: 'FAMILY', urgent: true, askedUrgent: true },
          { fitting: [maha], nearby: [maha, hassan], takingUrgent: [maha] },
        ),
      ],
    });

    expect(await shortlist(arabicShortlist).findByRole('link', { name: 'مها السبيعي' })).toBeInTheDocument();
    expect(shortlist(arabicShortlist).getByRole('status')).toHaveTextContent('نقترح عليك مختصَّين');
    const [first, second] = cards(arabicShortlist);
    expect(within(first!).getByText('تستقبل الأزواج')).toBeInTheDocument();
    expect(within(first!).getByText('تستقبل الاستشارات العاجلة')).toBeInTheDocument();
    expect(within(second!).getByText('يستقبل الأزواج')).toBeInTheDocument();
    expect(within(second!).getByText('يختلف عن إجاباتك في: الاستعجال')).toBeInTheDocument();
    expect(shortlist(arabicShortlist).getByRole('link', { name: /اعرض في الدليل/ })).toHaveAttribute(
      'href',
      '/practitioners?concern=family&type=family&urgent=1',
    );
  });

  it('sends the answers as the address in place, then takes focus to the shortlist', async () => {
    const { user } = renderPage(page, {
      path: '/en/practitioners/match',
      mocks: [
        candidatesMock(
          { concerns: ['anxiety'], gender: 'FEMALE', maxPrice: 250 },
          { fitting: [asma, zainab, bandar], nearby: [asma, zainab, bandar] },
        ),
      ],
    });

    await user.selectOptions(screen.getByRole('combobox', { name: 'What would you like help with?' }), 'Anxiety');
    await user.click(screen.getByRole('radio', { name: 'A woman' }));
    await user.click(screen.getByRole('radio', { name: /Up to SAR\s*250/ }));
    await user.click(screen.getByRole('button', { name: 'Show my suggestions' }));

    expect(screen.getByTestId('address')).toHaveTextContent(
      '/en/practitioners/match?concern=anxiety&for=myself&gender=female&language=&channel=any&maxPrice=250&timing=scheduled',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Practitioners who fit your answers' })).toHaveFocus();
    expect(await shortlist().findByRole('link', { name: 'Asma Al-Juhani' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'A woman' })).toBeChecked();

    // The same answers sent again: the shortlist stays, and focus goes to it again.
    await user.click(screen.getByRole('button', { name: 'Show my suggestions' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Practitioners who fit your answers' })).toHaveFocus();
  });

  it('opens with a concern chosen ahead by a link, without a shortlist until the form is sent', () => {
    renderPage(page, { path: '/en/practitioners/match?concern=depression' });
    expect(screen.getByRole('combobox', { name: 'What would you like help with?' })).toHaveValue('depression');
    expect(screen.queryByRole('region', { name: 'Practitioners who fit your answers' })).not.toBeInTheDocument();
  });

  it('says when nobody fits and offers the directory', async () => {
    renderPage(page, {
      path: '/en/practitioners/match?concern=bipolar&for=child&gender=any&language=&channel=any&maxPrice=any&timing=scheduled',
      mocks: [candidatesMock({ concerns: ['children', 'bipolar'] }, { fitting: [], nearby: [] })],
    });
    expect(await shortlist().findByRole('heading', { name: 'No practitioner fits these answers yet' })).toBeVisible();
    expect(shortlist().getByRole('link', { name: /See every practitioner who fits/ })).toHaveAttribute(
      'href',
      '/en/practitioners?concern=children&concern=bipolar',
    );
  });
});

describe("the matcher's data preload", () => {
  it('fills the cache for the answers a link holds, and asks nothing for the questions alone', async () => {
    const { client, requests } = createCountingClient([englishMock]);
    await preloadData({ client, params: {}, locale: 'en', search: new URLSearchParams('concern=anxiety') });
    expect(requests).toEqual([]);
    await preloadData({ client, params: {}, locale: 'en', search: new URLSearchParams(englishAnswers) });
    expect(requests).toEqual(['MatchCandidates']);

    renderPage(page, { path: `/en/practitioners/match?${englishAnswers}`, client });
    expect(await shortlist().findByRole('link', { name: 'Asma Al-Juhani' })).toBeInTheDocument();
    expect(requests).toEqual(['MatchCandidates']);
  });
});
