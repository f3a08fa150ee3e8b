import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiMutation, useApiQuery } from '../../api/query';
import {
  CreateHolidayMutation,
  DeleteHolidayMutation,
  HolidaysQuery,
  UpdateHolidayMutation,
} from '../../api/operations';

/** One page (5, newest first) of the bakery's holidays; changes refetch the list. */
export function useHolidays() {
  const [page, setPage] = useState(0);
  const query = useApiQuery(HolidaysQuery, { page }, { placeholderData: keepPreviousData });
  const invalidates = [HolidaysQuery];
  const update = useApiMutation(UpdateHolidayMutation, { invalidates });
  const create = useApiMutation(CreateHolidayMutation, { invalidates });
  const remove = useApiMutation(DeleteHolidayMutation, { invalidates });

  // a delete may empty the last page: step back to the one before
  const holidays = query.data?.holidays;
  if (holidays && !query.isPlaceholderData && holidays.items.length === 0 && page > 0) {
    setPage(Math.max(0, Math.ceil(holidays.total / holidays.pageSize) - 1));
  }

  return {
    query,
    page,
    setPage,
    save: async (id: string | null, input: { name: string; from: string; to: string }) => {
      if (id) await update.mutateAsync({ id, ...input });
      else await create.mutateAsync(input);
    },
    remove: async (id: string) => {
      await remove.mutateAsync({ id });
    },
  };
}
