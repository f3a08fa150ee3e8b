import { useCallback, useEffect, useState } from 'react';
import { request } from '../../api/client';
import {
  CreateHolidayMutation,
  DeleteHolidayMutation,
  HolidaysQuery,
  UpdateHolidayMutation,
} from '../../api/operations';
import type { HolidayPage } from '../../api/types';

type State = { status: 'loading' } | { status: 'ready'; page: HolidayPage } | { status: 'failed'; error: unknown };

/** One page (5, newest first) of the bakery's holidays; changes reload the page from the server. */
export function useHolidays() {
  const [page, setPage] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    request(HolidaysQuery, { page })
      .then(({ holidays }) => {
        if (!live) return;
        // a delete may empty the last page: step back to the one before
        if (holidays.items.length === 0 && page > 0)
          setPage(Math.max(0, Math.ceil(holidays.total / holidays.pageSize) - 1));
        else setState({ status: 'ready', page: holidays });
      })
      .catch((error: unknown) => live && setState({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [page, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);

  return {
    state,
    page,
    setPage,
    reload: () => (setState({ status: 'loading' }), reload()),
    save: async (id: string | null, input: { name: string; from: string; to: string }) => {
      if (id) await request(UpdateHolidayMutation, { id, ...input });
      else await request(CreateHolidayMutation, input);
      reload();
    },
    remove: async (id: string) => {
      await request(DeleteHolidayMutation, { id });
      reload();
    },
  };
}
