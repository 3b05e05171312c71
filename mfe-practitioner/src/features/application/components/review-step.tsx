import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createIdempotencyKey } from '@sakina/shared/validation';
import { formatDate } from '@sakina/shared/i18n';
import { toFailure } from '@sakina/shared/graphql';
import { LocaleLink, useLocale } from '@sakina/shared/navigation';
import { Button, buttonClassName } from '@sakina/shared/ui';
import type { ApplicationDocumentFieldsFragment, ApplicationFieldsFragment } from '../api/application-fields.generated';
import { useSubmitApplication } from '../api/submit-application';
import { useFailureText } from '../hooks/use-failure-text';
import { useCountryName, useLanguageName } from '../hooks/use-option-labels';
import { completedSteps, documentOf, requiredDocumentKinds, type StepId } from '../utils/form-values';
import styles from './application.module.css';
import { SubmitDialog } from './submit-dialog';

export interface ReviewStepProps {
  application: ApplicationFieldsFragment | null;
  stepPath: (step: StepId) => string;
  /** Runs the submit under the reload guard (SPEC §4). */
  guard: <Result>(action: () => Promise<Result>) => Promise<Result>;
  onSubmitted: (application: ApplicationFieldsFragment) => void;
}

interface Problem {
  step: StepId;
  message: string;
}

function Section({ title, editTo, children }: { title: string; editTo: string; children: ReactNode }) {
  const { t } = useTranslation('practitioner');
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.sectionHeader}>
        <h3 className={styles.sectionTitle}>{title}</h3>
        <LocaleLink
          to={editTo}
          className={buttonClassName({ variant: 'ghost', size: 'small' })}
          aria-label={t('application.actions.edit', { section: title })}
        >
          {t('application.actions.editShort')}
        </LocaleLink>
      </div>
      {children}
    </section>
  );
}

