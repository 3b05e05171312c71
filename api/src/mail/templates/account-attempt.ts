import { defineMailTemplate } from '../template';

export interface AccountAttemptData {
  /** 'register-taken': someone registered with an address that has an account; 'reset-unknown': someone asked
   * to reset the password of an address that has none. The site answered both as if they had succeeded. */
  attempt: 'register-taken' | 'reset-unknown';
  /** The page to continue from: sign-in (with its reset link) or registration. */
  url: string;
}

/** Told to the address's owner instead of telling the visitor whether the address has an account. */
export const accountAttempt = defineMailTemplate<AccountAttemptData>('account-attempt', {
  ar: ({ attempt, url }) =>
    attempt === 'register-taken'
      ? {
          subject: 'محاولة تسجيل ببريدك في سكينة',
          heading: 'حاول أحدهم التسجيل ببريدك',
          paragraphs: [
            'طلب أحدهم إنشاء حساب مختص في سكينة بعنوان بريدك الإلكتروني، ولديك حساب بهذا العنوان بالفعل، فلم ننشئ حسابًا جديدًا.',
            'إن كنت أنت، فسجّل الدخول إلى حسابك، وإن نسيت كلمة المرور فاطلب رمزًا لتعيين كلمة جديدة من صفحة تسجيل الدخول.',
          ],
          action: { label: 'تسجيل الدخول', url },
          footnote: 'إن لم تكن أنت فتجاهل هذه الرسالة: لم يتغير شيء في حسابك.',
        }
      : {
          subject: 'طلب استعادة كلمة المرور في سكينة',
          heading: 'لا يوجد حساب بهذا البريد',
          paragraphs: [
            'طلب أحدهم رمزًا لتعيين كلمة مرور جديدة لحساب في سكينة بعنوان بريدك الإلكتروني، ولا يوجد حساب بهذا العنوان.',
            'إن كنت أنت، فربما سجّلت بعنوان آخر، أو يمكنك إنشاء حساب مختص جديد.',
          ],
          action: { label: 'إنشاء حساب', url },
          footnote: 'إن لم تكن أنت فتجاهل هذه الرسالة.',
        },
  en: ({ attempt, url }) =>
    attempt === 'register-taken'
      ? {
          subject: 'Someone tried to register with your address on Sakina',
          heading: 'Someone tried to register with your address',
          paragraphs: [
            'Someone asked to create a Sakina practitioner account with your email address. You already have an account with it, so no new account was created.',
            'If it was you, sign in to your account; if you forgot your password, ask for a reset code on the sign-in page.',
          ],
          action: { label: 'Sign in', url },
          footnote: 'If it was not you, you can ignore this message: nothing changed in your account.',
        }
      : {
          subject: 'A password reset was requested on Sakina',
          heading: 'There is no account with this address',
          paragraphs: [
            'Someone asked for a code to set a new password for a Sakina account with your email address, but there is no account with it.',
            'If it was you, perhaps you registered with another address, or you can create a new practitioner account.',
          ],
          action: { label: 'Create an account', url },
          footnote: 'If it was not you, you can ignore this message.',
        },
});
