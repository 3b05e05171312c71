import { searchTextSchema, spokenLanguages } from '@sakina/shared/validation';
import { concernKeys, isConcernKey } from '@sakina/shared/vocabulary';
import { z } from 'zod';
import { builder } from '../../builder';
import { loadMediaImage, MediaImageRef } from '../media/media.graphql';
import { mediaUrl, widthToServe } from '../media/media.service';
import { LocalizedListRef, LocalizedTextRef } from '../common/common.graphql';
import type { GraphQLContext } from '../../context';
import { createBatchLoader } from '../common/batch-loader';
import { onePer } from '../common/one-per';
import { listArgumentsSchema, pageRequest } from '../common/pagination';
import { facetNames, type FacetCounts, type FacetName } from './directory-facets';
import {
  findPractitioner,
  listPractitioners,
  loadPractitionerDetails,
  type DirectoryPage,
  type PractitionerDetails,
  type PractitionerListItem,
} from './practitioners.service';

const detailsLoader = onePer((context: GraphQLContext) =>
  createBatchLoader((ids: number[]) => loadPractitionerDetails(context, ids)),
);

/** Reads a long text the list query left out, loading those of the whole page at once. */
async function detail<Key extends keyof PractitionerDetails>(
  practitioner: PractitionerListItem,
  key: Key,
  context: GraphQLContext,
): Promise<PractitionerDetails[Key]> {
  const value = practitioner[key];
  if (value !== undefined) return value as PractitionerDetails[Key];
  const details = await detailsLoader(context)(practitioner.id);
  if (!details) throw new Error(`Practitioner ${practitioner.id} disappeared while being read.`);
  return details[key];
}

export const PractitionerCategory = builder.enumType('PractitionerCategory', {
  values: {
    PHYSICIAN: { value: 'physician' },
    PSYCHOTHERAPIST: { value: 'psychotherapist' },
    THERAPIST: { value: 'therapist' },
  } as const,
});

export const Gender = builder.enumType('Gender', {
  values: { MALE: { value: 'male' }, FEMALE: { value: 'female' } } as const,
});

export const ConsultationType = builder.enumType('ConsultationType', {
  values: { PSYCHOLOGICAL: { value: 'psychological' }, FAMILY: { value: 'family' } } as const,
});

export const CommunicationStyle = builder.enumType('CommunicationStyle', {
  values: { CHAT: { value: 'chat' }, VOICE: { value: 'voice' }, VIDEO: { value: 'video' } } as const,
});

export const ClassificationLevel = builder.enumType('ClassificationLevel', {
  values: {
    REGISTRAR: { value: 'registrar' },
    SENIOR_REGISTRAR: { value: 'senior_registrar' },
    CONSULTANT: { value: 'consultant' },
    SUBSPECIALTY_CONSULTANT: { value: 'subspecialty_consultant' },
    SPECIALIST: { value: 'specialist' },
    SENIOR_SPECIALIST: { value: 'senior_specialist' },
  } as const,
});

const PractitionerSort = builder.enumType('PractitionerSort', {
  values: {
    RELEVANCE: {
      value: 'relevance',
      description:
        'The best matches of the search first: its words found earliest (a name before a specialization), then the best rated; a search naming only concerns, channels or languages lists the best rated first. Without a search: the newest.',
    },
    NEWEST: { value: 'newest' },
    OLDEST: { value: 'oldest' },
    HIGHEST_RATED: { value: 'highest_rated' },
    HIGHEST_PRICE: { value: 'highest_price' },
    LOWEST_PRICE: { value: 'lowest_price' },
  } as const,
});

