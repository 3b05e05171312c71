import { screen, within } from '@testing-library/react';
import { useAssessmentsStore } from '../../../stores/assessments';
import { renderPage } from '../../../testing/render-page';
import { findInstrument } from '../instruments';
import { AssessmentView } from './assessment-view';

const gad7 = findInstrument('gad-7')!;
const phq9 = findInstrument('phq-9')!;
const cbi = findInstrument('cbi')!;

function renderAssessment(slug: 'gad-7' | 'phq-9' | 'cbi', path: string, form?: Record<string, string>) {
  const instrument = { 'gad-7': gad7, 'phq-9': phq9, cbi }[slug];
  return renderPage(<AssessmentView instrument={instrument} />, { path, form });
}

/** The form the page's radio buttons post, answered in item order. */
function postedForm(instrument: typeof gad7, values: number[]) {
  return Object.fromEntries(
    instrument.items.map((item, index) => [`question-${instrument.slug}-${item.id}`, `${values[index]}`]),
  );
}

async function answerAll(user: ReturnType<typeof renderPage>['user'], choices: string[]) {
  const groups = await screen.findAllByRole('group', { name: /^\d+\./ });
  expect(groups).toHaveLength(choices.length);
  for (const [index, group] of groups.entries()) {
    await user.click(within(group).getByRole('radio', { name: choices[index] }));
  }
}

beforeEach(() => {
  localStorage.clear();
  useAssessmentsStore.setState({ mode: 'all', progress: {}, history: {} });
});

