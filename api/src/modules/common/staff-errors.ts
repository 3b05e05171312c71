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
  STAFF_MEMBER_CONFLICT: {
    en: 'This member changed since the list was loaded. Look at the list again, then try again.',
    ar: 'تغيّرت بيانات هذا العضو منذ تحميل القائمة. راجع القائمة من جديد ثم حاول مرة أخرى.',
  },
  STAFF_LAST_ADMIN: {
    en: 'The console must keep one admin who can sign in. Make another member an admin first.',
    ar: 'يجب أن يبقى في اللوحة مشرف واحد على الأقل يستطيع تسجيل الدخول. اجعل عضوًا آخر مشرفًا أولًا.',
  },
  STAFF_CLAIMED_BY_OTHER: {
    en: 'Another reviewer holds this application.',
    ar: 'يتولى مراجع آخر هذا الطلب.',
  },
  STAFF_OWN_APPLICATION: {
    en: 'This application was filed under your own email: another reviewer decides on it.',
    ar: 'قُدِّم هذا الطلب ببريدك الإلكتروني: يتخذ مراجع آخر القرار بشأنه.',
  },
  STAFF_CLAIM_REQUIRED: {
    en: 'Claim the application before deciding on it.',
    ar: 'تولَّ الطلب قبل اتخاذ قرار بشأنه.',
  },
  STAFF_CONTENT_CONFLICT: {
    en: 'Someone else saved this since you opened it. Your changes are still in the form: reload to see theirs, then apply yours again.',
    ar: 'حفظ شخص آخر تغييرات على هذا منذ أن فتحته. ما زالت تغييراتك في النموذج: أعد التحميل لترى تغييراته، ثم طبّق تغييراتك من جديد.',
  },
  STAFF_STATE_INVALID: {
    en: 'This cannot be done at this stage. Reload to see where it stands.',
    ar: 'لا يمكن تنفيذ هذا في هذه المرحلة. أعد التحميل لترى حالته الحالية.',
  },
  STAFF_APPROVAL_REQUIRED: {
    en: 'Health content goes out only after a medical reviewer approves this version. Send it to review first.',
    ar: 'لا يُنشر المحتوى الصحي إلا بعد أن يعتمد مراجع طبي هذه النسخة. أرسلها للمراجعة أولًا.',
  },
  STAFF_LISTING_PRICE_REQUIRED: {
    en: 'Set the price per 30 minutes before publishing the listing.',
    ar: 'حدّد سعر الثلاثين دقيقة قبل نشر القائمة.',
  },
  STAFF_LISTING_REGISTRATION_EXPIRED: {
    en: 'The professional registration has expired. Update its expiry date once it is renewed, then publish.',
    ar: 'انتهى التسجيل المهني. حدّث تاريخ انتهائه بعد التجديد، ثم انشر القائمة.',
  },
  APP_APPLICATION_NOT_SUBMITTED: {
    en: 'Only a submitted application can be claimed or decided.',
    ar: 'لا يمكن تولّي طلب أو اتخاذ قرار بشأنه إلا بعد إرساله.',
  },
  STAFF_TOKEN_SCOPE_MISSING: {
    en: 'This API token does not allow this. Create a token with the scope it needs in the console.',
    ar: 'رمز الواجهة البرمجية هذا لا يسمح بهذا الإجراء. أنشئ رمزًا بالصلاحية اللازمة من لوحة الفريق.',
  },
  STAFF_TOKEN_SCOPE_NOT_ALLOWED: {
    en: 'Your role does not allow one of these scopes.',
    ar: 'دورك لا يسمح بإحدى هذه الصلاحيات.',
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