const PractitionerRef = builder.objectRef<PractitionerListItem>('Practitioner').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    category: t.expose('category', { type: PractitionerCategory }),
    gender: t.expose('gender', { type: Gender }),
    name: t.expose('name', { type: LocalizedTextRef }),
    title: t.expose('title', { type: LocalizedTextRef }),
    bio: t.field({
      type: LocalizedTextRef,
      resolve: (practitioner, _args, context) => detail(practitioner, 'bio', context),
    }),
    specializations: t.expose('specializations', { type: LocalizedListRef }),
    secondarySpecialties: t.field({
      type: LocalizedListRef,
      resolve: (practitioner, _args, context) => detail(practitioner, 'secondarySpecialties', context),
    }),
    concerns: t.exposeStringList('concerns', {
      description:
        'Keys of the concerns vocabulary (@sakina/shared/vocabulary) the practitioner helps with, main ones first.',
    }),
    languages: t.exposeStringList('languages', { description: 'ISO 639-1 codes, e.g. ar, en.' }),
    education: t.field({
      type: LocalizedListRef,
      resolve: (practitioner, _args, context) => detail(practitioner, 'education', context),
    }),
    yearsOfExperience: t.exposeInt('yearsOfExperience'),
    rating: t.exposeFloat('rating', { description: 'Average rating from 0 to 5.' }),
    ratingCount: t.exposeInt('ratingCount'),
    priceSar: t.exposeInt('priceSar', { description: 'Price of a 30-minute session in SAR.' }),
    consultationTypes: t.expose('consultationTypes', { type: [ConsultationType] }),
    communicationStyles: t.expose('communicationStyles', { type: [CommunicationStyle] }),
    classified: t.exposeBoolean('classified'),
    classificationLevel: t.expose('classificationLevel', { type: ClassificationLevel, nullable: true }),
    registrationVerifiedOn: t.expose('registrationVerifiedOn', { type: 'Date' }),
    joinedOn: t.expose('joinedOn', { type: 'Date' }),
    photoUrl: t.string({
      nullable: true,
      description: 'The photo, about 320 pixels wide (WebP); null: show initials.',
      resolve: async (practitioner, _args, context) => {
        const photo = practitioner.photoMediaId ? await loadMediaImage(context, practitioner.photoMediaId) : null;
        return photo ? mediaUrl(photo.id, widthToServe(photo, 320)) : null;
      },
    }),
    // What the practitioner's page shows besides the directory's fields.
    photo: t.field({
      type: MediaImageRef,
      nullable: true,
      description: "The photo's size and stored widths (a srcset); null: show initials.",
      resolve: (practitioner, _args, context) =>
        practitioner.photoMediaId ? loadMediaImage(context, practitioner.photoMediaId) : null,
    }),
    urgent: t.exposeBoolean('urgent', { description: 'Takes urgent consultations (within 60 minutes, 24/7).' }),
    registrationNumber: t.exposeString('registrationNumber', {
      nullable: true,
      description: 'The registration number with the Saudi Commission for Health Specialties; null: not stated.',
    }),
    registrationExpiresOn: t.expose('registrationExpiresOn', {
      type: 'Date',
      nullable: true,
      description: 'When the registration (registrationNumber) expires; null: not stated.',
    }),
  }),
});

type FacetCount = FacetCounts['facets'][FacetName] & { filter: FacetName };

const FacetOptionRef = builder.objectRef<FacetCount['options'][number]>('PractitionerFacetOption').implement({
  fields: (t) => ({
    value: t.exposeString('value', {
      description:
        "The choice as the filter's argument takes it, in lower case: a category, gender, consultation type or channel (the enum's value), an ISO 639-1 code, a concern key, a price in SAR, or true (urgent).",
    }),
    count: t.exposeInt('count', { description: 'How many practitioners the query would leave with this choice.' }),
  }),
});

const FacetFilterRef = builder.enumType('PractitionerFacetFilter', {
  values: {
    CATEGORY: { value: 'category' },
    GENDER: { value: 'gender' },
    TYPE: { value: 'type' },
    CHANNEL: { value: 'channel' },
    LANGUAGE: { value: 'language' },
    CONCERNS: { value: 'concerns' },
    MAX_PRICE: { value: 'maxPrice' },
    URGENT: { value: 'urgent' },
  } as const satisfies Record<string, { value: FacetName }>,
});

