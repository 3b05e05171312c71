import { useEffect, useRef, useState } from 'react';
import { useBeginSetup, type StaffSetup } from '../api/begin-setup';
import { staffFailure, type StaffFailure } from '../../../components/staff-error';

/** Opens the one-time link, once per page (not again when React runs the effect twice): the set-up, or why not. */
export function useSetUpLink(token: string) {
  const [begin] = useBeginSetup();
  const [setup, setSetup] = useState<StaffSetup | null>(null);
  const [linkFailure, setLinkFailure] = useState<StaffFailure | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      setLinkFailure({ code: 'STAFF_SETUP_LINK_INVALID', fields: [] });
      return;
    }
    begin({ variables: { token } })
      .then((result) => setSetup(result.data?.staffBeginSetup ?? null))
      .catch((error: unknown) => setLinkFailure(staffFailure(error)));
  }, [begin, token]);

  return { setup, linkFailure };
}
