import type { Locale } from '@sakina/shared/contracts';

/** Reasons a reviewer picks from; the applicant reads the text in their own language, then the reviewer's note. */
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

export type RejectionReasonCode = keyof typeof rejectionReasons;

export const rejectionReasonCodes = Object.keys(rejectionReasons) as [RejectionReasonCode, ...RejectionReasonCode[]];

/** What the applicant reads: the prepared reason in their language, then the reviewer's own words. */
export function rejectionText(code: RejectionReasonCode, note: string | undefined, locale: Locale): string {
  return [rejectionReasons[code][locale], note ?? ''].filter((part) => part.length > 0).join('\n\n');
}