const FacetRef = builder.objectRef<FacetCount>('PractitionerFacet').implement({
  description:
    "One filter's choices and how many practitioners the current query would leave with each, the other filters as they are. A single choice (category, gender, type, channel, language, maxPrice) replaces the current one; concerns, where any one chosen matches, are counted one at a time.",
  fields: (t) => ({
    filter: t.expose('filter', { type: FacetFilterRef }),
    any: t.exposeInt('any', { description: 'How many with this filter cleared.' }),
    options: t.expose('options', { type: [FacetOptionRef] }),
  }),
});

const PractitionerPageRef = builder.objectRef<DirectoryPage>('PractitionerPage').implement({
  fields: (t) => ({
    items: t.expose('items', { type: [PractitionerRef] }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageCount: t.exposeInt('pageCount'),
    facets: t.field({
      type: [FacetRef],
      description: "Each filter's choices and how many practitioners each would leave (whatever the sort and page).",
      resolve: async (page) => {
        const { facets } = await page.facets();
        return facetNames.map((filter) => ({ filter, ...facets[filter] }));
      },
    }),
  }),
});

/** The directory's arguments beside the list's, refused with the fields named when out of bounds or unknown. */
const directoryArguments = listArgumentsSchema({
  search: searchTextSchema.nullish(),
  concerns: z.array(z.string().refine(isConcernKey, 'option_invalid')).max(concernKeys.length, 'too_many').nullish(),
  language: z.enum(spokenLanguages, { error: 'option_invalid' }).nullish(),
  maxPrice: z
    .number({ error: 'number_invalid' })
    .int('number_invalid')
    .min(1, 'number_too_small')
    .max(10_000, 'number_too_large')
    .nullish(),
});

builder.queryFields((t) => ({
  practitioners: t.field({
    type: PractitionerPageRef,
    description:
      'The directory: search, filter, sort, page. Every filter given narrows the list; the counts of each choice are in facets.',
    args: {
      search: t.arg.string({
        description:
          'Words in either language, each required. A word or phrase that names a concern, channel or language (any synonym, in Arabic or English) matches the practitioners holding it; other words match names and specializations.',
      }),
      category: t.arg({ type: PractitionerCategory }),
      gender: t.arg({ type: Gender }),
      concerns: t.arg.stringList({
        description:
          'Concern keys (@sakina/shared/vocabulary), at most one of each: a practitioner with ANY one of them matches.',
      }),
      language: t.arg.string({ description: 'An ISO 639-1 code the practitioner speaks (ar, en, ur, …).' }),
      channel: t.arg({ type: CommunicationStyle, description: 'Sessions by this channel.' }),
      type: t.arg({ type: ConsultationType, description: 'Psychological or family consultations.' }),
      maxPrice: t.arg.int({ description: 'At most this price, in SAR per 30 minutes (1 to 10,000).' }),
      urgent: t.arg.boolean({ description: 'true: only practitioners who take urgent consultations.' }),
      sort: t.arg({
        type: PractitionerSort,
        description: 'Without it: RELEVANCE when there is a search, NEWEST otherwise.',
      }),
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: 10 }),
    },
    validate: directoryArguments,
    resolve: (_root, args, context) =>
      listPractitioners(
        context,
        {
          search: args.search,
          category: args.category,
          gender: args.gender,
          concerns: args.concerns,
          language: args.language,
          channel: args.channel,
          type: args.type,
          maxPrice: args.maxPrice,
          urgent: args.urgent,
        },
        args.sort,
        pageRequest(args.page, args.pageSize),
      ),
  }),
  practitioner: t.field({
    type: PractitionerRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => (/^\d{1,9}$/.test(String(id)) ? findPractitioner(context, Number(id)) : null),
  }),
}));
