import { searchTextSchema } from '@sakina/shared/validation';
import { builder } from '../../builder';
import { loadMediaImage, MediaImageRef } from '../media/media.graphql';
import { mediaUrl, widthToServe } from '../media/media.service';
import { LocalizedListRef, LocalizedTextRef } from '../common/common.graphql';
import type { GraphQLContext } from '../../context';
import { createBatchLoader } from '../common/batch-loader';
import { onePer } from '../common/one-per';
import { listArgumentsSchema, pageRequest, type Page } from '../common/pagination';
import {
  findPractitioner,
  listPractitioners,
  loadPractitionerDetails,
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

const PractitionerPageRef = builder.objectRef<Page<PractitionerListItem>>('PractitionerPage').implement({
  fields: (t) => ({
    items: t.expose('items', { type: [PractitionerRef] }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageCount: t.exposeInt('pageCount'),
  }),
});

builder.queryFields((t) => ({
  practitioners: t.field({
    type: PractitionerPageRef,
    description: 'The directory: search by name or specialization in either language, filter, sort, page.',
    args: {
      search: t.arg.string(),
      category: t.arg({ type: PractitionerCategory }),
      gender: t.arg({ type: Gender }),
      sort: t.arg({ type: PractitionerSort, defaultValue: 'newest' }),
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: 10 }),
    },
    validate: listArgumentsSchema({ search: searchTextSchema.nullish() }),
    resolve: (_root, args, context) =>
      listPractitioners(
        context,
        { search: args.search, category: args.category, gender: args.gender },
        args.sort ?? 'newest',
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