describe('AssessmentView', () => {
  it('scores GAD-7 in English and keeps only the scores in this device’s history', async () => {
    const { user } = renderAssessment('gad-7', '/en/assessments/gad-7');
    expect(screen.getByRole('heading', { level: 1, name: 'Generalised Anxiety Disorder scale (GAD-7)' })).toBeVisible();
    expect(screen.getByText('A screening is not a diagnosis: only a licensed practitioner can assess your situation.'));

    const several = 'Several days';
    const half = 'More than half the days';
    await answerAll(user, [half, half, half, half, several, several, 'Not at all']);
    expect(screen.getByText('7 of 7 answered')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'See my result' }));

    const result = screen.getByRole('heading', { level: 2, name: 'Your result' });
    expect(result).toHaveFocus();
    const resultRegion = screen.getByRole('region', { name: 'Your result' });
    expect(within(resultRegion).getByText('10 out of 21')).toBeVisible();
    expect(within(resultRegion).getByText('Moderate anxiety')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find practitioners who work with Anxiety' })).toHaveAttribute(
      'href',
      '/en/practitioners?category=psychotherapist&q=Anxiety',
    );
    expect(screen.getByRole('link', { name: 'Get three practitioner suggestions that fit you' })).toHaveAttribute(
      'href',
      '/en/practitioners/match?concern=anxiety',
    );
    expect(screen.getByRole('link', { name: 'Call the emergency number 911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.queryByRole('heading', { name: 'You are not alone: help is available now' })).toBeNull();

    const stored = JSON.parse(localStorage.getItem('sakina.assessments') ?? '{}');
    expect(stored.state.history['gad-7']).toEqual([{ takenAt: expect.any(String), version: 1, scores: { total: 10 } }]);
  });

  it('shows the PHQ-9 crisis panel before the score when item 9 is not zero, in Arabic', async () => {
    const { user } = renderAssessment('phq-9', '/assessments/phq-9');
    const none = 'لا على الإطلاق';
    await answerAll(user, [none, none, none, none, none, none, none, none, 'عدة أيام']);
    await user.click(screen.getByRole('button', { name: 'اعرض نتيجتي' }));

    const crisis = screen.getByRole('heading', { level: 2, name: 'لست وحدك: المساعدة متاحة الآن' });
    const result = screen.getByRole('heading', { level: 2, name: 'نتيجتك' });
    expect(crisis.compareDocumentPosition(result) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const resultRegion = screen.getByRole('region', { name: 'نتيجتك' });
    expect(within(resultRegion).getByText('1 من 27')).toBeVisible();
    expect(within(resultRegion).getByText('أعراض ضئيلة')).toBeVisible();
    // The crisis panel: emergency first, then the mental-health line; 937 is the Ministry's medical advice, not this.
    const panel = screen.getByRole('region', { name: 'لست وحدك: المساعدة متاحة الآن' });
    const calls = within(panel).getAllByRole('link');
    expect(calls.map((link) => link.getAttribute('href'))).toEqual(['tel:911', 'tel:997', 'tel:920033360']);
    expect(
      within(panel).getByRole('link', { name: 'اتصل بالمركز الوطني لتعزيز الصحة النفسية على 920033360' }),
    ).toBeVisible();
    const help = screen.getByRole('region', { name: 'المساعدة متاحة' });
    expect(within(help).getByRole('link', { name: 'اتصل بخط الاستشارات الطبية لوزارة الصحة 937' })).toHaveAttribute(
      'href',
      'tel:937',
    );
  });

  it('is a form posted to its own address, so the server scores it when the scripts have not run', () => {
    renderAssessment('gad-7', '/en/assessments/gad-7');
    const form = screen.getByRole('button', { name: 'See my result' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).not.toHaveAttribute('action');
    expect(within(form).getAllByRole('radio')[0]).toHaveAttribute('name', 'question-gad-7-1');
  });

  it('shows the result of answers posted before the scripts ran, the PHQ-9 crisis panel first, and stores nothing', () => {
    renderAssessment('phq-9', '/assessments/phq-9', postedForm(phq9, [3, 2, 2, 2, 2, 2, 2, 0, 1]));

    const crisis = screen.getByRole('heading', { level: 2, name: 'لست وحدك: المساعدة متاحة الآن' });
    const result = screen.getByRole('heading', { level: 2, name: 'نتيجتك' });
    expect(crisis.compareDocumentPosition(result) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'نتيجتك' })).getByText('16 من 27')).toBeVisible();
    expect(localStorage.getItem('sakina.assessments') ?? '').not.toContain('phq-9');
    // Before the scripts run, taking it again is the questions' own address (the server answers it blank).
    expect(screen.getByRole('link', { name: 'أعد المقياس' })).toHaveAttribute('href', '/assessments/phq-9');
  });

  it('opens on the questions left when a posted form missed some, then scores in the page', async () => {
    const { user } = renderAssessment('gad-7', '/en/assessments/gad-7', {
      'question-gad-7-1': '2',
      'question-gad-7-2': '9',
    });
    const summary = screen.getByRole('alert');
    expect(within(summary).getAllByRole('link')).toHaveLength(6);
    const groups = screen.getAllByRole('group', { name: /^\d+\./ });
    expect(within(groups[0]!).getByRole('radio', { name: 'More than half the days' })).toBeChecked();
    for (const group of groups.slice(1)) await user.click(within(group).getByRole('radio', { name: 'Not at all' }));
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    expect(within(screen.getByRole('region', { name: 'Your result' })).getByText('2 out of 21')).toBeVisible();
  });

  it('names every unanswered question and shows no result until all are answered', async () => {
    const { user } = renderAssessment('gad-7', '/en/assessments/gad-7');
    const groups = await screen.findAllByRole('group', { name: /^\d+\./ });
    await user.click(within(groups[0]).getByRole('radio', { name: 'Not at all' }));
    await user.click(screen.getByRole('button', { name: 'See my result' }));

    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Answer every question to see your result' })).toBeVisible();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([2, 3, 4, 5, 6, 7].map((number) => `Choose an answer to question ${number}`));
    expect(screen.queryByRole('heading', { name: 'Your result' })).toBeNull();
  });

  it('asks one question at a time on request and keeps the answers across a reload', async () => {
    const { user, unmount } = renderAssessment('gad-7', '/en/assessments/gad-7');
    await user.click(await screen.findByRole('button', { name: 'One question at a time' }));
    expect(screen.getByRole('button', { name: 'One question at a time' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Question 1 of 7')).toBeVisible();
    expect(screen.getAllByRole('group', { name: /^\d+\./ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByText('Choose an answer to go on.')).toBeVisible();
    expect(screen.getByText('Question 1 of 7')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Nearly every day' }));
    await user.click(screen.getByRole('button', { name: 'Next question' }));
    expect(screen.getByText('Question 2 of 7')).toBeVisible();
    expect(screen.getByRole('group', { name: /^2\./ })).toBeVisible();
    unmount();

    // A reload: the page's memory is gone, this device's storage is not.
    const stored = localStorage.getItem('sakina.assessments')!;
    useAssessmentsStore.setState({ mode: 'all', progress: {}, history: {} });
    localStorage.setItem('sakina.assessments', stored);
    const reloaded = renderAssessment('gad-7', '/en/assessments/gad-7');
    expect(await screen.findByText('Question 2 of 7')).toBeVisible();
    await reloaded.user.click(screen.getByRole('button', { name: 'Previous question' }));
    expect(screen.getByRole('radio', { name: 'Nearly every day' })).toBeChecked();
  });

  it('charts two results, then deletes them and the answers from this device', async () => {
    const { user } = renderAssessment('gad-7', '/en/assessments/gad-7');
    await answerAll(user, new Array(7).fill('Not at all'));
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    await user.click(screen.getByRole('link', { name: 'Take it again' }));
    await answerAll(user, new Array(7).fill('Nearly every day'));
    await user.click(screen.getByRole('button', { name: 'See my result' }));

    const history = screen.getByRole('region', { name: 'Your earlier results' });
    expect(within(history).getByText(/Kept on this device only/)).toBeVisible();
    expect(within(history).getByRole('img', { name: 'Total score over time' })).toBeInTheDocument();
    const table = within(history).getByRole('table', { name: 'Total score: your results' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(1)
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['0 out of 21', 'Minimal anxiety'],
      ['21 out of 21', 'Severe anxiety'],
    ]);

    await user.click(within(history).getByRole('button', { name: 'Delete my results' }));
    expect(screen.getByRole('button', { name: 'Keep them' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, delete them' }));

    expect(screen.queryByRole('region', { name: 'Your earlier results' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your results for this assessment were deleted from this device.',
    );
    expect(screen.getByRole('button', { name: 'See my result' })).toBeVisible();
    const stored = JSON.parse(localStorage.getItem('sakina.assessments') ?? '{}');
    expect(stored.state).toEqual({ mode: 'all', progress: {}, history: {} });
  });

  it('asks the burnout items on working with clients only after a yes, and scores that part then', async () => {
    const { user } = renderAssessment('cbi', '/en/assessments/cbi');
    const partQuestion = await screen.findByRole('group', {
      name: '14. Does your work involve clients, such as patients, customers, students or beneficiaries?',
    });
    expect(screen.getAllByRole('group', { name: /^\d+\./ })).toHaveLength(14);
    await user.click(within(partQuestion).getByRole('radio', { name: 'Yes' }));
    expect(screen.getAllByRole('group', { name: /^\d+\./ })).toHaveLength(20);
    expect(screen.getByRole('group', { name: '15. Do you find it hard to work with clients?' })).toBeVisible();

    const sometimes = new Array(6).fill('Sometimes');
    const work = ['Somewhat', 'Somewhat', 'Somewhat', 'Sometimes', 'Sometimes', 'Sometimes', 'Sometimes'];
    const clients = [...new Array(4).fill('To a high degree'), 'Often', 'Often'];
    await answerAll(user, [...sometimes, ...work, 'Yes', ...clients]);
    await user.click(screen.getByRole('button', { name: 'See my result' }));
    const result = screen.getByRole('region', { name: 'Your result' });
    expect(within(result).getByRole('heading', { name: 'Client-related burnout' })).toBeVisible();
    expect(within(result).getAllByText('50 out of 100')).toHaveLength(2);
    expect(within(result).getByText('75 out of 100')).toBeVisible();
  });
});