function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Step 4 (evaluation): everything entered, with links back to each step, then the submit with its attestation. */
export function ReviewStep({ application, stepPath, guard, onSubmitted }: ReviewStepProps) {
  const { t } = useTranslation('practitioner');
  const locale = useLocale();
  const countryName = useCountryName();
  const languageName = useLanguageName();
  const failureText = useFailureText();
  const [submit, { loading }] = useSubmitApplication();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  // One key per fill of this page: a double click or a retry of the same submit is stored once.
  const idempotencyKey = useRef(createIdempotencyKey());
  const done = completedSteps(application);
  const complete = (['personal', 'professional', 'attachments'] as const).every((step) => done.includes(step));
  const personal = application?.personal;
  const professional = application?.professional;
  const option = (group: string, value: string) => t(`application.options.${group}.${value}`);
  const listFormat = new Intl.ListFormat(locale, { type: 'conjunction' });
  const list = (group: string, values: string[]) =>
    values.length ? listFormat.format(values.map((value) => option(group, value))) : t('application.review.none');
  const ltr = (text: string) => (
    <bdi dir="ltr" className={styles.ltr}>
      {text}
    </bdi>
  );
  const fileLink = (document: ApplicationDocumentFieldsFragment | undefined) =>
    document ? (
      <a href={document.url}>{document.fileName}</a>
    ) : (
      <span className={styles.missing}>{t('application.review.missing')}</span>
    );

  async function send() {
    setFormError(null);
    setProblems([]);
    try {
      const { data } = await guard(() =>
        submit({ variables: { certified: true, idempotencyKey: idempotencyKey.current } }),
      );
      if (!data) throw new Error('submitApplication returned no data');
      setDialogOpen(false);
      onSubmitted(data.submitApplication);
    } catch (error) {
      setDialogOpen(false);
      const failure = toFailure(error);
      if (failure.kind === 'fields') {
        setProblems(
          failure.fields.map(({ path, code }) => {
            const [section, field] = path.split('.');
            const step: StepId =
              section === 'documents' ? 'attachments' : section === 'professional' ? 'professional' : 'personal';
            const label = section === 'documents' && field ? `${t(`application.attachments.${field}`)}: ` : '';
            return { step, message: `${t(`application.steps.${step}`)} — ${label}${t(code, { ns: 'validation' })}` };
          }),
        );
        return;
      }
      setFormError(failureText(failure));
    }
  }

  return (
    <div className={styles.form}>
      <p className={styles.intro}>{t('application.review.intro')}</p>
      {formError && (
        <p role="alert" className={styles.alert}>
          {formError}
        </p>
      )}
      {problems.length > 0 && (
        <div role="alert" className={styles.alert}>
          <ul>
            {problems.map((problem) => (
              <li key={problem.message}>
                <LocaleLink to={stepPath(problem.step)}>{problem.message}</LocaleLink>
              </li>
            ))}
          </ul>
        </div>
      )}

      <Section title={t('application.steps.personal')} editTo={stepPath('personal')}>
        {personal ? (
          <Details
            rows={[
              [t('application.personal.fullNameAr'), personal.fullNameAr],
              [t('application.personal.fullNameEn'), ltr(personal.fullNameEn)],
              [t('application.personal.nationalId'), ltr(personal.nationalId)],
              [t('application.personal.birthDate'), formatDate(personal.birthDate, locale)],
              [t('application.personal.gender'), option('gender', personal.gender)],
              [t('application.personal.nationality'), countryName(personal.nationality)],
              [t('application.personal.mobile'), ltr(personal.mobile.e164)],
              [t('application.personal.country'), countryName(personal.country)],
              [t('application.personal.city'), personal.city],
              [
                t('application.personal.bioAr'),
                <span lang="ar" dir="rtl">
                  {personal.bioAr}
                </span>,
              ],
              [
                t('application.personal.bioEn'),
                <span lang="en" dir="ltr">
                  {personal.bioEn}
                </span>,
              ],
            ]}
          />
        ) : (
          <p className={styles.missing}>{t('application.review.notFilled')}</p>
        )}
      </Section>

      <Section title={t('application.steps.professional')} editTo={stepPath('professional')}>
        {professional ? (
          <Details
            rows={[
              [
                t('application.professional.education'),
                professional.education
                  .map((entry) => `${option('degree', entry.degree)} — ${entry.institution}`)
                  .join('\n'),
              ],
              [
                t('application.professional.experienceInYears'),
                t('application.review.yearsOfExperience', { count: professional.experienceInYears }),
              ],
              [t('application.professional.sfhscRegistrationNumber'), ltr(professional.sfhscRegistrationNumber)],
              [t('application.professional.sfhscExpirationDate'), formatDate(professional.sfhscExpirationDate, locale)],
              [t('application.professional.jobType'), option('jobType', professional.jobType)],
              [
                t('application.professional.classificationLevel'),
                option('classificationLevel', professional.classificationLevel),
              ],
              [
                t('application.professional.sector'),
                `${option('sector', professional.sector)}${professional.employerName ? ` — ${professional.employerName}` : ''}`,
              ],
              [t('application.professional.specialization'), option('specialization', professional.specialization)],
              [
                t('application.professional.secondarySpecialities'),
                list('secondarySpeciality', professional.secondarySpecialities),
              ],
              [
                t('application.professional.consultationTypes'),
                list('consultationType', professional.consultationTypes),
              ],
              [
                t('application.professional.communicationStyles'),
                list('communicationStyle', professional.communicationStyles),
              ],
              [t('application.professional.languages'), listFormat.format(professional.languages.map(languageName))],
              [
                t('application.professional.offeredSpecializations'),
                list('offeredSpecialization', professional.offeredSpecializations),
              ],
              [
                t('application.professional.twitterUrl'),
                professional.twitterUrl ? ltr(professional.twitterUrl) : t('application.review.none'),
              ],
              [
                t('application.professional.linkedinUrl'),
                professional.linkedinUrl ? ltr(professional.linkedinUrl) : t('application.review.none'),
              ],
              [
                t('application.professional.iban'),
                professional.iban ? ltr(professional.iban) : t('application.review.none'),
              ],
            ]}
          />
        ) : (
          <p className={styles.missing}>{t('application.review.notFilled')}</p>
        )}
      </Section>

      <Section title={t('application.steps.attachments')} editTo={stepPath('attachments')}>
        <Details
          rows={[
            ...requiredDocumentKinds.map((kind): [string, ReactNode] => [
              t(`application.attachments.${kind.toLowerCase()}`),
              fileLink(documentOf(application, kind)),
            ]),
            [
              t('application.attachments.certificates'),
              (application?.documents ?? []).some((document) => document.kind === 'CERTIFICATE') ? (
                <ul>
                  {application!.documents
                    .filter((document) => document.kind === 'CERTIFICATE')
                    .map((document) => (
                      <li key={document.id}>{fileLink(document)}</li>
                    ))}
                </ul>
              ) : (
                t('application.review.none')
              ),
            ],
          ]}
        />
      </Section>

      {complete ? (
        <div className={styles.actions}>
          <LocaleLink to={stepPath('attachments')} className={buttonClassName({ variant: 'secondary', size: 'large' })}>
            {t('application.actions.back')}
          </LocaleLink>
          <Button size="large" className={styles.actionsEnd} onClick={() => setDialogOpen(true)}>
            {t('application.actions.submit')}
          </Button>
        </div>
      ) : (
        <p className={styles.notice}>{t('application.review.incomplete')}</p>
      )}
      <SubmitDialog open={dialogOpen} onOpenChange={setDialogOpen} onConfirm={() => void send()} sending={loading} />
    </div>
  );
}
