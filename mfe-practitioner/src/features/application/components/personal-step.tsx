import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button, DateInput, PhoneInput, RadioGroup, Select, TextArea, TextField, parsePhone } from '@sakina/shared/ui';
import { genders, personalInformationSchema } from '@sakina/shared/validation';
import type { ApplicationFieldsFragment } from '../api/application-fields.generated';
import { rememberApplication } from '../api/my-application';
import { useSavePersonalInformation } from '../api/save-personal-information';
import { useStepSubmit } from '../hooks/use-step-submit';
import { useFieldMessage, useFormErrorSummary } from '../hooks/use-form-errors';
import { useCountryOptions, useOptions } from '../hooks/use-option-labels';
import { useStepDraft } from '../hooks/use-step-draft';
import { LeaveStepDialog } from './leave-step-dialog';
import { personalFormValues, personalInput, type PersonalFormValues } from '../utils/form-values';
import styles from './application.module.css';
import { FormAlerts } from '../../../components/form-alerts';

const fieldId = (path: string) => {
  const field = path.split('.')[0];
  return field === 'gender' ? 'application-gender-male' : `application-${field}`;
};

/** Step 1: who the applicant is. Saved as a draft on the server when they move on. */
export function PersonalStep({
  application,
  onSaved,
}: {
  application: ApplicationFieldsFragment | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('practitioner');
  const summary = useFormErrorSummary(useCallback(fieldId, []));
  const countries = useCountryOptions();
  const genderOptions = useOptions('gender', genders);
  const [save] = useSavePersonalInformation();
  const form = useForm<PersonalFormValues, unknown, PersonalFormValues>({
    // The error summary takes the focus and links to each field.
    shouldFocusError: false,
    resolver: zodResolver(personalInformationSchema, undefined, { raw: true }),
    defaultValues: personalFormValues(application),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const draft = useStepDraft('personal', form);

  const message = useFieldMessage(errors);

  const { onSubmit, formError } = useStepSubmit({
    handleSubmit,
    setError,
    summary,
    onSaved: () => {
      draft.forget();
      onSaved();
    },
    save: (values) =>
      save({
        variables: { input: personalInput(values) },
        update: (cache, { data }) => rememberApplication(cache, data?.saveApplicationPersonal),
      }),
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="application-step-title">
      <LeaveStepDialog step="personal" unsaved={draft.unsaved} />
      <FormAlerts errors={summary.items} formError={formError} />
      <div className={styles.row}>
        <TextField
          id="application-fullNameAr"
          label={t('application.personal.fullNameAr')}
          hint={t('application.personal.fullNameArHint')}
          dir="rtl"
          lang="ar"
          autoComplete="name"
          required
          maxLength={100}
          error={message('fullNameAr')}
          {...register('fullNameAr')}
        />
        <TextField
          id="application-fullNameEn"
          label={t('application.personal.fullNameEn')}
          hint={t('application.personal.fullNameEnHint')}
          dir="ltr"
          lang="en"
          autoComplete="name"
          required
          maxLength={100}
          error={message('fullNameEn')}
          {...register('fullNameEn')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          id="application-nationalId"
          label={t('application.personal.nationalId')}
          hint={t('application.personal.nationalIdHint')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          required
          maxLength={14}
          error={message('nationalId')}
          {...register('nationalId')}
        />
        <DateInput
          id="application-birthDate"
          label={t('application.personal.birthDate')}
          autoComplete="bday"
          required
          error={message('birthDate')}
          {...register('birthDate')}
        />
      </div>
      <Controller
        control={control}
        name="gender"
        render={({ field }) => (
          <RadioGroup
            id="application-gender"
            label={t('application.personal.gender')}
            options={genderOptions}
            orientation="horizontal"
            required
            value={field.value}
            onValueChange={field.onChange}
            error={message('gender')}
          />
        )}
      />
      <Select
        id="application-nationality"
        label={t('application.personal.nationality')}
        placeholder={t('application.choose')}
        options={countries}
        required
        error={message('nationality')}
        {...register('nationality')}
      />
      <Controller
        control={control}
        name="mobile"
        render={({ field }) => (
          <PhoneInput
            id="application-mobile"
            label={t('application.personal.mobile')}
            required
            value={parsePhone(field.value.number, field.value.country)}
            onChange={(phone) => field.onChange({ country: phone.country, number: phone.number })}
            onBlur={field.onBlur}
            error={message('mobile')}
          />
        )}
      />
      <div className={styles.row}>
        <Select
          id="application-country"
          label={t('application.personal.country')}
          placeholder={t('application.choose')}
          options={countries}
          required
          autoComplete="country"
          error={message('country')}
          {...register('country')}
        />
        <TextField
          id="application-city"
          label={t('application.personal.city')}
          autoComplete="address-level2"
          required
          maxLength={100}
          error={message('city')}
          {...register('city')}
        />
      </div>
      <TextArea
        id="application-bioAr"
        label={t('application.personal.bioAr')}
        hint={t('application.personal.bioArHint')}
        dir="rtl"
        lang="ar"
        required
        maxLength={1500}
        error={message('bioAr')}
        {...register('bioAr')}
      />
      <TextArea
        id="application-bioEn"
        label={t('application.personal.bioEn')}
        hint={t('application.personal.bioEnHint')}
        dir="ltr"
        lang="en"
        required
        maxLength={1500}
        error={message('bioEn')}
        {...register('bioEn')}
      />
      <div className={styles.actions}>
        <Button type="submit" size="large" loading={isSubmitting} className={styles.actionsEnd}>
          {t('application.actions.saveAndContinue')}
        </Button>
      </div>
    </form>
  );
}
