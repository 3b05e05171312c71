import { builder } from '../../builder';
import { documentsOf } from '../applications/applications.service';
import { ApplicationRef, ApplicationStatusRef, DocumentKindRef } from '../applications/applications.graphql';
import type { ApplicationDocumentRow } from '../applications/applications.table';
import { referenceOf as businessReferenceOf } from '../business/business.service';
import type { BusinessRequestRow } from '../business/business.table';
import { LocalizedTextRef } from '../common/common.graphql';
import { ContactReasonRef } from '../contact/contact.graphql';
import { referenceOf as contactReferenceOf } from '../contact/contact.service';
import type { ContactMessageRow } from '../contact/contact.table';
import { listAuditEvents, type AuditEventView } from './audit.service';
import { findInboxItem, inboxKinds, inboxStates, listInbox, updateInboxItem, type InboxItem } from './inbox.service';
import { rejectionReasonKeys, rejectionReasons, type RejectionReasonKey } from '@sakina/shared/vocabulary';
import {
  acceptQueuedApplication,
  claimApplication,
  listQueuedApplications,
  rejectQueuedApplication,
  releaseApplication,
  viewQueuedApplication,
  type QueuedApplication,
} from './review-queue.service';
import { requireStaff, rolePermissions, staffViewerOf, tokenScopesOfRole } from './staff-access.service';
import { StaffApiTokenScopeRef } from './staff-api-tokens.graphql';
import {
  beginStaffSetup,
  completeStaffSetup,
  createStaffMemberAsAdmin,
  listStaffMembers,
  staffRoles,
  staffSignIn,
  staffSignOut,
  type StaffMemberView,
  type StaffSetupStart,
} from './staff-accounts.service';
import {
  changeStaffRole,
  disableStaffMember,
  enableStaffMember,
  endMyOtherStaffSessions,
  endSessionsOfStaffMember,
  resetStaffMember,
} from './staff-lifecycle.service';
import type { StaffViewer } from './staff-session.service';
import {
  auditActions,
  auditRecordKinds,
  type AuditAction,
  type AuditRecordKind,
  type InboxKind,
  type InboxState,
  type StaffRole,
} from './staff.table';
import { staffDocumentDownloadPath, staffDocumentPath } from './staff.http';

/** GraphQL enum values from the stored ones: 'in-progress' is IN_PROGRESS. */
function enumValues<Value extends string>(values: readonly Value[]) {
  return Object.fromEntries(values.map((value) => [value.toUpperCase().replace(/-/g, '_'), { value }])) as Record<
    string,
    { value: Value }
  >;
}

const StaffRoleRef = builder.enumType('StaffRole', {
  description:
    'reviewer: applications; support: the inbox; editor: articles, news, the FAQ and listings; medical_reviewer: ' +
    'approves health content; admin: staff accounts, the audit trail and the rest.',
  values: enumValues<StaffRole>(staffRoles),
});

const AuditActionRef = builder.enumType('StaffAuditAction', { values: enumValues<AuditAction>(auditActions) });
const AuditRecordKindRef = builder.enumType('StaffAuditRecordKind', {
  values: enumValues<AuditRecordKind>(auditRecordKinds),
});
const InboxKindRef = builder.enumType('InboxKind', { values: enumValues<InboxKind>(inboxKinds) });
const InboxStateRef = builder.enumType('InboxState', { values: enumValues<InboxState>(inboxStates) });
const RejectionReasonCodeRef = builder.enumType('RejectionReasonCode', {
  values: enumValues<RejectionReasonKey>(rejectionReasonKeys),
});

const StaffViewerRef = builder.objectRef<StaffViewer>('StaffViewer').implement({
  description: 'The member signed in to the console.',
  fields: (t) => ({
    id: t.exposeID('staffId'),
    email: t.exposeString('email'),
    role: t.field({ type: StaffRoleRef, resolve: (viewer) => viewer.role }),
    permissions: t.stringList({
      description: 'What the role allows: applications, inbox, staff, audit, content, listings, medical-review.',
      resolve: (viewer) => [...rolePermissions[viewer.role]],
    }),
    apiTokenScopes: t.field({
      type: [StaffApiTokenScopeRef],
      description: 'The scopes the role lets this member give an API token (none: the role has no operator command).',
      resolve: (viewer) => tokenScopesOfRole(viewer.role),
    }),
    apiTokenName: t.string({
      nullable: true,
      description: 'The name of the staff API token this request came with; null in the console.',
      resolve: (viewer) => viewer.token?.name ?? null,
    }),
  }),
});

