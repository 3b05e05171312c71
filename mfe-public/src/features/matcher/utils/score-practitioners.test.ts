import { defaultAnswers, type MatcherAnswers } from './matcher-answers';
import {
  answerFit,
  answerImportance,
  easingOrder,
  scorePractitioners,
  type MatchAnswer,
  type MatchCandidate,
} from './score-practitioners';

const candidate = (id: string, fields: Partial<MatchCandidate> = {}): MatchCandidate => ({
  id,
  gender: 'male',
  concerns: [],
  languages: ['ar'],
  channels: ['chat'],
  consultationTypes: ['psychological'],
  priceSar: 300,
  takesUrgent: false,
  rating: 4,
  yearsOfExperience: 5,
  ...fields,
});

/** Every answer with a preference: a family's anxiety, in English, a woman, urgent, up to SAR 250, by video. */
const answers: MatcherAnswers = {
  concern: 'anxiety',
  forWhom: 'family',
  gender: 'female',
  language: 'en',
  channel: 'video',
  maxPrice: 250,
  timing: 'urgent',
};

/** Meets every one of `answers`. */
const perfect: Partial<MatchCandidate> = {
  gender: 'female',
  concerns: ['anxiety', 'family'],
  languages: ['ar', 'en'],
  channels: ['chat', 'video'],
  consultationTypes: ['psychological', 'family'],
  priceSar: 200,
  takesUrgent: true,
};

/** What a practitioner who is perfect but for one answer has instead. */
const missing: Record<MatchAnswer, Partial<MatchCandidate>> = {
  forWhom: { concerns: ['anxiety'] },
  concern: { concerns: ['family'] },
  language: { languages: ['ar'] },
  gender: { gender: 'male' },
  timing: { takesUrgent: false },
  maxPrice: { priceSar: 400 },
  channel: { channels: ['chat'] },
};

const ids = (list: ReturnType<typeof scorePractitioners>) => list.practitioners.map((entry) => entry.practitioner.id);

describe('scorePractitioners', () => {
  it('shortlists three who meet every answer, the best rated first, and eases nothing', () => {
    const shortlist = scorePractitioners(
      [
        candidate('1', { ...perfect, rating: 4.2 }),
        candidate('2', { ...perfect, ...missing.channel, rating: 5 }),
        candidate('3', { ...perfect, rating: 4.9 }),
        candidate('4', { ...perfect, rating: 4.5 }),
      ],
      answers,
    );
    expect(ids(shortlist)).toEqual(['3', '4', '1']);
    expect(shortlist.eased).toEqual([]);
    expect(shortlist.practitioners[0]).toMatchObject({ met: [...answerImportance], unmet: [], score: 127 });
  });

  it.each(answerImportance)('counts the answer "%s": meeting it ranks a practitioner first', (answer) => {
    const shortlist = scorePractitioners(
      [candidate('1', { ...perfect, ...missing[answer], rating: 5 }), candidate('2', { ...perfect, rating: 3 })],
      answers,
    );
    expect(ids(shortlist)).toEqual(['2', '1']);
    expect(shortlist.practitioners[1]).toMatchObject({ unmet: [answer] });
    expect(shortlist.practitioners[1]!.met).not.toContain(answer);
  });

  it('lets each answer outweigh all the less important ones together', () => {
    for (const [index, answer] of answerImportance.entries()) {
      const lessImportant = answerImportance.slice(index + 1);
      const meetsOnlyThis = candidate('1', {
        ...perfect,
        ...Object.assign({}, ...lessImportant.map((other) => missing[other])),
      });
      const missesOnlyThis = candidate('2', { ...perfect, ...missing[answer], rating: 5 });
      expect([answer, ids(scorePractitioners([missesOnlyThis, meetsOnlyThis], answers))]).toEqual([answer, ['1', '2']]);
    }
  });

  it('breaks ties by rating, then by years of experience', () => {
    const shortlist = scorePractitioners(
      [
        candidate('1', { rating: 4.5, yearsOfExperience: 3 }),
        candidate('2', { rating: 4.8, yearsOfExperience: 1 }),
        candidate('3', { rating: 4.5, yearsOfExperience: 12 }),
        candidate('4', { rating: 4.1, yearsOfExperience: 30 }),
      ],
      defaultAnswers,
    );
    expect(ids(shortlist)).toEqual(['2', '3', '1']);
  });

  it('eases the least important answers first when fewer than three meet them all, and names them', () => {
    const shortlist = scorePractitioners(
      [
        candidate('1', { ...perfect }),
        candidate('2', { ...perfect, ...missing.channel, ...missing.maxPrice }),
        candidate('3', { ...perfect, ...missing.gender, rating: 5 }),
        candidate('4', { ...perfect, ...missing.channel }),
        candidate('5', { ...perfect, ...missing.concern, rating: 5 }),
      ],
      answers,
    );
    expect(ids(shortlist)).toEqual(['1', '4', '2']);
    expect(shortlist.eased).toEqual(['channel', 'maxPrice']);
    expect(shortlist.practitioners.map((entry) => entry.unmet)).toEqual([[], ['channel'], ['maxPrice', 'channel']]);
  });

  it('eases in the stated order: channel, budget, urgency, gender, language, concern, for whom', () => {
    expect(easingOrder).toEqual(['channel', 'maxPrice', 'timing', 'gender', 'language', 'concern', 'forWhom']);
  });

  it('shortlists fewer than three when fewer are found', () => {
    const shortlist = scorePractitioners([candidate('1', { ...perfect, ...missing.timing })], answers);
    expect(ids(shortlist)).toEqual(['1']);
    expect(shortlist.eased).toEqual(['timing']);
    expect(scorePractitioners([], answers)).toEqual({ practitioners: [], eased: [] });
  });

  it('asks nothing of anyone for an answer without a preference', () => {
    const shortlist = scorePractitioners([candidate('1'), candidate('2', { rating: 5 })], defaultAnswers);
    expect(shortlist.practitioners.map(({ score, met, unmet }) => ({ score, met, unmet }))).toEqual([
      { score: 0, met: [], unmet: [] },
      { score: 0, met: [], unmet: [] },
    ]);
  });
});

describe('answerFit for "for whom"', () => {
  it('asks a couple or a family for family consultations and the family concern, a child for the children concern', () => {
    const familyTherapist = candidate('1', { concerns: ['family'], consultationTypes: ['family'] });
    const familyConcernOnly = candidate('2', { concerns: ['family'], consultationTypes: ['psychological'] });
    const childTherapist = candidate('3', { concerns: ['children'] });
    const fitFor = (forWhom: MatcherAnswers['forWhom'], practitioner: MatchCandidate) =>
      answerFit(practitioner, { ...defaultAnswers, forWhom }, 'forWhom');

    expect(fitFor('couple', familyTherapist)).toBe('met');
    expect(fitFor('family', familyTherapist)).toBe('met');
    expect(fitFor('couple', familyConcernOnly)).toBe('unmet');
    expect(fitFor('child', childTherapist)).toBe('met');
    expect(fitFor('child', familyTherapist)).toBe('unmet');
    expect(fitFor('myself', childTherapist)).toBe('no-preference');
  });
});
