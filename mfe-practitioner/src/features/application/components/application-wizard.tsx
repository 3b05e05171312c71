import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { toFailure } from '@sakina/shared/graphql';
import { useLocalePath, useSafeNavigate } from '@sakina/shared/navigation';
import { ErrorState, LinkButton, Spinner, Stepper } from '@sakina/shared/ui';
import type { ApplicationFieldsFragment } from '../api/application-fields.generated';
import { useMyApplication } from '../api/my-application';
import { useFailureText } from '../hooks/use-failure-text';
import { useReloadGuard } from '../hooks/use-reload-guard';
import { completedSteps, resumeStep, stepIds, type StepId } from '../utils/form-values';
import styles from './application.module.css';
import { AttachmentsStep } from './attachments-step';
import { PersonalStep } from './personal-step';
import { ProfessionalStep } from './professional-step';
import { ReviewStep } from './review-step';

export const applicationPath = '/auth/application';
const stepPath = (step: StepId) => `${applicationPath}?step=${step}`;
const isStep = (value: string | null): value is StepId => stepIds.includes(value as StepId);

function RejectionNotice({ reason }: { reason: string }) {
  const { t } = useTranslation('practitioner');
  return (
    <div className={styles.warning}>
      <h2 className={styles.noticeTitle}>{t('application.rejected.title')}</h2>
      <p className={styles.noticeText}>{t('application.rejected.reason')}</p>
      <p className={styles.reason}>{reason}</p>
      <p className={styles.noticeText}>{t('application.rejected.body')}</p>
    </div>
  );
}

function Registered({ warning }: { warning: boolean }) {
  const { t } = useTranslation('practitioner');
  const toLocale = useLocalePath();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  return (
    <div className={styles.panel}>
      <h2 ref={titleRef} tabIndex={-1} className={styles.stepTitle}>
        {t('application.registered.title')}
      </h2>
      <p className={styles.noticeText}>{t('application.registered.body')}</p>
      {warning && (
        <p role="status" className={styles.warning}>
          {t('application.reloadWarning')}
        </p>
      )}
      <div>
        <LinkButton to={toLocale('/auth/status')} size="large">
          {t('application.registered.status')}
        </LinkButton>
      </div>
    </div>
  );
}

/**
 * The four steps at /auth/application (?step=personal|professional|attachments|review). Each step is saved on
 * the server when the visitor moves on, so opening the page on any device resumes at the first unfinished step.
 */
export function ApplicationWizard({ header }: { header: ReactNode }) {
  const { t } = useTranslation('practitioner');
  const failureText = useFailureText();
  const toLocale = useLocalePath();
  const navigate = useSafeNavigate();
  const [searchParams] = useSearchParams();
  const { data, error, refetch } = useMyApplication();
  const { warning, guard } = useReloadGuard();
  const [registered, setRegistered] = useState<ApplicationFieldsFragment | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set when this page submits, so the submitted status shows the registered message instead of redirecting.
  const submitting = useRef(false);
  const application = data?.myApplication ?? null;
  const requested = searchParams.get('step');
  const step: StepId = isStep(requested) ? requested : resumeStep(application);
  const sent = application?.status === 'SUBMITTED' || application?.status === 'ACCEPTED';

  useEffect(() => {
    if (sent && !submitting.current) navigate('/auth/status', { replace: true });
  }, [sent, registered, navigate]);

  // A step the visitor moved to (not the one the page opened on) starts at the top with its heading focused.
  const shownStep = data ? step : null;
  const previousStep = useRef<StepId | null>(null);
  useEffect(() => {
    const previous = previousStep.current;
    previousStep.current = shownStep;
    if (!previous || !shownStep || previous === shownStep) return;
    window.scrollTo(0, 0);
    headingRef.current?.focus();
  }, [shownStep]);

  const goTo = (next: StepId) => navigate(stepPath(next));
  const submitGuard = async <Result,>(action: () => Promise<Result>): Promise<Result> => {
    submitting.current = true;
    try {
      return await guard(action);
    } catch (failure) {
      submitting.current = false;
      throw failure;
    }
  };

  let body: ReactNode;
  if (registered) {
    body = <Registered warning={warning} />;
  } else if (!data && error) {
    body = (
      <ErrorState
        title={t('application.loadError')}
        message={failureText(toFailure(error))}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data || sent) {
    body = (
      <p className={styles.intro} role="status">
        <Spinner size="small" /> {t('application.loading')}
      </p>
    );
  } else {
    const steps = stepIds.map((id) => ({ id, label: t(`application.steps.${id}`), href: toLocale(stepPath(id)) }));
    body = (
      <>
        <Stepper
          steps={steps}
          currentIndex={stepIds.indexOf(step)}
          completedIds={completedSteps(application)}
          label={t('application.steps.label')}
        />
        {application?.status === 'REJECTED' && application.rejectionReason && (
          <RejectionNotice reason={application.rejectionReason} />
        )}
        <section className={styles.panel} aria-labelledby="application-step-title">
          <h2 id="application-step-title" ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
            {t(`application.steps.${step}`)}
          </h2>
          {step === 'personal' && (
            <>
              <p className={styles.intro}>{t('application.personal.intro')}</p>
              <PersonalStep
                key={application?.id ?? 'new'}
                application={application}
                onSaved={() => goTo('professional')}
              />
            </>
          )}
          {step === 'professional' && (
            <>
              <p className={styles.intro}>{t('application.professional.intro')}</p>
              <ProfessionalStep
                key={application?.id ?? 'new'}
                application={application}
                onSaved={() => goTo('attachments')}
                backTo={stepPath('personal')}
              />
            </>
          )}
          {step === 'attachments' && (
            <AttachmentsStep
              application={application}
              limits={data.applicationLimits}
              refresh={() => refetch()}
              onContinue={() => goTo('review')}
              backTo={stepPath('professional')}
            />
          )}
          {step === 'review' && (
            <ReviewStep application={application} stepPath={stepPath} guard={submitGuard} onSubmitted={setRegistered} />
          )}
        </section>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div className={styles.headerText}>
          <h1 className={styles.title}>{t('pages.application.title')}</h1>
          <p className={styles.lead}>{t('application.lead')}</p>
        </div>
        {header}
      </header>
      {body}
    </div>
  );
}
