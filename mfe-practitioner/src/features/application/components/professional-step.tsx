import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '@sakina/shared/navigation';
import { Button, buttonClassName, DateInput, RadioGroup, Select, TextField } from '@sakina/shared/ui';
import {
  classificationLevelsByJobType,
  classificationLevels,
  communicationStyles,
  consultationTypes,
  degreeCodes,
  jobTypes,
  maxEducationEntries,
  offeredSpecializations,
  professionalInformationSchema,
  secondarySpecialities,
  specializationFitsJobType,
  specializations,
  specializationsByJobType,
  spokenLanguages,
  workSectors,
  type JobType,
  type Specialization,
} from '@sakina/shared/validation';
import type { ApplicationFieldsFragment } from '../api/application-fields.generated';
import { rememberApplication } from '../api/my-application';
import { useSaveProfessionalInformation } from '../api/save-professional-information';
import { useStepSubmit } from '../hooks/use-step-submit';
import { useFieldMessage, useFormErrorSummary } from '../hooks/use-form-errors';
import { useLanguageName, useOptions } from '../hooks/use-option-labels';
import { useStepDraft } from '../hooks/use-step-draft';
import { LeaveStepDialog } from './leave-step-dialog';
import { professionalFormValues, professionalInput, type ProfessionalFormValues } from '../utils/form-values';
import styles from './application.module.css';
import { FormAlerts } from '../../../components/form-alerts';
import { CheckboxGroup, checkboxId } from './checkbox-group';

const firstOption: Record<string, string> = {
  secondarySpecialities: secondarySpecialities[0],
  consultationTypes: consultationTypes[0],
  communicationStyles: communicationStyles[0],
  languages: spokenLanguages[0],
  offeredSpecializations: offeredSpecializations[0],
};

function fieldId(path: string): string {
  const [field, index, part] = path.split('.');
  if (field === 'education')
    return index !== undefined && part ? `application-education-${index}-${part}` : 'application-education-0-degree';
  if (field === 'jobType' || field === 'sector')
    return `application-${field}-${field === 'jobType' ? jobTypes[0] : workSectors[0]}`;
  if (field in firstOption) return checkboxId(`application-${field}`, firstOption[field]);
  return `application-${field}`;
}

