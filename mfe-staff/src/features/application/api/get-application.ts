import { gql, type TypedDocumentNode } from '@sakina/shared/graphql';

export type StaffRole = 'REVIEWER' | 'SUPPORT' | 'ADMIN';
export type InboxState = 'NEW' | 'IN_PROGRESS' | 'DONE';
export type InboxKind = 'CONTACT' | 'BUSINESS';
type NoVariables = Record<string, never>;

export interface StaffViewer {
  id: string;
  email: string;
  role: StaffRole;
  permissions: string[];
}

export const staffViewerQuery: TypedDocumentNode<{ staffViewer: StaffViewer | null }, NoVariables> = gql`
  query StaffConsoleViewer {
    staffViewer {
      id
      email
      role
      permissions
    }
  }
`;

export const staffSignInMutation: TypedDocumentNode<
  { staffSignIn: StaffViewer },
  { input: { email: string; password: string; code: string } }
> = gql`
  mutation StaffConsoleSignIn($input: StaffSignInInput!) {
    staffSignIn(input: $input) {
      id
      email
      role
      permissions
    }
  }
`;

export const staffSignOutMutation: TypedDocumentNode<{ staffSignOut: boolean }, NoVariables> = gql`
  mutation StaffConsoleSignOut {
    staffSignOut
  }
`;

export interface StaffSetup {
  email: string;
  role: StaffRole;
  totpUri: string;
  totpQrDataUrl: string;
  totpSecret: string;
}

export const staffBeginSetupMutation: TypedDocumentNode<{ staffBeginSetup: StaffSetup }, { token: string }> = gql`
  mutation StaffConsoleBeginSetup($token: String!) {
    staffBeginSetup(token: $token) {
      email
      role
      totpUri
      totpQrDataUrl
      totpSecret
    }
  }
`;

export const staffCompleteSetupMutation: TypedDocumentNode<
  { staffCompleteSetup: { recoveryCodes: string[] } },
  { input: { token: string; password: string; passwordConfirmation: string; code: string } }
> = gql`
  mutation StaffConsoleCompleteSetup($input: StaffCompleteSetupInput!) {
    staffCompleteSetup(input: $input) {
      recoveryCodes
    }
  }
`;

export interface Holder {
  id: string;
  email: string;
}

export interface QueueRow {
  id: string;
  version: string;
  holder: Holder | null;
  application: {
    id: string;
    status: string;
    submittedAt: string | null;
    personal: { fullNameAr: string; fullNameEn: string } | null;
    professional: { jobType: string; sfhscRegistrationNumber: string } | null;
  };
}

export interface QueueFilter {
  statuses?: string[];
  jobType?: string | null;
  submittedFrom?: string | null;
  submittedTo?: string | null;
  search?: string | null;
  page?: number;
  pageSize?: number;
}

export const reviewQueueQuery: TypedDocumentNode<
  { staffReviewQueue: { items: QueueRow[]; total: number } },
  { filter: QueueFilter }
> = gql`
  query StaffConsoleReviewQueue($filter: ReviewQueueFilter) {
    staffReviewQueue(filter: $filter) {
      total
      items {
        id
        version
        holder {
          id
          email
        }
        application {
          id
          status
          submittedAt
          personal {
            fullNameAr
            fullNameEn
          }
          professional {
            jobType
            sfhscRegistrationNumber
          }
        }
      }
    }
  }
`;

export interface StaffDocument {
  id: string;
  kind: string;
  fileName: string;
  mediaType: string;
  sizeBytes: number;
  url: string;
}

export interface ApplicationDetail {
  id: string;
  version: string;
  holder: Holder | null;
  claimedAt: string | null;
  documents: StaffDocument[];
  application: {
    id: string;
    status: string;
    submittedAt: string | null;
    decidedAt: string | null;
    rejectionReason: string | null;
    applicantEmail: string;
    personal: {
      fullNameAr: string;
      fullNameEn: string;
      nationalId: string;
      birthDate: string;
      gender: string;
      nationality: string;
      mobile: { e164: string };
      country: string;
      city: string;
      bioAr: string;
      bioEn: string;
    } | null;
    professional: {
      education: { degree: string; institution: string }[];
      experienceInYears: number;
      sfhscRegistrationNumber: string;
      sfhscExpirationDate: string;
      jobType: string;
      classificationLevel: string;
      sector: string;
      employerName: string | null;
      specialization: string;
      secondarySpecialities: string[];
      consultationTypes: string[];
      communicationStyles: string[];
      languages: string[];
      offeredSpecializations: string[];
      twitterUrl: string | null;
      linkedinUrl: string | null;
      iban: string | null;
    } | null;
  };
}

export const applicationQuery: TypedDocumentNode<
  {
    staffApplication: ApplicationDetail | null;
    staffRejectionReasons: { code: string; text: { ar: string; en: string } }[];
  },
  { id: string }
> = gql`
  query StaffConsoleApplication($id: ID!) {
    staffApplication(id: $id) {
      id
      version
      claimedAt
      holder {
        id
        email
      }
      documents {
        id
        kind
        fileName
        mediaType
        sizeBytes
        url
      }
      application {
        id
        status
        submittedAt
        decidedAt
        rejectionReason
        applicantEmail
        personal {
          fullNameAr
          fullNameEn
          nationalId
          birthDate
          gender
          nationality
          mobile {
            e164
          }
          country
          city
          bioAr
          bioEn
        }
        professional {
          education {
            degree
            institution
          }
          experienceInYears
          sfhscRegistrationNumber
          sfhscExpirationDate
          jobType
          classificationLevel
          sector
          employerName
          specialization
          secondarySpecialities
          consultationTypes
          communicationStyles
          languages
          offeredSpecializations
          twitterUrl
          linkedinUrl
          iban
        }
      }
    }
    staffRejectionReasons {
      code
      text {
        ar
        en
      }
    }
  }
`;

