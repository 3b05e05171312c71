import type { Locale } from '../contracts';

/**
 * The reasons a reviewer picks from, each in both languages: an application stores the reason's key, and every
 * reader (the status page, the console, the mail) names it in their own language.
 */
export const rejectionReasons = {
  'document-unreadable': {
    en: 'One of the uploaded documents cannot be read. Upload a clear scan or photo of it.',
    ar: 'أحد المستندات المرفوعة غير مقروء. ارفع نسخة أو صورة واضحة منه.',
  },
  'registration-expired': {
    en: 'Your SCFHS registration has expired. Renew it, then update the expiry date and the document.',
    ar: 'انتهت صلاحية تسجيلك في الهيئة السعودية للتخصصات الصحية. جدّده ثم حدّث تاريخ الانتهاء والمستند.',
  },
  'registration-mismatch': {
    en: 'The registration number or classification does not match the registration document.',
    ar: 'رقم التسجيل أو التصنيف لا يطابق وثيقة التسجيل.',
  },
  'identity-mismatch': {
    en: 'The name or ID number does not match the ID or iqama picture.',
    ar: 'الاسم أو رقم الهوية لا يطابق صورة الهوية أو الإقامة.',
  },
  'experience-insufficient': {
    en: 'The platform asks for at least two years of continuous clinical experience.',
    ar: 'تشترط المنصة خبرة سريرية متصلة لا تقل عن سنتين.',
  },
  other: {
    en: '',
    ar: '',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type RejectionReasonKey = keyof typeof rejectionReasons;

export const rejectionReasonKeys = Object.keys(rejectionReasons) as [RejectionReasonKey, ...RejectionReasonKey[]];

/** What the applicant reads: the prepared reason in `locale`, then the reviewer's note as they wrote it. */
export function rejectionText(key: RejectionReasonKey | null, note: string | null | undefined, locale: Locale): string {
  return [key ? rejectionReasons[key][locale] : '', note ?? ''].filter((part) => part.length > 0).join('\n\n');
}
