import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { fromSchemaEnum, toSchemaEnum } from '@sakina/shared/graphql';
import { maxPageSize } from '@sakina/shared/validation';
import { answerConcerns, consultationTypeFor, type MatcherAnswers } from '../utils/matcher-answers';
import type { MatchCandidate } from '../utils/score-practitioners';
import {
  MatchCandidatesDocument,
  type MatchCandidateFieldsFragment,
  type MatchCandidatesQuery,
  type MatchCandidatesQueryVariables,
} from './get-match-candidates.generated';

/** A candidate as scored, with what its card shows. */
export type MatchPractitioner = MatchCandidate &
  Pick<MatchCandidateFieldsFragment, 'name' | 'title' | 'photoUrl' | 'ratingCount'>;

export function matchCandidatesVariables(answers: MatcherAnswers): MatchCandidatesQueryVariables {
  const concerns = answerConcerns(answers);
  const type = consultationTypeFor(answers.forWhom);
  return {
    concerns: concerns.length > 0 ? concerns : null,
    type: type ? toSchemaEnum(type) : null,
    gender: answers.gender ? toSchemaEnum(answers.gender) : null,
    language: answers.language,
    channel: answers.channel ? toSchemaEnum(answers.channel) : null,
    maxPrice: answers.maxPrice,
    urgent: answers.timing === 'urgent' ? true : null,
    askedUrgent: answers.timing === 'urgent',
    // The most the API gives at once: the shortlist is chosen from the best rated of each list.
    pageSize: maxPageSize,
  };
}

/** Every practitioner of the lists once, in the site's values; who takes urgent consultations read from its list. */
export function candidatesOf(data: MatchCandidatesQuery): MatchPractitioner[] {
  const takingUrgent = new Set(data.takingUrgent?.items.map((item) => item.id));
  const fitting = new Set(data.fitting.items.map((item) => item.id));
  const asked = data.takingUrgent !== undefined;
  const seen = new Set<string>();
  return [...data.fitting.items, ...data.nearby.items].flatMap((item) => {
    if (seen.has(item.id)) return [];
    seen.add(item.id);
    return [
      {
        id: item.id,
        name: item.name,
        title: item.title,
        photoUrl: item.photoUrl,
        ratingCount: item.ratingCount,
        gender: fromSchemaEnum(item.gender),
        concerns: item.concerns,
        languages: item.languages,
        channels: item.communicationStyles.map(fromSchemaEnum),
        consultationTypes: item.consultationTypes.map(fromSchemaEnum),
        priceSar: item.priceSar,
        // When urgency was asked, `fitting` holds only those who take urgent consultations.
        takesUrgent: takingUrgent.has(item.id) || (asked && fitting.has(item.id)),
        rating: item.rating,
        yearsOfExperience: item.yearsOfExperience,
      },
    ];
  });
}

/** The candidates for the answers held in the address. */
export function useMatchCandidates(answers: MatcherAnswers) {
  return useQuery(MatchCandidatesDocument, { variables: matchCandidatesVariables(answers) });
}

/** The candidates into the shared cache, ahead of a visit (what `useMatchCandidates` then reads). */
export function preloadMatchCandidates(client: ApolloClient, answers: MatcherAnswers) {
  return client.query({ query: MatchCandidatesDocument, variables: matchCandidatesVariables(answers) });
}