/** Step 2: qualifications, SCFHS registration and how the applicant works. Saved as a draft when they move on. */
export function ProfessionalStep({
  application,
  onSaved,
  backTo,
}: {
  application: ApplicationFieldsFragment | null;
  onSaved: () => void;
  backTo: string;
}) {
  const { t } = useTranslation('practitioner');
  const summary = useFormErrorSummary(useCallback(fieldId, []));
  const [save] = useSaveProfessionalInformation();
  const languageName = useLanguageName();
  const degreeOptions = useOptions('degree', degreeCodes);
  const jobTypeOptions = useOptions('jobType', jobTypes);
  const sectorOptions = useOptions('sector', workSectors);
  const secondaryOptions = useOptions('secondarySpeciality', secondarySpecialities);
  const consultationOptions = useOptions('consultationType', consultationTypes);
  const styleOptions = useOptions('communicationStyle', communicationStyles);
  const offeredOptions = useOptions('offeredSpecialization', offeredSpecializations);
  const languageOptions = spokenLanguages.map((code) => ({ value: code, label: languageName(code) }));
  const form = useForm<ProfessionalFormValues, unknown, ProfessionalFormValues>({
    // The error summary takes the focus and links to each field.
    shouldFocusError: false,
    // The form keeps every answer as text; the schema also accepts numbers and missing optionals, a wider input.
    resolver: zodResolver(professionalInformationSchema, undefined, {
      raw: true,
    }) as unknown as Resolver<ProfessionalFormValues>,
    defaultValues: professionalFormValues(application),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = form;
  const education = useFieldArray({ control, name: 'education' });
  const jobType = useWatch({ control, name: 'jobType' }) as JobType | '';
  const sector = useWatch({ control, name: 'sector' });
  const levelOptions = useOptions(
    'classificationLevel',
    jobType ? classificationLevelsByJobType[jobType] : classificationLevels,
  );
  const specializationOptions = useOptions(
    'specialization',
    jobType ? specializationsByJobType[jobType] : specializations,
  );
  const message = useFieldMessage(errors);
  const draft = useStepDraft('professional', form);

  const onJobTypeChange = (value: string, onChange: (value: string) => void) => {
    onChange(value);
    const levels: readonly string[] = classificationLevelsByJobType[value as JobType] ?? [];
    if (!levels.includes(getValues('classificationLevel'))) setValue('classificationLevel', '');
    const specialization = getValues('specialization') as Specialization | '';
    if (specialization && !specializationFitsJobType(specialization, value as JobType)) setValue('specialization', '');
  };

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
        variables: { input: professionalInput(values) },
        update: (cache, { data }) => rememberApplication(cache, data?.saveApplicationProfessional),
      }),
  });

  const checkboxGroup = (
    name:
      'secondarySpecialities' | 'consultationTypes' | 'communicationStyles' | 'languages' | 'offeredSpecializations',
    options: { value: string; label: string }[],
    optional = false,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CheckboxGroup
          id={`application-${name}`}
          legend={t(`application.professional.${name}`)}
          options={options}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          required={!optional}
          optional={optional}
          error={message(name)}
        />
      )}
    />
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="application-step-title">
      <LeaveStepDialog step="professional" unsaved={draft.unsaved} />
      <FormAlerts errors={summary.items} formError={formError} />

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{t('application.professional.education')}</legend>
        <p className={styles.intro}>{t('application.professional.educationHint')}</p>
        {message('education') && (
          <p className={styles.alert} id="application-education-error">
            {message('education')}
          </p>
        )}
        {education.fields.map((entry, index) => (
          <fieldset key={entry.id} className={styles.group}>
            <legend className={styles.groupTitle}>
              {t('application.professional.educationEntry', { number: index + 1 })}
            </legend>
            <div className={styles.row}>
              <Select
                id={`application-education-${index}-degree`}
                label={t('application.professional.degree')}
                placeholder={t('application.choose')}
                options={degreeOptions}
                required
                error={message(`education.${index}.degree`)}
                {...register(`education.${index}.degree`)}
              />
              <TextField
                id={`application-education-${index}-institution`}
                label={t('application.professional.institution')}
                required
                maxLength={200}
                error={message(`education.${index}.institution`)}
                {...register(`education.${index}.institution`)}
              />
            </div>
            {education.fields.length > 1 && (
              <div>
                <Button variant="ghost" size="small" onClick={() => education.remove(index)}>
                  {t('application.professional.removeEducation', { number: index + 1 })}
                </Button>
              </div>
            )}
          </fieldset>
        ))}
        {education.fields.length < maxEducationEntries && (
          <div>
            <Button variant="secondary" onClick={() => education.append({ degree: '', institution: '' })}>
              {t('application.professional.addEducation')}
            </Button>
          </div>
        )}
      </fieldset>

      {/* The job type decides which specializations and classification levels fit: it comes before them. */}
      <Controller
        control={control}
        name="jobType"
        render={({ field }) => (
          <RadioGroup
            id="application-jobType"
            label={t('application.professional.jobType')}
            options={jobTypeOptions}
            required
            value={field.value}
            onValueChange={(value) => onJobTypeChange(value, field.onChange)}
            error={message('jobType')}
          />
        )}
      />
      <div className={styles.row}>
        <Select
          id="application-specialization"
          label={t('application.professional.specialization')}
          hint={t('application.professional.specializationHint')}
          placeholder={t('application.choose')}
          options={specializationOptions}
          required
          error={message('specialization')}
          {...register('specialization')}
        />
        <Select
          id="application-classificationLevel"
          label={t('application.professional.classificationLevel')}
          hint={t('application.professional.classificationLevelHint')}
          placeholder={t('application.choose')}
          options={levelOptions}
          required
          error={message('classificationLevel')}
          {...register('classificationLevel')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          id="application-experienceInYears"
          label={t('application.professional.experienceInYears')}
          hint={t('application.professional.experienceInYearsHint')}
          inputMode="numeric"
          dir="ltr"
          required
          maxLength={3}
          error={message('experienceInYears')}
          {...register('experienceInYears')}
        />
      </div>
      <div className={styles.row}>
        <TextField
          id="application-sfhscRegistrationNumber"
          label={t('application.professional.sfhscRegistrationNumber')}
          hint={t('application.professional.sfhscRegistrationNumberHint')}
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={30}
          error={message('sfhscRegistrationNumber')}
          {...register('sfhscRegistrationNumber')}
        />
        <DateInput
          id="application-sfhscExpirationDate"
          label={t('application.professional.sfhscExpirationDate')}
          required
          error={message('sfhscExpirationDate')}
          {...register('sfhscExpirationDate')}
        />
      </div>
      <Controller
        control={control}
        name="sector"
        render={({ field }) => (
          <RadioGroup
            id="application-sector"
            label={t('application.professional.sector')}
            options={sectorOptions}
            required
            value={field.value}
            onValueChange={field.onChange}
            error={message('sector')}
          />
        )}
      />
      {sector !== 'not_working' && (
        <TextField
          id="application-employerName"
          label={t('application.professional.employerName')}
          autoComplete="organization"
          required
          maxLength={150}
          error={message('employerName')}
          {...register('employerName')}
        />
      )}
      {checkboxGroup('secondarySpecialities', secondaryOptions, true)}
      {checkboxGroup('consultationTypes', consultationOptions)}
      {checkboxGroup('communicationStyles', styleOptions)}
      {checkboxGroup('languages', languageOptions)}
      {checkboxGroup('offeredSpecializations', offeredOptions)}

      <fieldset className={styles.group}>
        <legend className={styles.groupTitle}>{t('application.professional.links')}</legend>
        <div className={styles.row}>
          <TextField
            id="application-twitterUrl"
            type="url"
            label={t('application.professional.twitterUrl')}
            placeholder="https://x.com/…"
            dir="ltr"
            optional
            maxLength={300}
            error={message('twitterUrl')}
            {...register('twitterUrl')}
          />
          <TextField
            id="application-linkedinUrl"
            type="url"
            label={t('application.professional.linkedinUrl')}
            placeholder="https://www.linkedin.com/in/…"
            dir="ltr"
            optional
            maxLength={300}
            error={message('linkedinUrl')}
            {...register('linkedinUrl')}
          />
        </div>
      </fieldset>
      <TextField
        id="application-iban"
        label={t('application.professional.iban')}
        hint={t('application.professional.ibanHint')}
        placeholder="SA00 0000 0000 0000 0000 0000"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        optional
        maxLength={40}
        error={message('iban')}
        {...register('iban')}
      />

      <div className={styles.actions}>
        <LocaleLink to={backTo} className={buttonClassName({ variant: 'secondary', size: 'large' })}>
          {t('application.actions.back')}
        </LocaleLink>
        <Button type="submit" size="large" loading={isSubmitting} className={styles.actionsEnd}>
          {t('application.actions.saveAndContinue')}
        </Button>
      </div>
    </form>
  );
}