const StaffMemberRef = builder.objectRef<StaffMemberView>('StaffMember').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    role: t.field({ type: StaffRoleRef, resolve: (member) => member.role }),
    setupComplete: t.exposeBoolean('setupComplete', { description: 'Password and TOTP enrolled.' }),
    disabledAt: t.string({
      nullable: true,
      description: 'Since when the member may not sign in; null while they may.',
      resolve: (member) => member.disabledAt?.toISOString() ?? null,
    }),
    version: t.exposeInt('version', {
      description: 'Send it back with a change: refused with STAFF_MEMBER_CONFLICT once the member changed.',
    }),
    createdAt: t.string({ resolve: (member) => member.createdAt.toISOString() }),
  }),
});

const StaffHolderRef = builder.objectRef<{ id: string; email: string }>('StaffHolder').implement({
  description: 'The member holding an application or a message.',
  fields: (t) => ({ id: t.exposeID('id'), email: t.exposeString('email') }),
});

const StaffSetupRef = builder.objectRef<StaffSetupStart>('StaffSetup').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    role: t.field({ type: StaffRoleRef, resolve: (setup) => setup.role }),
    totpUri: t.exposeString('totpUri', { description: 'otpauth:// URI to show as a QR code, during set-up only.' }),
    totpQrDataUrl: t.exposeString('totpQrDataUrl', {
      description: 'The same URI as a QR code: an SVG data URL to show as an image.',
    }),
    totpSecret: t.exposeString('totpSecret', { description: 'The same secret in base32, to type by hand.' }),
  }),
});

const StaffSetupResultRef = builder.objectRef<{ recoveryCodes: string[] }>('StaffSetupResult').implement({
  fields: (t) => ({
    recoveryCodes: t.exposeStringList('recoveryCodes', {
      description: 'Ten single-use codes for signing in without the phone: shown this once, stored hashed.',
    }),
  }),
});

const CreatedStaffMemberRef = builder
  .objectRef<{ member: StaffMemberView; setupUrl: string }>('CreatedStaffMember')
  .implement({
    fields: (t) => ({
      member: t.field({ type: StaffMemberRef, resolve: (created) => created.member }),
      setupUrl: t.exposeString('setupUrl', { description: 'The one-time set-up link (72 hours) to give the person.' }),
    }),
  });

const StaffDocumentRef = builder.objectRef<ApplicationDocumentRow>('StaffApplicationDocument').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: DocumentKindRef, resolve: (document) => document.kind }),
    fileName: t.exposeString('fileName'),
    mediaType: t.exposeString('mediaType', { description: 'Detected from the content: a PDF or an image.' }),
    sizeBytes: t.exposeInt('sizeBytes'),
    uploadedAt: t.string({ resolve: (document) => document.createdAt.toISOString() }),
    url: t.string({
      description: 'Where the console shows it (staff session cookie; no-store; each view is audited).',
      resolve: (document) => staffDocumentPath(document.id),
    }),
    downloadUrl: t.string({
      description: 'The same file sent as an attachment, to save (staff session cookie; no-store; audited).',
      resolve: (document) => staffDocumentDownloadPath(document.id),
    }),
  }),
});

const QueuedApplicationRef = builder.objectRef<QueuedApplication>('QueuedApplication').implement({
  description: 'A sent application in the review queue.',
  fields: (t) => ({
    id: t.id({ resolve: (queued) => queued.application.id }),
    application: t.field({
      type: ApplicationRef,
      description: 'Every field as the applicant saved it (its documents.url is the applicant’s; use documents here).',
      resolve: (queued) => queued.application,
    }),
    version: t.exposeString('version', {
      description: 'Send it back with a claim or decision: refused with STAFF_VERSION_CONFLICT once it changed.',
    }),
    holder: t.field({ type: StaffHolderRef, nullable: true, resolve: (queued) => queued.holder }),
    claimedAt: t.string({ nullable: true, resolve: (queued) => queued.claimedAt?.toISOString() ?? null }),
    documents: t.field({
      type: [StaffDocumentRef],
      resolve: (queued, _args, context) => documentsOf(context, queued.application.id),
    }),
  }),
});

const QueuedApplicationPageRef = builder
  .objectRef<{ items: QueuedApplication[]; total: number }>('QueuedApplicationPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [QueuedApplicationRef], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
    }),
  });

