import { findInstrument } from '../instruments';
import type { Instrument } from '../schemas/instrument';
import { answerFieldName, answersFromForm, scoreAssessment, unansweredQuestions, type Answers } from './score';

function instrument(slug: string): Instrument {
  const found = findInstrument(slug);
  if (!found) throw new Error(`no instrument ${slug}`);
  return found;
}

/** Answers in item order. */
function answers(of: Instrument, values: number[]): Answers {
  expect(values).toHaveLength(of.items.length);
  return Object.fromEntries(of.items.map((item, index) => [item.id, values[index]]));
}

function total(of: Instrument, values: number[]) {
  const result = scoreAssessment(of, answers(of, values))!;
  const scale = result.scales.find((entry) => entry.scale.id === 'total')!;
  return { score: scale.score, band: scale.band?.id, crisis: result.crisis };
}

describe('GAD-7', () => {
  const gad7 = instrument('gad-7');
  it.each([
    [[0, 0, 0, 0, 0, 0, 0], 0, 'minimal'],
    [[1, 1, 1, 1, 0, 0, 0], 4, 'minimal'],
    [[1, 1, 1, 1, 1, 0, 0], 5, 'mild'],
    [[3, 3, 3, 0, 0, 0, 0], 9, 'mild'],
    [[3, 3, 3, 1, 0, 0, 0], 10, 'moderate'],
    [[2, 2, 2, 2, 2, 2, 2], 14, 'moderate'],
    [[3, 3, 3, 3, 3, 0, 0], 15, 'severe'],
    [[3, 3, 3, 3, 3, 3, 3], 21, 'severe'],
  ])('%j scores %i: %s', (values, score, band) => {
    expect(total(gad7, values)).toEqual({ score, band, crisis: false });
  });
});

describe('PHQ-9', () => {
  const phq9 = instrument('phq-9');
  it.each([
    [[0, 0, 0, 0, 0, 0, 0, 0, 0], 0, 'minimal'],
    [[1, 1, 1, 1, 0, 0, 0, 0, 0], 4, 'minimal'],
    [[1, 1, 1, 1, 1, 0, 0, 0, 0], 5, 'mild'],
    [[3, 3, 3, 0, 0, 0, 0, 0, 0], 9, 'mild'],
    [[3, 3, 3, 1, 0, 0, 0, 0, 0], 10, 'moderate'],
    [[3, 3, 3, 3, 2, 0, 0, 0, 0], 14, 'moderate'],
    [[3, 3, 3, 3, 3, 0, 0, 0, 0], 15, 'moderately-severe'],
    [[3, 3, 3, 3, 3, 3, 1, 0, 0], 19, 'moderately-severe'],
    [[3, 3, 3, 3, 3, 3, 2, 0, 0], 20, 'severe'],
  ])('%j scores %i: %s, no crisis while item 9 is 0', (values, score, band) => {
    expect(total(phq9, values)).toEqual({ score, band, crisis: false });
  });

  it('shows the crisis panel for any answer above 0 to item 9, whatever the total', () => {
    expect(total(phq9, [0, 0, 0, 0, 0, 0, 0, 0, 1])).toEqual({ score: 1, band: 'minimal', crisis: true });
    expect(total(phq9, [3, 3, 3, 3, 3, 3, 3, 3, 3])).toEqual({ score: 27, band: 'severe', crisis: true });
    expect(total(phq9, [3, 3, 3, 3, 3, 3, 3, 3, 0])).toEqual({ score: 24, band: 'severe', crisis: false });
  });
});

describe('Mini-SPIN', () => {
  const miniSpin = instrument('mini-spin');
  it.each([
    [[0, 0, 0], 0, 'unlikely'],
    [[2, 2, 1], 5, 'unlikely'],
    [[2, 2, 2], 6, 'possible'],
    [[4, 4, 4], 12, 'possible'],
  ])('%j scores %i: %s', (values, score, band) => {
    expect(total(miniSpin, values)).toEqual({ score, band, crisis: false });
  });
});

describe('CBI (burnout)', () => {
  const cbi = instrument('cbi');
  const ids = cbi.items.map((item) => item.id);
  const work = [0, 0, 0, 0, 0, 0, 100];
  /** Personal and work answers; client answers only for someone who works with clients. */
  function cbiAnswers(personal: number[], workValues = work, client?: number[]): Answers {
    const values = [...personal, ...workValues, ...(client ?? [])];
    return { ...Object.fromEntries(values.map((value, index) => [ids[index], value])), 'part-clients': client ? 1 : 0 };
  }
  function subscales(personal: number[], workValues = work, client?: number[]) {
    const result = scoreAssessment(cbi, cbiAnswers(personal, workValues, client))!;
    return Object.fromEntries(result.scales.map((entry) => [entry.scale.id, [entry.score, entry.band?.id]]));
  }

  it.each([
    [[0, 0, 0, 0, 0, 0], 0, 'low'],
    [[50, 50, 50, 50, 50, 25], 46, 'low'],
    [[50, 50, 50, 50, 50, 50], 50, 'moderate'],
    [[75, 75, 75, 75, 75, 50], 71, 'moderate'],
    [[75, 75, 75, 75, 75, 75], 75, 'high'],
    [[100, 100, 100, 100, 100, 75], 96, 'high'],
    [[100, 100, 100, 100, 100, 100], 100, 'severe'],
  ])('personal burnout %j is the rounded mean %i: %s', (personal, score, band) => {
    expect(subscales(personal).personal).toEqual([score, band]);
  });

  it('scores work-related burnout on its own items, the leisure-energy item reversed', () => {
    // Enough energy "always" for family and friends counts 0; "never" counts 100.
    expect(subscales([0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 100]).work).toEqual([0, 'low']);
    expect(subscales([0, 0, 0, 0, 0, 0], [100, 100, 100, 100, 100, 100, 0]).work).toEqual([100, 'severe']);
    expect(subscales([0, 0, 0, 0, 0, 0], [100, 100, 100, 100, 100, 100, 100]).work).toEqual([86, 'high']);
    expect(subscales([0, 0, 0, 0, 0, 0], [50, 50, 50, 50, 50, 50, 50]).work).toEqual([50, 'moderate']);
  });

  it('asks and scores the client-related part only of those who work with clients', () => {
    const personal = [0, 0, 0, 0, 0, 0];
    expect(Object.keys(subscales(personal))).toEqual(['personal', 'work']);
    expect(subscales(personal, work, [100, 100, 100, 100, 0, 0]).client).toEqual([67, 'moderate']);
    expect(subscales(personal, work, [25, 25, 25, 25, 25, 0]).client).toEqual([21, 'low']);
    expect(subscales(personal, work, [100, 100, 100, 100, 100, 100]).client).toEqual([100, 'severe']);

    const noDecision = cbiAnswers(personal);
    delete (noDecision as Record<string, number>)['part-clients'];
    expect(unansweredQuestions(cbi, noDecision).map((question) => question.key)).toEqual(['part-clients']);
    const saidYes = { ...cbiAnswers(personal), 'part-clients': 1 };
    expect(scoreAssessment(cbi, saidYes)).toBeUndefined();
    expect(unansweredQuestions(cbi, saidYes)).toHaveLength(6);
  });
});

