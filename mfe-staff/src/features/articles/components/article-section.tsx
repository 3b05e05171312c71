import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FailureMessage } from '../../../components/failure-message';
import type { StaffFailure } from '../../../components/staff-error';
import styles from '../../../components/staff.module.css';

interface ArticleSectionProps {
  /** The heading's id: the section is named by it. */
  id: string;
  title: string;
  /** A refusal of an action taken in this section, told at its top (with Reload when reading again answers it). */
  failure?: StaffFailure | null;
  onReload?: () => void;
  children: ReactNode;
}

/** A part of the article's page, named by its heading. */
export function ArticleSection({
  id,
  title,
  failure = null,
  onReload = () => undefined,
  children,
}: ArticleSectionProps) {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      <FailureMessage failure={failure} reloadLabel={t('articles.reload')} onReload={onReload} />
      {children}
    </section>
  );
}
