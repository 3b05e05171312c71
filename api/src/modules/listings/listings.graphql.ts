import { builder } from '../../builder';
import {
  LocalizedListInputRef,
  LocalizedListRef,
  LocalizedTextInputRef,
  LocalizedTextRef,
} from '../common/common.graphql';
import {
  ClassificationLevel,
  CommunicationStyle,
  ConsultationType,
  Gender,
  PractitionerCategory,
} from '../practitioners/practitioners.graphql';
import {
  findListing,
  listListings,
  publishListing,
  saveListing,
  unlistListing,
  type ListingPage,
} from './listings.service';
import type { ListingStatus, PractitionerListingRow } from './listings.table';

const ListingStatusRef = builder.enumType('ListingStatus', {
  description:
    'draft: from an accepted application; published: in the directory; unlisted by an editor; expired registration.',
  values: {
    DRAFT: { value: 'draft' },
    PUBLISHED: { value: 'published' },
    UNLISTED: { value: 'unlisted' },
    EXPIRED: { value: 'expired' },
  } as const satisfies Record<string, { value: ListingStatus }>,
});

const ListingRef = builder.objectRef<PractitionerListingRow>('StaffListing').implement({
  description: 'A practitioner listing as editors keep it; the directory shows it while it is published.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Also the practitioner page id once published.' }),
    status: t.field({ type: ListingStatusRef, resolve: (listing) => listing.status }),
    version: t.exposeInt('version', { description: 'Name it when changing the listing: a stale version is refused.' }),
    applicationId: t.exposeID('applicationId', { nullable: true }),
    category: t.expose('category', { type: PractitionerCategory }),
    gender: t.expose('gender', { type: Gender }),
    name: t.expose('name', { type: LocalizedTextRef }),
    title: t.expose('title', { type: LocalizedTextRef }),
    bio: t.expose('bio', { type: LocalizedTextRef }),
    specializations: t.expose('specializations', { type: LocalizedListRef }),
    secondarySpecialties: t.expose('secondarySpecialties', { type: LocalizedListRef }),
    concerns: t.exposeStringList('concerns', {
      description: 'Keys of the concerns vocabulary (@sakina/shared/vocabulary), the main ones first.',
    }),
    languages: t.exposeStringList('languages'),
    education: t.expose('education', { type: LocalizedListRef }),
    yearsOfExperience: t.exposeInt('yearsOfExperience'),
    consultationTypes: t.expose('consultationTypes', { type: [ConsultationType] }),
    communicationStyles: t.expose('communicationStyles', { type: [CommunicationStyle] }),
    classified: t.exposeBoolean('classified'),
    classificationLevel: t.expose('classificationLevel', { type: ClassificationLevel, nullable: true }),
    registrationNumber: t.exposeString('registrationNumber', { nullable: true }),
    registrationExpiresOn: t.expose('registrationExpiresOn', { type: 'Date', nullable: true }),
    registrationVerifiedOn: t.expose('registrationVerifiedOn', { type: 'Date' }),
    photoMediaId: t.exposeID('photoMediaId', { nullable: true }),
    priceSar: t.exposeInt('priceSar', { nullable: true, description: 'SAR per 30 minutes; required to publish.' }),
    urgent: t.exposeBoolean('urgent'),
    position: t.exposeInt('position', { nullable: true }),
    updatedAt: t.string({ resolve: (listing) => listing.updatedAt.toISOString() }),
  }),
});

const ListingPageRef = builder.objectRef<ListingPage>('StaffListingPage').implement({
  fields: (t) => ({
    items: t.field({ type: [ListingRef], resolve: (page) => page.items }),
    total: t.exposeInt('total'),
  }),
});

const ListingInputRef = builder.inputType('StaffListingInput', {
  fields: (t) => ({
    category: t.field({ type: PractitionerCategory, required: true }),
    gender: t.field({ type: Gender, required: true }),
    name: t.field({ type: LocalizedTextInputRef, required: true }),
    title: t.field({ type: LocalizedTextInputRef, required: true }),
    bio: t.field({ type: LocalizedTextInputRef, required: true }),
    specializations: t.field({ type: LocalizedListInputRef, required: true }),
    secondarySpecialties: t.field({ type: LocalizedListInputRef, required: true }),
    concerns: t.stringList({
      required: true,
      description: 'Keys of the concerns vocabulary, the main ones first; an unknown key is refused (option_invalid).',
    }),
    languages: t.stringList({ required: true }),
    education: t.field({ type: LocalizedListInputRef, required: true }),
    yearsOfExperience: t.int({ required: true }),
    consultationTypes: t.field({ type: [ConsultationType], required: true }),
    communicationStyles: t.field({ type: [CommunicationStyle], required: true }),
    classified: t.boolean({ required: true }),
    classificationLevel: t.field({ type: ClassificationLevel }),
    registrationNumber: t.string(),
    registrationExpiresOn: t.field({ type: 'Date' }),
    registrationVerifiedOn: t.field({ type: 'Date', required: true }),
    photoMediaId: t.id(),
    priceSar: t.int(),
    urgent: t.boolean({ required: true }),
    position: t.int(),
  }),
});

builder.queryFields((t) => ({
  staffListings: t.field({
    type: ListingPageRef,
    description: 'Editors: the listings, most recently changed first.',
    args: { status: t.arg({ type: ListingStatusRef }), page: t.arg.int(), pageSize: t.arg.int() },
    resolve: (_root, args, context) => listListings(context, args),
  }),
  staffListing: t.field({
    type: ListingRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => findListing(context, args),
  }),
}));

builder.mutationFields((t) => {
  const versioned = () => ({ id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) });
  return {
    staffSaveListing: t.field({
      type: ListingRef,
      description: 'Editors: changes a listing; a published one changes in the directory at once.',
      args: { ...versioned(), input: t.arg({ type: ListingInputRef, required: true }) },
      resolve: (_root, args, context) => saveListing(context, args),
    }),
    staffPublishListing: t.field({
      type: ListingRef,
      description: 'Editors: puts the listing in the directory (its price must be set, its registration current).',
      args: versioned(),
      resolve: (_root, args, context) => publishListing(context, args),
    }),
    staffUnlistListing: t.field({
      type: ListingRef,
      description: 'Editors: takes a published listing off the directory; its page answers 404.',
      args: versioned(),
      resolve: (_root, args, context) => unlistListing(context, args),
    }),
  };
});
