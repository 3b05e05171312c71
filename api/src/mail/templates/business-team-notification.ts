import type { Locale } from '@sakina/shared/contracts';
import { defineMailTemplate } from '../template';

export interface BusinessTeamNotificationData {
  reference: string;
  institutionName: string;
  beneficiaryCount: number;
  branchCount: number;
  employeeName: string;
  position: string;
  /** E.164. */
  phone: string;
  email: string;
  /** The language the requester wrote from. */
  requesterLocale: Locale;
}

const languageNames: Record<Locale, Record<Locale, string>> = {
  ar: { ar: 'العربية', en: 'الإنجليزية' },
  en: { ar: 'Arabic', en: 'English' },
};

/** To the team inbox; replying answers the requester (the mail carries their address as Reply-To). */
export const businessTeamNotification = defineMailTemplate<BusinessTeamNotificationData>('business-team-notification', {
  ar: (data) => ({
    subject: `طلب جديد لخدمة الشركات: ${data.institutionName}`,
    heading: `طلب خدمة شركات جديد رقم ${data.reference}`,
    paragraphs: [
      `الجهة: ${data.institutionName}`,
      `عدد المستفيدين (الموظفين): ${data.beneficiaryCount}`,
      `عدد الفروع: ${data.branchCount}`,
      `اسم الموظف: ${data.employeeName}`,
      `المسمى الوظيفي: ${data.position}`,
      `الجوال: ${data.phone}`,
      `البريد الإلكتروني: ${data.email}`,
      `لغة مقدم الطلب: ${languageNames.ar[data.requesterLocale]}`,
    ],
    footnote: 'وعدنا مقدم الطلب بالتواصل خلال يومي عمل. للرد عليه، أجب على هذه الرسالة مباشرة.',
  }),
  en: (data) => ({
    subject: `New corporate service request: ${data.institutionName}`,
    heading: `New corporate request ${data.reference}`,
    paragraphs: [
      `Institution: ${data.institutionName}`,
      `Beneficiaries (employees): ${data.beneficiaryCount}`,
      `Branches: ${data.branchCount}`,
      `Employee name: ${data.employeeName}`,
      `Position: ${data.position}`,
      `Mobile: ${data.phone}`,
      `Email: ${data.email}`,
      `Requester's language: ${languageNames.en[data.requesterLocale]}`,
    ],
    footnote:
      'We promised the requester an answer within two working days. Reply to this message to answer them directly.',
  }),
});
