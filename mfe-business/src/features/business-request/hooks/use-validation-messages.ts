import { validationMessagesAr, validationMessagesEn } from '@sakina/shared/validation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The `t` of the validation namespace. The shell ships the messages it was built with; this remote is
 * deployed on its own, so it adds any message its schema can give that an older shell lacks.
 */
export function useValidationMessages() {
  const { t, i18n } = useTranslation('validation');
  useState(() => {
    i18n.addResourceBundle('ar', 'validation', validationMessagesAr, true, false);
    i18n.addResourceBundle('en', 'validation', validationMessagesEn, true, false);
    return true;
  });
  return t;
}
