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

/** The listings of one view: skeletons while loading, then cards, an empty state or an error with retry. */
export function DirectoryResults({ state }: { state: DirectoryState }) {
  const { t } = useTranslation('public');
  const toLocale = useLocalePath();
  const { data, loading, error, refetch } = usePractitioners(state);
  const hrefFor = (view: DirectoryState) => `${toLocale('/practitioners')}${directoryQueryString(view)}`;

  if (error && !loading) {
    return (
      <ErrorState
        message={t('directory.error.message')}
        onRetry={() => {
          void refetch().catch(() => undefined);
        }}
      />
    );
  }

  if (!data) {
    return (
      <div aria-busy="true">
        <p role="status" className={styles.count}>
          <VisuallyHidden>{t('directory.results.loading')}</VisuallyHidden>
        </p>
        <ul className={styles.list}>
          {Array.from({ length: 4 }, (_, index) => (
            <PractitionerCardSkeleton key={index} />
          ))}
        </ul>
      </div>
    );
  }

  const { items, total, pageCount } = data.practitioners;
  const filtered = directoryQueryString({ ...state, page: 1 }) !== '';

  if (total === 0) {
    return (
      <>
        <p role="status" className={styles.count}>
          {t('directory.results.count', { count: 0 })}
        </p>
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
      </>
    );
  }

  return (
    <div aria-busy={loading}>
      <p role="status" className={styles.count}>
        {t('directory.results.count', { count: total })}
      </p>
      {items.length === 0 ? (
        <EmptyState
          title={t('directory.empty.pageTitle')}
          action={
            <LinkButton to={hrefFor(changeDirectoryState(state, { page: 1 }))} variant="secondary" preventScrollReset>
              {t('directory.empty.firstPage')}
            </LinkButton>
          }
        />
      ) : (
        <ul className={styles.list}>
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
    </div>
  );
}