const RejectionReasonRef = builder.objectRef<RejectionReasonKey>('RejectionReason').implement({
  fields: (t) => ({
    code: t.field({ type: RejectionReasonCodeRef, resolve: (code) => code }),
    text: t.field({
      type: LocalizedTextRef,
      description: 'What the applicant reads (empty for OTHER: the note is the reason).',
      resolve: (code) => rejectionReasons[code],
    }),
  }),
});

const InboxContactRef = builder.objectRef<ContactMessageRow>('InboxContactMessage').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { description: 'E.164.' }),
    reason: t.field({ type: ContactReasonRef, resolve: (message) => message.reason }),
    subject: t.exposeString('subject'),
    message: t.exposeString('message'),
    locale: t.exposeString('locale'),
  }),
});

const InboxBusinessRef = builder.objectRef<BusinessRequestRow>('InboxBusinessRequest').implement({
  fields: (t) => ({
    institutionName: t.exposeString('institutionName'),
    beneficiaryCount: t.exposeInt('beneficiaryCount'),
    branchCount: t.exposeInt('branchCount'),
    employeeName: t.exposeString('employeeName'),
    position: t.exposeString('position'),
    phone: t.exposeString('phone', { description: 'E.164.' }),
    email: t.exposeString('email'),
    locale: t.exposeString('locale'),
  }),
});

const InboxItemRef = builder.objectRef<InboxItem>('InboxItem').implement({
  description: 'A contact message or a business request, with the team’s handling of it.',
  fields: (t) => ({
    kind: t.field({ type: InboxKindRef, resolve: (item) => item.kind }),
    recordId: t.exposeInt('recordId'),
    reference: t.string({
      description: 'C-000012 or B-000003, as the sender was told.',
      resolve: (item) => (item.kind === 'contact' ? contactReferenceOf : businessReferenceOf)(item.recordId),
    }),
    receivedAt: t.string({ resolve: (item) => item.receivedAt.toISOString() }),
    state: t.field({ type: InboxStateRef, resolve: (item) => item.state }),
    holder: t.field({ type: StaffHolderRef, nullable: true, resolve: (item) => item.holder }),
    note: t.exposeString('note', { nullable: true, description: 'Internal: never sent to the sender.' }),
    contact: t.field({ type: InboxContactRef, nullable: true, resolve: (item) => item.contact }),
    business: t.field({ type: InboxBusinessRef, nullable: true, resolve: (item) => item.business }),
  }),
});

const InboxPageRef = builder.objectRef<{ items: InboxItem[]; total: number }>('InboxPage').implement({
  fields: (t) => ({
    items: t.field({ type: [InboxItemRef], resolve: (page) => page.items }),
    total: t.exposeInt('total'),
  }),
});

const AuditEventRef = builder.objectRef<AuditEventView>('StaffAuditEvent').implement({
  fields: (t) => ({
    id: t.id({ resolve: (event) => String(event.id) }),
    staffId: t.id({ nullable: true, resolve: (event) => event.staffId }),
    staffEmail: t.exposeString('staffEmail', { nullable: true }),
    tokenName: t.exposeString('tokenName', {
      nullable: true,
      description: 'The staff API token the member acted through (the command line), if any.',
    }),
    serviceKey: t.exposeString('serviceKey', {
      nullable: true,
      description:
        "The documents service key a consultation app acted with (no staff member then): its SHA-256's start.",
    }),
    action: t.field({ type: AuditActionRef, resolve: (event) => event.action }),
    recordKind: t.field({ type: AuditRecordKindRef, nullable: true, resolve: (event) => event.recordKind }),
    recordId: t.exposeString('recordId', { nullable: true }),
    at: t.string({ resolve: (event) => event.createdAt.toISOString() }),
    ip: t.exposeString('ip'),
  }),
});

const AuditPageRef = builder.objectRef<{ items: AuditEventView[]; total: number }>('StaffAuditPage').implement({
  fields: (t) => ({
    items: t.field({ type: [AuditEventRef], resolve: (page) => page.items }),
    total: t.exposeInt('total'),
  }),
});

const ReviewQueueFilterRef = builder.inputType('ReviewQueueFilter', {
  fields: (t) => ({
    statuses: t.field({ type: [ApplicationStatusRef], description: 'Default: SUBMITTED. DRAFT is refused.' }),
    jobType: t.string({ description: "The applicant's job type as stored: physician or specialist." }),
    submittedFrom: t.string({ description: 'YYYY-MM-DD, a day in Riyadh.' }),
    submittedTo: t.string({ description: 'YYYY-MM-DD, included.' }),
    search: t.string({ description: 'Part of a name (Arabic or English) or of the registration number.' }),
    page: t.int(),
    pageSize: t.int({ description: 'At most 50 (default 20).' }),
  }),
});

