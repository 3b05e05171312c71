import {
  maxDocumentBytes,
  maxPhotoBytes,
  type DocumentKind,
  type PersonalInformation,
  type ProfessionalInformation,
} from '@sakina/shared/validation';
import { rejectionText } from '@sakina/shared/vocabulary';
import { builder } from '../../builder';
import { PhoneNumberInputRef } from '../common/common.graphql';
import {
  documentsOf,
  myApplication,
  savePersonalInformation,
  saveProfessionalInformation,
  submitApplication,
} from './applications.service';
import type {
  ApplicationDocumentRow,
  ApplicationReviewRow,
  ApplicationRow,
  ApplicationStatus,
  ReviewDecision,
} from './applications.table';
import { removeDocument, uploadDocument } from './documents.service';
import { documentDownloadPath } from './applications.http';
import { openPersonal } from './national-id-at-rest';
import { applicantOf, reviewsOf } from './reviews.service';

export const ApplicationStatusRef = builder.enumType('ApplicationStatus', {
  values: {
    DRAFT: { value: 'draft', description: 'Being filled in; not sent yet.' },
    SUBMITTED: { value: 'submitted', description: 'Sent and waiting for a reviewer: under review.' },
    ACCEPTED: { value: 'accepted' },
    REJECTED: {
      value: 'rejected',
      description: 'Returned with a reason; the applicant may correct it and submit again.',
    },
  } as const satisfies Record<string, { value: ApplicationStatus; description?: string }>,
});

export const DocumentKindRef = builder.enumType('ApplicationDocumentKind', {
  values: {
    PHOTO: { value: 'photo', description: 'Profile photo: an image, at most 5 MB.' },
    CV: { value: 'cv' },
    QUALIFICATION: { value: 'qualification', description: 'The latest academic qualification.' },
    IDENTITY: { value: 'identity', description: 'A picture of the national ID or iqama.' },
    CLASSIFICATION: { value: 'classification', description: 'The SCFHS classification (registration) document.' },
    CERTIFICATE: { value: 'certificate', description: 'Other scientific certificates: optional, several.' },
  } as const satisfies Record<string, { value: DocumentKind; description?: string }>,
});

const ReviewDecisionRef = builder.enumType('ReviewDecision', {
  values: { ACCEPTED: { value: 'accepted' }, REJECTED: { value: 'rejected' } } as const satisfies Record<
    string,
    { value: ReviewDecision }
  >,
});

const ApplicationMobileRef = builder.objectRef<PersonalInformation['mobile']>('ApplicationMobile').implement({
  fields: (t) => ({
    country: t.exposeString('country', { description: 'ISO 3166-1 alpha-2 code chosen beside the number.' }),
    e164: t.exposeString('e164', { description: 'E.164, e.g. +966501234567.' }),
  }),
});

const ApplicationPersonalRef = builder.objectRef<PersonalInformation>('ApplicationPersonal').implement({
  description: 'Step 1 as saved.',
  fields: (t) => ({
    fullNameAr: t.exposeString('fullNameAr'),
    fullNameEn: t.exposeString('fullNameEn'),
    nationalId: t.exposeString('nationalId', { description: 'National ID (starts with 1) or iqama (starts with 2).' }),
    birthDate: t.exposeString('birthDate', { description: 'YYYY-MM-DD.' }),
    gender: t.exposeString('gender'),
    nationality: t.exposeString('nationality', { description: 'ISO 3166-1 alpha-2.' }),
    mobile: t.field({ type: ApplicationMobileRef, resolve: (personal) => personal.mobile }),
    country: t.exposeString('country', { description: 'Country of residence, ISO 3166-1 alpha-2.' }),
    city: t.exposeString('city'),
    bioAr: t.exposeString('bioAr'),
    bioEn: t.exposeString('bioEn'),
  }),
});

const EducationEntryRef = builder.objectRef<ProfessionalInformation['education'][number]>('EducationEntry').implement({
  fields: (t) => ({
    degree: t.exposeString('degree', {
      description: 'PROFESSIONAL_CERTIFICATE, DIPLOMA, BACHELOR, MASTER, BOARD, FELLOWSHIP or DOCTORATE.',
    }),
    institution: t.exposeString('institution'),
  }),
});

