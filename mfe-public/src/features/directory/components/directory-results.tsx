import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '@sakina/shared/navigation';
import { EmptyState, ErrorState, LinkButton, Pagination, VisuallyHidden } from '@sakina/shared/ui';
import { usePractitioners } from '../api/get-practitioners';
import {
  changeDirectoryState,
  defaultDirectoryState,
  directoryQueryString,
  type DirectoryState,
} from '../utils/directory-state';
import { PractitionerCard } from './practitioner-card';
import { PractitionerCardSkeleton } from './practitioner-card-skeleton';
import styles from './directory.module.css';

type DirectoryResultsProps = {
  state: DirectoryState;
  /** The results region, which a page button moves focus to. */
  resultsRef?: Ref<HTMLElement>;
};

/**
 * The listings of one view: skeletons while loading, then cards, an empty state or an error with retry. The
 * count is one polite live region that stays in place, so each new count is announced.
 */
export function DirectoryResults({ state, resultsRef }: DirectoryResultsProps) {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  const { data, loading, error, refetch } = usePractitioners(state);
  const hrefFor = (view: DirectoryState) => `${toLocale('/practitioners')}${directoryQueryString(view)}`;
  const failed = Boolean(error && !loading);

  let status: ReactNode = '';
  let content: ReactNode;
  if (failed) {
    content = (
      <ErrorState
        message={t('directory.error.message')}
        onRetry={() => {
          void refetch().catch(() => undefined);
        }}
      />
    );
  } else if (!data) {
    status = <VisuallyHidden>{t('directory.results.loading')}</VisuallyHidden>;
    content = (
      <ul className={styles.list} aria-busy="true">
        {Array.from({ length: 4 }, (_, index) => (
          <PractitionerCardSkeleton key={index} />
        ))}
      </ul>
    );
  } else {
    const { items, total, pageCount } = data.practitioners;
    const filtered = directoryQueryString({ ...state, page: 1 }) !== '';
    status = t('directory.results.count', { count: total });
    if (total === 0) {
      content = (
        <EmptyState
          title={t('directory.empty.title')}
          description={t('directory.empty.description')}
          action={
            filtered && (
              <LinkButton to={hrefFor(defaultDirectoryState)} variant="secondary" preventScrollReset>
                {t('directory.empty.action')}
              </LinkButton>
            )
          }
        />
      );
    } else {
      content = (
        <>
          {items.length === 0 ? (
            <EmptyState
              title={t('directory.empty.pageTitle')}
              action={
                <LinkButton
                  to={hrefFor(changeDirectoryState(state, { page: 1 }))}
                  variant="secondary"
                  preventScrollReset
                >
                  {t('directory.empty.firstPage')}
                </LinkButton>
              }
            />
          ) : (
            <ul className={styles.list} aria-busy={loading}>
              {items.map((practitioner) => (
                <PractitionerCard key={practitioner.id} practitioner={practitioner} />
              ))}
            </ul>
          )}
          <Pagination
            page={state.page}
            pageCount={pageCount}
            label={t('directory.results.pages')}
            getHref={(page) => hrefFor(changeDirectoryState(state, { page }))}
            className={styles.pagination}
          />
        </>
      );
    }
  }

  return (
    <section ref={resultsRef} tabIndex={-1} aria-label={t('directory.results.label')} className={styles.results}>
      <p role="status" className={styles.count}>
        {status}
      </p>
      {content}
    </section>
  );
}
