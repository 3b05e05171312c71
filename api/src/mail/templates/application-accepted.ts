import { defineMailTemplate } from '../template';

export interface ApplicationAcceptedData {
  /** In the applicant's language; empty when the application has no name yet. */
  name: string;
  statusUrl: string;
  appStoreUrl: string;
  googlePlayUrl: string;
}

/** To the practitioner, in the language they registered in, when a reviewer accepts the application. */
export const applicationAccepted = defineMailTemplate<ApplicationAcceptedData>('application-accepted', {
  ar: (data) => ({
    subject: 'تم قبول طلب انضمامك إلى سكينة',
    heading: data.name ? `مبارك يا ${data.name}` : 'مبارك',
    paragraphs: [
      'يسعدنا إبلاغك بأن فريق المراجعة قبل طلب انضمامك مختصًّا في سكينة.',
      'حمّل تطبيق المختصين وسجّل الدخول بالبريد وكلمة المرور نفسيهما لتبدأ باستقبال الحجوزات.',
      `آب ستور: ${data.appStoreUrl}`,
      `جوجل بلاي: ${data.googlePlayUrl}`,
    ],
    action: { label: 'عرض حالة الطلب', url: data.statusUrl },
    footnote: 'وصلتك هذه الرسالة لأنك قدّمت طلب انضمام إلى سكينة بهذا البريد.',
  }),
  en: (data) => ({
    subject: 'Your application to join Sakina has been accepted',
    heading: data.name ? `Congratulations, ${data.name}` : 'Congratulations',
    paragraphs: [
      'We are pleased to tell you that our review team has accepted your application to join Sakina as a practitioner.',
      'Download the provider app and sign in with the same email and password to start receiving bookings.',
      `App Store: ${data.appStoreUrl}`,
      `Google Play: ${data.googlePlayUrl}`,
    ],
    action: { label: 'View your application status', url: data.statusUrl },
    footnote: 'You received this message because you applied to join Sakina with this address.',
  }),
});
