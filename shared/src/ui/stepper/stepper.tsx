import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CheckIcon } from '../icons/icons';
import { classNames } from '../utils/class-names';
import { formatNumber } from '../utils/format-number';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './stepper.module.css';

export type StepperStep = {
  id: string;
  label: string;
  /** Where a completed step links back to. */
  href?: string;
};

export type StepStatus = 'complete' | 'current' | 'upcoming';

export type StepperProps = {
  steps: StepperStep[];
  /** 0-based index of the step being filled in. */
  currentIndex: number;
  /** Ids of completed steps; defaults to every step before the current one. */
  completedIds?: string[];
  /** Names the navigation; defaults to "Form progress". */
  label?: string;
  className?: string;
};

function statusOf(step: StepperStep, index: number, currentIndex: number, completedIds?: string[]): StepStatus {
  if (index === currentIndex) return 'current';
  const complete = completedIds ? completedIds.includes(step.id) : index < currentIndex;
  return complete ? 'complete' : 'upcoming';
}

/** Progress through a multi-step form; completed steps link back so answers can be changed. */
export function Stepper({ steps, currentIndex, completedIds, label, className }: StepperProps) {
  const { t, i18n } = useTranslation('ui');
  const total = formatNumber(steps.length, i18n.language);

  return (
    <nav aria-label={label ?? t('stepper.label')} className={classNames(styles.stepper, className)}>
      <p className={styles.count}>
        {t('stepper.step', { current: formatNumber(currentIndex + 1, i18n.language), total })}
      </p>
      <ol className={styles.list}>
        {steps.map((step, index) => {
          const status = statusOf(step, index, currentIndex, completedIds);
          const body = (
            <>
              <span className={styles.marker} aria-hidden="true">
                {status === 'complete' ? <CheckIcon /> : formatNumber(index + 1, i18n.language)}
              </span>
              <span className={styles.label}>
                {step.label}
                <VisuallyHidden> ({t(`stepper.${status}`)})</VisuallyHidden>
              </span>
            </>
          );
          return (
            <li
              key={step.id}
              className={styles.step}
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              <span className={styles.bar} aria-hidden="true" />
              {status === 'complete' && step.href ? (
                <Link to={step.href} className={styles.stepBody}>
                  {body}
                </Link>
              ) : (
                <span className={styles.stepBody}>{body}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
