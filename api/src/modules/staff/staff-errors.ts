import { GraphQLError } from 'graphql';

/**
 * The console's refusals, by `extensions.code`, with the text it shows (the mfe-staff remote keeps the same
 * text in its i18n files; this table is the reference, and a test checks every code thrown has both languages).
 */
export const staffErrorMessages = {
  UNAUTHENTICATED: {
    en: 'Sign in to the staff console first.',
    ar: 'سجّل الدخول إلى لوحة الفريق أولًا.',
  },
  FORBIDDEN: {
    en: 'Your role does not allow this.',
    ar: 'دورك لا يسمح بهذا الإجراء.',
  },
  STAFF_INVALID_CREDENTIALS: {
    en: 'The email, password or code is incorrect.',
    ar: 'البريد الإلكتروني أو كلمة المرور أو الرمز غير صحيح.',
  },
  STAFF_SETUP_LINK_INVALID: {
    en: 'This set-up link is not valid or has expired. Ask an admin for a new one.',
    ar: 'رابط الإعداد هذا غير صالح أو انتهت صلاحيته. اطلب رابطًا جديدًا من المشرف.',
  },
  STAFF_TOTP_INCORRECT: {
    en: 'The code from the authenticator app is incorrect. Check the time on your phone and try again.',
    ar: 'رمز تطبيق المصادقة غير صحيح. تحقّق من الوقت في هاتفك وحاول مرة أخرى.',
  },
  STAFF_EMAIL_TAKEN: {
    en: 'A staff member already has this email.',
    ar: 'يوجد عضو في الفريق بهذا البريد الإلكتروني.',
  },
  STAFF_VERSION_CONFLICT: {
    en: 'This application changed since you opened it. Reload it and decide again.',
    ar: 'تغيّر هذا الطلب منذ أن فتحته. أعد تحميله ثم اتخذ القرار من جديد.',
  },
  STAFF_CLAIMED_BY_OTHER: {
    en: 'Another reviewer holds this application.',
    ar: 'يتولى مراجع آخر هذا الطلب.',
  },
  STAFF_CLAIM_REQUIRED: {
    en: 'Claim the application before deciding on it.',
    ar: 'تولَّ الطلب قبل اتخاذ قرار بشأنه.',
  },
  APP_APPLICATION_NOT_SUBMITTED: {
    en: 'Only a submitted application can be claimed or decided.',
    ar: 'لا يمكن تولّي طلب أو اتخاذ قرار بشأنه إلا بعد إرساله.',
  },
  NOT_FOUND: {
    en: 'Nothing was found with this id.',
    ar: 'لم يُعثر على شيء بهذا المعرّف.',
  },
  RATE_LIMITED: {
    en: 'Too many attempts. Wait a few minutes and try again.',
    ar: 'محاولات كثيرة. انتظر بضع دقائق ثم حاول مرة أخرى.',
  },
} as const satisfies Record<string, { en: string; ar: string }>;

export type StaffErrorCode = keyof typeof staffErrorMessages;

export function staffError(code: StaffErrorCode): GraphQLError {
  return new GraphQLError(staffErrorMessages[code].en, { extensions: { code } });
}
