import { Pagination } from '@sakina/shared/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { staffFailure } from './staff-error';
import styles from './staff.module.css';

/**
 * A list's filter form: it edits a draft, and applying it (back to page 1) is what the list follows, so
 * half-typed filters never send a query.
 */
export function useFilterDraft<Filters extends { page: number }>(
  filters: Filters,
  setFilters: (filters: Filters) => void,
  accept: (draft: Filters) => boolean = () => true,
) {
  const [draft, setDraft] = useState<Filters>(filters);
  function apply(event: FormEvent) {
    event.preventDefault();
    if (accept(draft)) setFilters({ ...draft, page: 1 });
  }
  return { draft, setDraft, apply };
}

interface ListStateProps {
  loading: boolean;
  error: unknown;
  /** The count as read aloud once the list arrived. */
  count: string | undefined;
}

/** What a list says above itself: the refusal, or how many it holds (announced as it changes). */
export function ListState({ loading, error, count }: ListStateProps) {
  const { t } = useTranslation('staff');
  return (
    <>
      {error ? (
        <p role="alert" className={styles.error}>
          {t(`errors.${staffFailure(error).code}`)}
        </p>
      ) : null}
      <p role="status" className={styles.count}>
        {loading ? t('common.loading') : (count ?? '')}
      </p>
    </>
  );
}

interface ListPagesProps<Filters extends { page: number }> {
  total: number | undefined;
  pageSize: number;
  filters: Filters;
  setFilters: (filters: Filters) => void;
}

/** The list's pages, once there is more than one: a page is one more filter of the list. */
export function ListPages<Filters extends { page: number }>({
  total,
  pageSize,
  filters,
  setFilters,
}: ListPagesProps<Filters>) {
  const pageCount = total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <Pagination page={filters.page} pageCount={pageCount} onPageChange={(page) => setFilters({ ...filters, page })} />
  );
}
