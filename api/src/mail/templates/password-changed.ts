import { defineMailTemplate } from '../template';

export interface PasswordChangedData {
  /** The page to ask for a new reset code from, should the change not be the owner's. */
  url: string;
}

/** Tells an account's owner, in the account's language, that its password was just changed. */
export const passwordChanged = defineMailTemplate<PasswordChangedData>('password-changed', {
  ar: ({ url }) => ({
    subject: 'تغيّرت كلمة مرور حسابك في سكينة',
    heading: 'تغيّرت كلمة المرور',
    paragraphs: [
      'عُيّنت كلمة مرور جديدة لحسابك في سكينة، وخرج الحساب من كل الأجهزة التي كان مفتوحًا عليها.',
      'إن لم تكن أنت من غيّرها، فاطلب رمزًا لتعيين كلمة مرور جديدة الآن، وراسلنا إن احتجت إلى مساعدة.',
    ],
    action: { label: 'تعيين كلمة مرور جديدة', url },
    footnote: 'إن كنت أنت من غيّرها فلا حاجة إلى أي إجراء.',
  }),
  en: ({ url }) => ({
    subject: 'Your Sakina password was changed',
    heading: 'Your password was changed',
    paragraphs: [
      'A new password was set for your Sakina account, and the account was signed out on every device.',
      'If it was not you, ask for a reset code and set a new password now, and contact us if you need help.',
    ],
    action: { label: 'Set a new password', url },
    footnote: 'If it was you, there is nothing more to do.',
  }),
});
