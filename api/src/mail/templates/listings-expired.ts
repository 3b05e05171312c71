import { defineMailTemplate } from '../template';

export interface ListingsExpiredData {
  /** Each listing taken off: the practitioner's name and the registration's last day. */
  listings: { name: string; registrationExpiresOn: string }[];
  consoleUrl: string;
}

/** To the team inbox when the daily check takes listings off the directory because their registration expired. */
export const listingsExpired = defineMailTemplate<ListingsExpiredData>('listings-expired', {
  ar: (data) => ({
    subject: `أُزيلت ${data.listings.length} من قوائم الممارسين لانتهاء التسجيل المهني`,
    heading: 'انتهى التسجيل المهني لهذه القوائم',
    paragraphs: [
      'أُزيلت القوائم التالية من دليل الممارسين لأن تسجيلها لدى الهيئة السعودية للتخصصات الصحية انتهى:',
      ...data.listings.map((listing) => `${listing.name}: انتهى في ${listing.registrationExpiresOn}`),
      `بعد تجديد التسجيل، حدّث تاريخ الانتهاء وانشر القائمة من جديد في لوحة الفريق: ${data.consoleUrl}`,
    ],
  }),
  en: (data) => ({
    subject: `${data.listings.length} practitioner listing(s) taken off: registration expired`,
    heading: 'These listings’ professional registration expired',
    paragraphs: [
      'The following listings were taken off the directory because their SCFHS registration expired:',
      ...data.listings.map((listing) => `${listing.name}: expired on ${listing.registrationExpiresOn}`),
      `Once the registration is renewed, update its expiry and publish the listing again in the console: ${data.consoleUrl}`,
    ],
  }),
});