/** What a claim or decision answers: the page reads the application again afterwards. */
interface DecidedVersion {
  id: string;
  version: string;
}

export const claimMutation: TypedDocumentNode<
  { staffClaimApplication: DecidedVersion },
  { id: string; version: string }
> = gql`
  mutation StaffConsoleClaim($id: ID!, $version: String!) {
    staffClaimApplication(id: $id, version: $version) {
      id
      version
    }
  }
`;

export const releaseMutation: TypedDocumentNode<{ staffReleaseApplication: DecidedVersion }, { id: string }> = gql`
  mutation StaffConsoleRelease($id: ID!) {
    staffReleaseApplication(id: $id) {
      id
      version
    }
  }
`;

export const acceptMutation: TypedDocumentNode<
  { staffAcceptApplication: DecidedVersion },
  { id: string; version: string }
> = gql`
  mutation StaffConsoleAccept($id: ID!, $version: String!) {
    staffAcceptApplication(id: $id, version: $version) {
      id
      version
    }
  }
`;

export const rejectMutation: TypedDocumentNode<
  { staffRejectApplication: DecidedVersion },
  { id: string; version: string; reason: string; note: string | null }
> = gql`
  mutation StaffConsoleReject($id: ID!, $version: String!, $reason: RejectionReasonCode!, $note: String) {
    staffRejectApplication(id: $id, version: $version, reason: $reason, note: $note) {
      id
      version
    }
  }
`;

export interface InboxItem {
  kind: InboxKind;
  recordId: number;
  reference: string;
  receivedAt: string;
  state: InboxState;
  holder: Holder | null;
  note: string | null;
  contact: { name: string; email: string; phone: string; reason: string; subject: string; message: string } | null;
  business: {
    institutionName: string;
    beneficiaryCount: number;
    branchCount: number;
    employeeName: string;
    position: string;
    phone: string;
    email: string;
  } | null;
}

export interface InboxFilter {
  kind?: InboxKind | null;
  state?: InboxState | null;
  reason?: string | null;
  page?: number;
}

export const inboxQuery: TypedDocumentNode<
  { staffInbox: { items: InboxItem[]; total: number } },
  { filter: InboxFilter }
> = gql`
  query StaffConsoleInbox($filter: InboxFilter) {
    staffInbox(filter: $filter) {
      total
      items {
        kind
        recordId
        reference
        receivedAt
        state
        note
        holder {
          id
          email
        }
        contact {
          name
          email
          phone
          reason
          subject
          message
        }
        business {
          institutionName
          beneficiaryCount
          branchCount
          employeeName
          position
          phone
          email
        }
      }
    }
  }
`;

export const updateInboxItemMutation: TypedDocumentNode<
  { staffUpdateInboxItem: Pick<InboxItem, 'kind' | 'recordId' | 'state' | 'note' | 'holder'> },
  { input: { kind: InboxKind; recordId: number; state?: InboxState; hold?: boolean; note?: string } }
> = gql`
  mutation StaffConsoleUpdateInboxItem($input: InboxItemUpdate!) {
    staffUpdateInboxItem(input: $input) {
      kind
      recordId
      state
      note
      holder {
        id
        email
      }
    }
  }
`;

export interface AuditEvent {
  id: string;
  staffId: string | null;
  staffEmail: string | null;
  action: string;
  recordKind: string | null;
  recordId: string | null;
  at: string;
  ip: string;
}

export interface AuditFilter {
  staffId?: string | null;
  recordKind?: string | null;
  recordId?: string | null;
  page?: number;
}

export const auditTrailQuery: TypedDocumentNode<
  { staffAuditTrail: { items: AuditEvent[]; total: number }; staffMembers: { id: string; email: string }[] },
  { filter: AuditFilter }
> = gql`
  query StaffConsoleAuditTrail($filter: StaffAuditFilter) {
    staffAuditTrail(filter: $filter) {
      total
      items {
        id
        staffId
        staffEmail
        action
        recordKind
        recordId
        at
        ip
      }
    }
    staffMembers {
      id
      email
    }
  }
`;

export interface StaffMember {
  id: string;
  email: string;
  role: StaffRole;
  /** Password and authenticator enrolled. */
  setupComplete: boolean;
  createdAt: string;
}

export const staffMembersQuery: TypedDocumentNode<{ staffMembers: StaffMember[] }, NoVariables> = gql`
  query StaffConsoleMembers {
    staffMembers {
      id
      email
      role
      setupComplete
      createdAt
    }
  }
`;

export const staffCreateMemberMutation: TypedDocumentNode<
  { staffCreateMember: { member: StaffMember; setupUrl: string } },
  { email: string; role: StaffRole }
> = gql`
  mutation StaffConsoleCreateMember($email: String!, $role: StaffRole!) {
    staffCreateMember(email: $email, role: $role) {
      member {
        id
        email
        role
        setupComplete
        createdAt
      }
      setupUrl
    }
  }
`;
