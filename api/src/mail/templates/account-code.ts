import type { CodePurpose } from '../../modules/accounts/accounts.table';
import { defineMailTemplate } from '../template';

export interface AccountCodeData {
  code: string;
  purpose: CodePurpose;
  validMinutes: number;
}

/** The 6-digit code that confirms a new address or allows a password reset, in the visitor's language. */
export const accountCode = defineMailTemplate<AccountCodeData>('account-code', {
  ar: ({ code, purpose, validMinutes }) =>
    purpose === 'confirm-email'
      ? {
          subject: `رمز تأكيد بريدك في سكينة: ${code}`,
          heading: 'أكّد بريدك الإلكتروني',
          paragraphs: ['شكرًا لتسجيلك مختصًّا في سكينة. أدخل هذا الرمز في صفحة التأكيد لتفعيل حسابك وإكمال طلب الانضمام.'],
          code,
          footnote: `الرمز صالح لمدة ${validMinutes} دقائق ولا يُستخدم إلا مرة واحدة. إن لم تكن أنت من أنشأ الحساب فتجاهل هذه الرسالة.`,
        }
      : {
          subject: `رمز استعادة كلمة المرور في سكينة: ${code}`,
          heading: 'استعادة كلمة المرور',
          paragraphs: [
            'وصلنا طلب لتعيين كلمة مرور جديدة لحسابك. أدخل هذا الرمز في صفحة التأكيد، ثم اختر كلمة المرور الجديدة.',
          ],
          code,
          footnote: `الرمز صالح لمدة ${validMinutes} دقائق ولا يُستخدم إلا مرة واحدة. إن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.`,
        },
  en: ({ code, purpose, validMinutes }) =>
    purpose === 'confirm-email'
      ? {
          subject: `Your Sakina confirmation code: ${code}`,
          heading: 'Confirm your email',
          paragraphs: [
            'Thank you for registering as a practitioner with Sakina. Enter this code on the confirmation page to activate your account and complete your application.',
          ],
          code,
          footnote: `The code is valid for ${validMinutes} minutes and works once. If you did not create this account, you can ignore this message.`,
        }
      : {
          subject: `Your Sakina password reset code: ${code}`,
          heading: 'Reset your password',
          paragraphs: [
            'We received a request to set a new password for your account. Enter this code on the confirmation page, then choose your new password.',
          ],
          code,
          footnote: `The code is valid for ${validMinutes} minutes and works once. If you did not ask for this, ignore this message and your password stays as it is.`,
        },
});
