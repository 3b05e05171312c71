import type { ContactReason } from '@sakina/shared/validation';
import type { Locale } from '@sakina/shared/contracts';

/** The reasons as the contact page names them, for the mails the server writes. */
export const contactReasonLabels: Record<Locale, Record<ContactReason, string>> = {
  ar: {
    inquiry: 'استفسار',
    suggestion: 'اقتراح',
    complaint: 'شكوى',
    technical_issue: 'مشكلة تقنية',
    practitioner: 'بخصوص مختص',
    financial_claim: 'مطالبة مالية',
    job: 'وظيفة',
    strategic_partnership: 'شراكة استراتيجية',
    investment: 'استثمار',
    for_work: 'للأعمال',
    refund: 'استرداد مبلغ',
  },
  en: {
    inquiry: 'Inquiry',
    suggestion: 'Suggestion',
    complaint: 'Complaint',
    technical_issue: 'Technical issue',
    practitioner: 'About a practitioner',
    financial_claim: 'Financial claim',
    job: 'Job',
    strategic_partnership: 'Strategic partnership',
    investment: 'Investment',
    for_work: 'For work',
    refund: 'Refund',
  },
};
