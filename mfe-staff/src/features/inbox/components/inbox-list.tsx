import { useLocalePath } from '@sakina/shared/navigation';
import { Pagination } from '@sakina/shared/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { inboxPageSize, useInbox } from '../api/get-inbox';
import { ListState } from '../../../components/list-parts';
import { useStaffConsole } from '../../../state/staff-store';
import { inboxListSearch, readInboxListQuery, type InboxListQuery } from '../utils/inbox-list-query';
import { InboxFilterForm } from './inbox-filter-form';
import { InboxTable } from './inbox-table';

/** The messages and requests the list's address asks for, a page at a time, newest first. */
export function InboxList() {
  const { t } = useTranslation('staff');
  const toLocale = useLocalePath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const query = readInboxListQuery(searchParams);
  const search = inboxListSearch(query);
  const rememberSearch = useStaffConsole((store) => store.setInboxListSearch);
  const { data, loading, error } = useInbox(query);
  const page = data?.staffInbox;
  const pageCount = page ? Math.max(1, Math.ceil(page.total / inboxPageSize)) : 1;
  const listAddress = (view: InboxListQuery) => `${toLocale('/staff/inbox')}${inboxListSearch(view)}`;

  // An item's page links back to the list as it was left.
  useEffect(() => rememberSearch(search), [rememberSearch, search]);

  return (
    <>
      <InboxFilterForm key={search} query={query} apply={(view) => navigate(listAddress(view))} />
      <ListState loading={loading} error={error} count={page ? t('inbox.count', { count: page.total }) : undefined} />
      {page && page.items.length > 0 ? <InboxTable rows={page.items} /> : null}
      {pageCount > 1 ? (
        <Pagination
          page={query.page}
          pageCount={pageCount}
          getHref={(target) => listAddress({ ...query, page: target })}
        />
      ) : null}
    </>
  );
}
