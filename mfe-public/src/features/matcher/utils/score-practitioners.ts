import type { ChannelKey } from '@sakina/shared/vocabulary';
import { consultationTypeFor, forWhomConcern, type MatcherAnswers } from './matcher-answers';

/** What the shortlist reads of a practitioner, in the site's lower-case values. */
export interface MatchCandidate {
  id: string;
  gender: 'female' | 'male';
  concerns: readonly string[];
  languages: readonly string[];
  channels: readonly ChannelKey[];
  consultationTypes: readonly ('psychological' | 'family')[];
  priceSar: number;
  takesUrgent: boolean;
  rating: number;
  yearsOfExperience: number;
}

/** The answers a practitioner can meet or not, the most important first. */
export const answerImportance = ['forWhom', 'concern', 'language', 'gender', 'timing', 'maxPrice', 'channel'] as const;
export type MatchAnswer = (typeof answerImportance)[number];

/** The order in which answers are eased when fewer than three practitioners meet them all: the least important first. */
export const easingOrder: readonly MatchAnswer[] = [...answerImportance].reverse();

export type AnswerFit = 'met' | 'unmet' | 'no-preference';

/** Whether a practitioner meets one answer; an answer without a preference asks nothing of anyone. */
export function answerFit(candidate: MatchCandidate, answers: MatcherAnswers, answer: MatchAnswer): AnswerFit {
  const fit = (asked: boolean, met: () => boolean): AnswerFit => (!asked ? 'no-preference' : met() ? 'met' : 'unmet');
  switch (answer) {
    case 'forWhom': {
      const concern = forWhomConcern(answers.forWhom);
      const type = consultationTypeFor(answers.forWhom);
      return fit(
        concern !== null,
        () => candidate.concerns.includes(concern!) && (!type || candidate.consultationTypes.includes(type)),
      );
    }
    case 'concern':
      return fit(answers.concern !== null, () => candidate.concerns.includes(answers.concern!));
    case 'language':
      return fit(answers.language !== null, () => candidate.languages.includes(answers.language!));
    case 'gender':
      return fit(answers.gender !== null, () => candidate.gender === answers.gender);
    case 'timing':
      return fit(answers.timing === 'urgent', () => candidate.takesUrgent);
    case 'maxPrice':
      return fit(answers.maxPrice !== null, () => candidate.priceSar <= answers.maxPrice!);
    case 'channel':
      return fit(answers.channel !== null, () => candidate.channels.includes(answers.channel!));
    default:
      return answer satisfies never;
  }
}

/** Each answer weighs more than all the less important ones together: 64 for "for whom" down to 1 for the channel. */
const weightOf = (answer: MatchAnswer) => 2 ** (answerImportance.length - 1 - answerImportance.indexOf(answer));

export interface ScoredPractitioner<Candidate extends MatchCandidate> {
  practitioner: Candidate;
  score: number;
  /** The answers met and not met, the most important first; answers without a preference are in neither. */
  met: MatchAnswer[];
  unmet: MatchAnswer[];
}

export interface Shortlist<Candidate extends MatchCandidate> {
  practitioners: ScoredPractitioner<Candidate>[];
  /** The answers that one of them or more does not meet, in the easing order. */
  eased: MatchAnswer[];
}

function scoreOne<Candidate extends MatchCandidate>(
  practitioner: Candidate,
  answers: MatcherAnswers,
): ScoredPractitioner<Candidate> {
  const fits = answerImportance.map((answer) => [answer, answerFit(practitioner, answers, answer)] as const);
  const met = fits.filter(([, fit]) => fit === 'met').map(([answer]) => answer);
  return {
    practitioner,
    score: met.reduce((sum, answer) => sum + weightOf(answer), 0),
    met,
    unmet: fits.filter(([, fit]) => fit === 'unmet').map(([answer]) => answer),
  };
}

function byFit<Candidate extends MatchCandidate>(a: ScoredPractitioner<Candidate>, b: ScoredPractitioner<Candidate>) {
  return (
    b.score - a.score ||
    b.practitioner.rating - a.practitioner.rating ||
    b.practitioner.yearsOfExperience - a.practitioner.yearsOfExperience ||
    a.practitioner.id.localeCompare(b.practitioner.id, 'en', { numeric: true })
  );
}

/**
 * The practitioners who fit the answers best, `size` at most: by score, then rating, then years of experience.
 * As the weights double from the least important answer up, this is the shortlist that easing the answers one at
 * a time in `easingOrder` gives, until enough practitioners meet those left; `eased` names the answers it took.
 */
export function scorePractitioners<Candidate extends MatchCandidate>(
  candidates: readonly Candidate[],
  answers: MatcherAnswers,
  size = 3,
): Shortlist<Candidate> {
  const practitioners = candidates
    .map((candidate) => scoreOne(candidate, answers))
    .sort(byFit)
    .slice(0, size);
  const unmet = new Set(practitioners.flatMap((scored) => scored.unmet));
  return { practitioners, eased: easingOrder.filter((answer) => unmet.has(answer)) };
}