const ApplicationProfessionalRef = builder.objectRef<ProfessionalInformation>('ApplicationProfessional').implement({
  description: 'Step 2 as saved. Choices are the codes of @sakina/shared/validation (application/options).',
  fields: (t) => ({
    education: t.field({ type: [EducationEntryRef], resolve: (professional) => professional.education }),
    experienceInYears: t.exposeInt('experienceInYears'),
    sfhscRegistrationNumber: t.exposeString('sfhscRegistrationNumber'),
    sfhscExpirationDate: t.exposeString('sfhscExpirationDate', { description: 'YYYY-MM-DD.' }),
    jobType: t.exposeString('jobType'),
    classificationLevel: t.exposeString('classificationLevel'),
    sector: t.exposeString('sector'),
    employerName: t.string({ nullable: true, resolve: (professional) => professional.employerName ?? null }),
    specialization: t.exposeString('specialization'),
    secondarySpecialities: t.exposeStringList('secondarySpecialities'),
    consultationTypes: t.exposeStringList('consultationTypes'),
    communicationStyles: t.exposeStringList('communicationStyles'),
    languages: t.exposeStringList('languages'),
    offeredSpecializations: t.exposeStringList('offeredSpecializations'),
    twitterUrl: t.string({ nullable: true, resolve: (professional) => professional.twitterUrl ?? null }),
    linkedinUrl: t.string({ nullable: true, resolve: (professional) => professional.linkedinUrl ?? null }),
    iban: t.string({
      nullable: true,
      description: 'The payout account (Saudi IBAN).',
      resolve: (professional) => professional.iban ?? null,
    }),
  }),
});

const ApplicationDocumentRef = builder.objectRef<ApplicationDocumentRow>('ApplicationDocument').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: DocumentKindRef, resolve: (document) => document.kind }),
    fileName: t.exposeString('fileName'),
    mediaType: t.exposeString('mediaType', { description: 'Detected from the content.' }),
    sizeBytes: t.exposeInt('sizeBytes'),
    uploadedAt: t.string({ resolve: (document) => document.createdAt.toISOString() }),
    url: t.string({
      description: 'Where the owner or a reviewer downloads it (session cookie or Bearer token).',
      resolve: (document) => documentDownloadPath(document.id),
    }),
  }),
});

const ApplicationReviewRef = builder.objectRef<ApplicationReviewRow>('ApplicationReview').implement({
  fields: (t) => ({
    decision: t.field({ type: ReviewDecisionRef, resolve: (review) => review.decision }),
    reason: t.exposeString('reason', { nullable: true }),
    decidedAt: t.string({ resolve: (review) => review.createdAt.toISOString() }),
  }),
});

const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

export const ApplicationRef = builder.objectRef<ApplicationRow>('Application').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: ApplicationStatusRef, resolve: (application) => application.status }),
    personal: t.field({
      type: ApplicationPersonalRef,
      nullable: true,
      // The national ID number is stored encrypted (national-id-at-rest.ts).
      resolve: (application, _args, context) =>
        application.personal && openPersonal(context.config, application.id, application.personal),
    }),
    professional: t.field({
      type: ApplicationProfessionalRef,
      nullable: true,
      resolve: (application) => application.professional,
    }),
    documents: t.field({
      type: [ApplicationDocumentRef],
      resolve: (application, _args, context) => documentsOf(context, application.id),
    }),
    rejectionReason: t.string({
      nullable: true,
      description:
        "Set while the application is rejected: the prepared reason in the request's language, then the note.",
      resolve: (application, _args, context) =>
        application.status === 'rejected'
          ? rejectionText(application.rejectionReasonKey, application.rejectionReason, context.locale) || null
          : null,
    }),
    submittedAt: t.string({ nullable: true, resolve: (application) => isoOrNull(application.submittedAt) }),
    decidedAt: t.string({ nullable: true, resolve: (application) => isoOrNull(application.decidedAt) }),
    updatedAt: t.string({ resolve: (application) => application.updatedAt.toISOString() }),
    applicantEmail: t.string({
      resolve: async (application, _args, context) => (await applicantOf(context, application)).email,
    }),
    reviews: t.field({
      type: [ApplicationReviewRef],
      description: 'Every decision so far, oldest first.',
      resolve: (application, _args, context) => reviewsOf(context, application.id),
    }),
  }),
});

interface ApplicationLimits {
  maxCertificates: number;
  maxFileBytes: number;
  maxPhotoBytes: number;
}

const ApplicationLimitsRef = builder.objectRef<ApplicationLimits>('ApplicationLimits').implement({
  fields: (t) => ({
    maxCertificates: t.exposeInt('maxCertificates', { description: 'How many optional certificates may be uploaded.' }),
    maxFileBytes: t.exposeInt('maxFileBytes'),
    maxPhotoBytes: t.exposeInt('maxPhotoBytes'),
  }),
});

