import { defineMailTemplate } from '../template';

export interface ApplicationRejectedData {
  /** In the applicant's language; empty when the application has no name yet. */
  name: string;
  /** The reviewer's words, shown as written. */
  reason: string;
  statusUrl: string;
}

/** To the practitioner, in the language they registered in, when a reviewer returns the application with a reason. */
export const applicationRejected = defineMailTemplate<ApplicationRejectedData>('application-rejected', {
  ar: (data) => ({
    subject: 'طلب انضمامك إلى سكينة يحتاج إلى تعديل',
    heading: data.name ? `أهلًا ${data.name}` : 'أهلًا بك',
    paragraphs: [
      'راجع فريقنا طلب انضمامك، ولم نتمكن من قبوله بصيغته الحالية للسبب التالي:',
      data.reason,
      'يمكنك تعديل بياناتك أو مستنداتك وإرسال الطلب مرة أخرى من صفحة حالة الطلب.',
    ],
    action: { label: 'تعديل الطلب وإعادة إرساله', url: data.statusUrl },
    footnote: 'وصلتك هذه الرسالة لأنك قدّمت طلب انضمام إلى سكينة بهذا البريد.',
  }),
  en: (data) => ({
    subject: 'Your application to join Sakina needs changes',
    heading: data.name ? `Hello ${data.name}` : 'Hello',
    paragraphs: [
      'Our team has reviewed your application, and we could not accept it as it stands, for this reason:',
      data.reason,
      'You can correct your information or documents and submit the application again from the status page.',
    ],
    action: { label: 'Correct and resubmit', url: data.statusUrl },
    footnote: 'You received this message because you applied to join Sakina with this address.',
  }),
});