const InboxFilterRef = builder.inputType('InboxFilter', {
  fields: (t) => ({
    kind: t.field({ type: InboxKindRef }),
    state: t.field({ type: InboxStateRef }),
    reason: t.field({ type: ContactReasonRef, description: 'Contact messages with this reason only.' }),
    page: t.int(),
    pageSize: t.int({ description: 'At most 50 (default 20).' }),
  }),
});

const AuditFilterRef = builder.inputType('StaffAuditFilter', {
  fields: (t) => ({
    staffId: t.id(),
    recordKind: t.field({ type: AuditRecordKindRef }),
    recordId: t.string(),
    page: t.int(),
    pageSize: t.int({ description: 'At most 100 (default 50).' }),
  }),
});

const StaffSignInInputRef = builder.inputType('StaffSignInInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    password: t.string({ required: true }),
    code: t.string({ required: true, description: 'The 6 digits of the authenticator app, or a recovery code.' }),
  }),
});

const StaffCompleteSetupInputRef = builder.inputType('StaffCompleteSetupInput', {
  fields: (t) => ({
    token: t.string({ required: true, description: 'From the set-up link’s #token=…' }),
    password: t.string({ required: true }),
    passwordConfirmation: t.string({ required: true }),
    code: t.string({ required: true, description: 'A code of the newly enrolled authenticator app.' }),
  }),
});

const InboxItemUpdateRef = builder.inputType('InboxItemUpdate', {
  fields: (t) => ({
    kind: t.field({ type: InboxKindRef, required: true }),
    recordId: t.int({ required: true }),
    state: t.field({ type: InboxStateRef }),
    hold: t.boolean({ description: 'true: I hold it; false: nobody does; absent: unchanged.' }),
    note: t.string({ description: 'The internal note (empty clears it; at most 2,000 characters).' }),
  }),
});

builder.queryFields((t) => ({
  staffViewer: t.field({
    type: StaffViewerRef,
    nullable: true,
    description: 'The console’s signed-in member (staff cookie), or null. Any staff answer is Cache-Control: no-store.',
    resolve: (_root, _args, context) => staffViewerOf(context),
  }),
  staffReviewQueue: t.field({
    type: QueuedApplicationPageRef,
    description: 'Reviewers and admins: sent applications, oldest submission first. Drafts never appear.',
    args: { filter: t.arg({ type: ReviewQueueFilterRef }) },
    resolve: (_root, { filter }, context) => listQueuedApplications(context, filter),
  }),
  staffApplication: t.field({
    type: QueuedApplicationRef,
    nullable: true,
    description: 'Reviewers and admins: one sent application (null for a draft); audited as viewed.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => viewQueuedApplication(context, id),
  }),
  staffRejectionReasons: t.field({
    type: [RejectionReasonRef],
    description: 'Reviewers and admins: the prepared reasons, in both languages.',
    resolve: async (_root, _args, context) => {
      await requireStaff(context, 'applications', 'review:read');
      return rejectionReasonKeys;
    },
  }),
  staffInbox: t.field({
    type: InboxPageRef,
    description: 'Support and admins: contact messages and business requests, newest first.',
    args: { filter: t.arg({ type: InboxFilterRef }) },
    resolve: (_root, { filter }, context) => listInbox(context, filter),
  }),
  staffInboxItem: t.field({
    type: InboxItemRef,
    nullable: true,
    description: 'Support and admins: one message or request by its reference (C-000012, B-000003); null when none.',
    args: { reference: t.arg.string({ required: true }) },
    resolve: (_root, { reference }, context) => findInboxItem(context, reference),
  }),
  staffAuditTrail: t.field({
    type: AuditPageRef,
    description: 'For admins: the audit trail, newest first.',
    args: { filter: t.arg({ type: AuditFilterRef }) },
    resolve: (_root, { filter }, context) => listAuditEvents(context, filter),
  }),
  staffMembers: t.field({
    type: [StaffMemberRef],
    description: 'For admins: every staff member.',
    resolve: (_root, _args, context) => listStaffMembers(context),
  }),
}));