const ApplicationPersonalInputRef = builder.inputType('ApplicationPersonalInput', {
  description: 'Step 1 as typed: checked by personalInformationSchema (Arabic-Indic digits accepted).',
  fields: (t) => ({
    fullNameAr: t.string({ required: true }),
    fullNameEn: t.string({ required: true }),
    nationalId: t.string({ required: true }),
    birthDate: t.string({ required: true, description: 'YYYY-MM-DD.' }),
    gender: t.string({ required: true, description: 'male or female.' }),
    nationality: t.string({ required: true }),
    mobile: t.field({ type: PhoneNumberInputRef, required: true }),
    country: t.string({ required: true }),
    city: t.string({ required: true }),
    bioAr: t.string({ required: true }),
    bioEn: t.string({ required: true }),
  }),
});

const EducationEntryInputRef = builder.inputType('EducationEntryInput', {
  fields: (t) => ({ degree: t.string({ required: true }), institution: t.string({ required: true }) }),
});

const ApplicationProfessionalInputRef = builder.inputType('ApplicationProfessionalInput', {
  description: 'Step 2 as typed: checked by professionalInformationSchema.',
  fields: (t) => ({
    education: t.field({ type: [EducationEntryInputRef], required: true }),
    experienceInYears: t.string({ required: true, description: 'Digits, ASCII or Arabic-Indic.' }),
    sfhscRegistrationNumber: t.string({ required: true }),
    sfhscExpirationDate: t.string({ required: true }),
    jobType: t.string({ required: true }),
    classificationLevel: t.string({ required: true }),
    sector: t.string({ required: true }),
    employerName: t.string(),
    specialization: t.string({ required: true }),
    secondarySpecialities: t.stringList({ required: true }),
    consultationTypes: t.stringList({ required: true }),
    communicationStyles: t.stringList({ required: true }),
    languages: t.stringList({ required: true }),
    offeredSpecializations: t.stringList({ required: true }),
    twitterUrl: t.string(),
    linkedinUrl: t.string(),
    iban: t.string(),
  }),
});

/** GraphQL hands explicit nulls to resolvers; the shared schemas read a missing optional value as undefined. */
function withoutNulls<Value extends object>(value: Value): Value {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== null)) as Value;
}

builder.queryFields((t) => ({
  myApplication: t.field({
    type: ApplicationRef,
    nullable: true,
    description: "The signed-in practitioner's application; null before anything was saved.",
    resolve: (_root, _args, context) => myApplication(context),
  }),
  applicationLimits: t.field({
    type: ApplicationLimitsRef,
    resolve: (_root, _args, context) => ({
      maxCertificates: context.config.applicationMaxCertificates,
      maxFileBytes: maxDocumentBytes,
      maxPhotoBytes: maxPhotoBytes,
    }),
  }),
}));

builder.mutationFields((t) => ({
  saveApplicationPersonal: t.field({
    type: ApplicationRef,
    description: 'Saves step 1 as a draft (a draft or rejected application only).',
    args: { input: t.arg({ type: ApplicationPersonalInputRef, required: true }) },
    resolve: (_root, { input }, context) => savePersonalInformation(context, input),
  }),
  saveApplicationProfessional: t.field({
    type: ApplicationRef,
    description: 'Saves step 2 as a draft (a draft or rejected application only).',
    args: { input: t.arg({ type: ApplicationProfessionalInputRef, required: true }) },
    resolve: (_root, { input }, context) => saveProfessionalInformation(context, withoutNulls(input)),
  }),
  uploadApplicationDocument: t.field({
    type: ApplicationDocumentRef,
    description:
      'Uploads one file (GraphQL multipart request). A single-file kind replaces its file; a certificate is added, ' +
      'or replaces replaceId. Checked by content: an image or a readable document, 10 MB (photo: 5 MB).',
    args: {
      kind: t.arg({ type: DocumentKindRef, required: true }),
      file: t.arg({ type: 'File', required: true }),
      replaceId: t.arg.id(),
    },
    resolve: (_root, args, context) => uploadDocument(context, args),
  }),
  removeApplicationDocument: t.field({
    type: ApplicationRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, context) => {
      await removeDocument(context, id);
      return (await myApplication(context))!;
    },
  }),
  submitApplication: t.field({
    type: ApplicationRef,
    description:
      'Sends the application for review; certified is the attestation tick box. The same idempotencyKey again ' +
      'returns the application unchanged, and an account never has two applications.',
    args: { certified: t.arg.boolean({ required: true }), idempotencyKey: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => submitApplication(context, args),
  }),
}));