describe('OCI-R', () => {
  const ociR = instrument('oci-r');
  const zeros = () => new Array<number>(18).fill(0);

  it.each([
    [0, 'below'],
    [20, 'below'],
    [21, 'possible'],
    [72, 'possible'],
  ])('a total of %i is %s', (score, band) => {
    const values = zeros();
    for (let remaining = score, index = 0; remaining > 0; index += 1) {
      values[index] = Math.min(4, remaining);
      remaining -= values[index];
    }
    expect(total(ociR, values)).toEqual({ score, band, crisis: false });
  });

  it('sums each subscale over its three items, without bands of its own', () => {
    const values = zeros();
    // Hoarding is items 1, 7 and 13; washing 5, 11 and 17.
    values[0] = 4;
    values[6] = 4;
    values[12] = 4;
    values[4] = 1;
    const result = scoreAssessment(ociR, answers(ociR, values))!;
    const scores = Object.fromEntries(result.scales.map((entry) => [entry.scale.id, entry.score]));
    expect(scores).toEqual({
      total: 13,
      hoarding: 12,
      checking: 0,
      ordering: 0,
      neutralising: 0,
      washing: 1,
      obsessing: 0,
    });
    expect(result.scales.filter((entry) => entry.band).map((entry) => entry.scale.id)).toEqual(['total']);
  });
});

describe('SINS (narcissism)', () => {
  const sins = instrument('sins');
  it.each([
    [1, 'lower'],
    [2, 'lower'],
    [3, 'middle'],
    [5, 'middle'],
    [6, 'higher'],
    [7, 'higher'],
  ])('answer %i reads as %s', (value, band) => {
    expect(total(sins, [value])).toEqual({ score: value, band, crisis: false });
  });
});

describe('answers', () => {
  const gad7 = instrument('gad-7');
  it('gives no result while an item is unanswered or holds a value that is not one of its options', () => {
    expect(scoreAssessment(gad7, { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 })).toBeUndefined();
    expect(scoreAssessment(gad7, answers(gad7, [0, 0, 0, 0, 0, 0, 7]))).toBeUndefined();
    expect(unansweredQuestions(gad7, { 1: 2, 3: 1.5 }).map((question) => question.key)).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
  });
});

describe('answers posted before the scripts ran', () => {
  const phq9 = instrument('phq-9');
  const cbi = instrument('cbi');
  const field = (of: Instrument, key: string) => answerFieldName(of, key);

  it('reads each question by its radio buttons, and scores them as the page does (PHQ-9 item 9 included)', () => {
    const values = [3, 2, 2, 2, 2, 2, 2, 0, 1];
    const form = Object.fromEntries(phq9.items.map((item, index) => [field(phq9, item.id), String(values[index])]));
    const posted = answersFromForm(phq9, form);
    expect(posted).toEqual(answers(phq9, values));
    expect(scoreAssessment(phq9, posted)).toEqual(scoreAssessment(phq9, answers(phq9, values)));
    expect(scoreAssessment(phq9, posted)!.crisis).toBe(true);
  });

  it("leaves out fields it does not ask, values none of its options has, and another scale's answers", () => {
    const [first, second, third] = phq9.items;
    const form = {
      [field(phq9, first!.id)]: '7',
      [field(phq9, second!.id)]: '',
      [field(phq9, third!.id)]: '2',
      [`question-gad-7-${first!.id}`]: '1',
      'question-phq-9-part-x': '1',
      marker: 'x',
    };
    expect(answersFromForm(phq9, form)).toEqual({ [third!.id]: 2 });
  });

  it("takes a part's yes or no, so the page asks the part's items next", () => {
    const part = cbi.parts![0]!;
    const key = `part-${part.id}`;
    expect(answersFromForm(cbi, { [field(cbi, key)]: '1' })).toEqual({ [key]: 1 });
    expect(answersFromForm(cbi, { [field(cbi, key)]: '2' })).toEqual({});
    const asked = unansweredQuestions(cbi, answersFromForm(cbi, { [field(cbi, key)]: '1' }));
    expect(asked.some((question) => question.kind === 'item' && part.items.includes(question.key))).toBe(true);
  });
});