builder.mutationFields((t) => ({
  staffBeginSetup: t.field({
    type: StaffSetupRef,
    description: 'Anyone with a set-up link: a new TOTP secret to enrol (again replaces it until set-up is done).',
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, context) => {
      context.reply.header('cache-control', 'no-store');
      return beginStaffSetup(context, token);
    },
  }),
  staffCompleteSetup: t.field({
    type: StaffSetupResultRef,
    description: 'Anyone with a set-up link: the password and a TOTP code; answers the recovery codes once.',
    args: { input: t.arg({ type: StaffCompleteSetupInputRef, required: true }) },
    resolve: (_root, { input }, context) => {
      context.reply.header('cache-control', 'no-store');
      return completeStaffSetup(context, input);
    },
  }),
  staffSignIn: t.field({
    type: StaffViewerRef,
    description: 'Password and TOTP (or a recovery code); sets the staff session cookie (30 min idle, 12 h).',
    args: { input: t.arg({ type: StaffSignInInputRef, required: true }) },
    resolve: (_root, { input }, context) => staffSignIn(context, input),
  }),
  staffSignOut: t.boolean({
    description: 'Ends this console’s session.',
    resolve: (_root, _args, context) => staffSignOut(context),
  }),
  staffCreateMember: t.field({
    type: CreatedStaffMemberRef,
    description: 'For admins: a new member with a one-time set-up link (or a new link for one not set up yet).',
    args: { email: t.arg.string({ required: true }), role: t.arg({ type: StaffRoleRef, required: true }) },
    resolve: (_root, args, context) => createStaffMemberAsAdmin(context, args),
  }),
  staffDisableMember: t.field({
    type: StaffMemberRef,
    description:
      'For admins: their sessions end at once, their set-up link stops working, signing in is refused. ' +
      'STAFF_LAST_ADMIN for the last admin who can sign in.',
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => disableStaffMember(context, args),
  }),
  staffEnableMember: t.field({
    type: StaffMemberRef,
    description: 'For admins: a disabled member signs in again with their own password and app.',
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => enableStaffMember(context, args),
  }),
  staffChangeMemberRole: t.field({
    type: StaffMemberRef,
    description: 'For admins: the new role applies from the member’s next request. STAFF_LAST_ADMIN as above.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      role: t.arg({ type: StaffRoleRef, required: true }),
    },
    resolve: (_root, args, context) => changeStaffRole(context, args),
  }),
  staffResetMember: t.field({
    type: CreatedStaffMemberRef,
    description:
      'For admins: clears the password, authenticator and recovery codes, ends the sessions, and answers a new ' +
      'one-time set-up link (72 hours). STAFF_LAST_ADMIN as above.',
    args: { id: t.arg.id({ required: true }), version: t.arg.int({ required: true }) },
    resolve: (_root, args, context) => resetStaffMember(context, args),
  }),
  staffEndMemberSessions: t.int({
    description: 'For admins: ends every session of a member; answers how many ended.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => endSessionsOfStaffMember(context, args),
  }),
  staffEndMyOtherSessions: t.int({
    description: 'Any signed-in member: ends their sessions elsewhere, keeping this one; answers how many ended.',
    resolve: (_root, _args, context) => endMyOtherStaffSessions(context),
  }),
  staffClaimApplication: t.field({
    type: QueuedApplicationRef,
    description: 'Reviewers and admins: take a submitted application (the version it was opened at).',
    args: { id: t.arg.id({ required: true }), version: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => claimApplication(context, args),
  }),
  staffReleaseApplication: t.field({
    type: QueuedApplicationRef,
    description: 'Its holder (or an admin): give it back to the queue.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, context) => releaseApplication(context, id),
  }),
  staffAcceptApplication: t.field({
    type: QueuedApplicationRef,
    description: 'Its holder: accept; the applicant is mailed and the status page shows it.',
    args: { id: t.arg.id({ required: true }), version: t.arg.string({ required: true }) },
    resolve: (_root, args, context) => acceptQueuedApplication(context, args),
  }),
  staffRejectApplication: t.field({
    type: QueuedApplicationRef,
    description: 'Its holder: reject with a prepared reason and a note (required for OTHER, 10 to 1,000 characters).',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.string({ required: true }),
      reason: t.arg({ type: RejectionReasonCodeRef, required: true }),
      note: t.arg.string(),
    },
    resolve: (_root, args, context) => rejectQueuedApplication(context, args),
  }),
  staffUpdateInboxItem: t.field({
    type: InboxItemRef,
    description: 'Support and admins: state, holder or internal note of a message.',
    args: { input: t.arg({ type: InboxItemUpdateRef, required: true }) },
    resolve: (_root, { input }, context) => updateInboxItem(context, input),
  }),
}));
