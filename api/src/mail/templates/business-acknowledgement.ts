import { defineMailTemplate } from '../template';

export interface BusinessAcknowledgementData {
  reference: string;
  employeeName: string;
  institutionName: string;
}

/** To the employee who sent the request, in the language of the page they sent it from. */
export const businessAcknowledgement = defineMailTemplate<BusinessAcknowledgementData>('business-acknowledgement', {
  ar: (data) => ({
    subject: 'وصلنا طلبك لخدمة سكينة للشركات',
    heading: `أهلًا ${data.employeeName}`,
    paragraphs: [
      `شكرًا لاهتمامك بالصحة النفسية لفريق ${data.institutionName}. وصلنا طلبك لخدمة سكينة للشركات، ورقمه ${data.reference}.`,
      'سيتواصل معك فريق خدمة الشركات خلال يومي عمل بالجوال أو بالبريد الإلكتروني، ليتعرّف على احتياجاتكم ويقترح برنامجًا يناسبكم.',
      'وعدنا لموظفيكم: تصلكم تقارير مجمّعة لا تكشف هوية أحد، ولا نطلعكم أبدًا على استشارات أي موظف أو بياناته الشخصية.',
    ],
    footnote: 'وصلتك هذه الرسالة لأن نموذج طلب خدمة الشركات في موقع سكينة أُرسل بهذا البريد.',
  }),
  en: (data) => ({
    subject: 'We have received your request for the Sakina corporate service',
    heading: `Hello ${data.employeeName}`,
    paragraphs: [
      `Thank you for looking after the mental health of the team at ${data.institutionName}. We have received your request for the Sakina corporate service, reference ${data.reference}.`,
      'Our corporate team will contact you by phone or email within two working days to understand your needs and suggest a programme that suits you.',
      "Our promise to your employees: you receive aggregated reports that identify no one, and we never share any employee's consultations or personal details with you.",
    ],
    footnote:
      'You received this message because the corporate service request form on the Sakina website was sent with this address.',
  }),
});
