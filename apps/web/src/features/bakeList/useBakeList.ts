import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@bakery/core';
import { operationName, type OperationData } from '../../api/operation';
import { apiQueryKey, loadStateOf, useApiMutation, useApiQuery } from '../../api/query';
import {
  BakeListByClientQuery,
  BakeListByZoneQuery,
  BakeListClientNamesQuery,
  BakeListDeadlinesQuery,
  BakeListOfDayQuery,
  BakeListQuery,
  GenerateBakeListMutation,
  RemoveAdditionalBreadMutation,
  SetAdditionalBreadMutation,
  type BakeListData,
  type BakeListDeadlineOption,
  type DayBakeListData,
} from '../../api/operations';

type ListState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  /** list null: no deadline to show (no upcoming orders). `refreshing`: a reload is under way, the old list stays. */
  | { status: 'ready'; list: BakeListData | null; refreshing: boolean };

/** What a reload reads again: the list, the deadlines, and the breakdowns and names of the changed orders. */
const BAKE_LIST_QUERIES = [
  BakeListQuery,
  BakeListOfDayQuery,
  BakeListDeadlinesQuery,
  BakeListByZoneQuery,
  BakeListByClientQuery,
  BakeListClientNamesQuery,
];
const NO_DEADLINES: BakeListDeadlineOption[] = [];
/** The picker's value of a whole delivery day. */
export const DAY_PREFIX = 'day:';

type DayState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; list: DayBakeListData };

/**
 * /bakery: the deadlines to pick from and the bake list of the chosen one (at first the server's
 * next production run), in `language`; generating and the additional breads answer with the whole
 * list, which replaces the shown one.
 */
export function useBakeList(language: Language) {
  const queryClient = useQueryClient();
  // null: the server's default (the next production run)
  const [requested, setRequested] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  // a whole delivery day instead of one deadline (issue 45): every deadline of the day summed
  const [day, setDay] = useState<string | null>(null);
  const variables = { deadline: requested, language };
  const query = useApiQuery(BakeListQuery, variables);
  const loaded = loadStateOf(query);
  const state: ListState =
    loaded.status === 'ready' ? { status: 'ready', list: loaded.data.bakeList, refreshing: reloading } : loaded;
  // the picker is a convenience: without it the list of the shown deadline still works
  const deadlinesQuery = useApiQuery(BakeListDeadlinesQuery, {});
  const deadlines = deadlinesQuery.isError ? NO_DEADLINES : (deadlinesQuery.data?.bakeListDeadlines ?? NO_DEADLINES);

  const dayQuery = useApiQuery(BakeListOfDayQuery, { deliveryDate: day ?? '', language }, { enabled: day !== null });
  const dayLoaded = loadStateOf(dayQuery);
  const dayState: DayState | null =
    day === null
      ? null
      : dayLoaded.status === 'ready'
        ? { status: 'ready', list: dayLoaded.data.bakeListOfDay }
        : dayLoaded;

  const list = state.status === 'ready' ? state.list : null;
  const deadline = list?.deadline ?? requested;

  /** A deadline, or a whole delivery day as `day:YYYY-MM-DD` (the picker's value of it). */
  const select = (next: string) => {
    if (next.startsWith(DAY_PREFIX)) {
      setDay(next.slice(DAY_PREFIX.length));
      return;
    }
    setDay(null);
    if (next === deadline) return;
    setRequested(next);
  };

  const reload = useCallback(() => {
    setReloading(true);
    void Promise.all(
      BAKE_LIST_QUERIES.map((operation) => queryClient.invalidateQueries({ queryKey: [operationName(operation)] })),
    ).finally(() => setReloading(false));
  }, [queryClient]);

  /** Shows the list a change answered; the names of its changed orders are asked for again. */
  const show = (next: BakeListData) => {
    queryClient.setQueryData(apiQueryKey(BakeListQuery, variables), { bakeList: next });
    void queryClient.invalidateQueries({ queryKey: [operationName(BakeListClientNamesQuery)] });
    return next;
  };

  // the answers are put in at the call: under the variables of the list shown then (its deadline may be
  // the server's default, null), the client names refetched in the background while the new list shows
  const generateBakeList = useApiMutation(GenerateBakeListMutation);
  const setAdditionalBread = useApiMutation(SetAdditionalBreadMutation);
  const removeAdditionalBread = useApiMutation(RemoveAdditionalBreadMutation);

  const generate = async () => {
    if (!deadline) return;
    const generated = show((await generateBakeList.mutateAsync({ deadline, language })).generateBakeList);
    queryClient.setQueryData<OperationData<typeof BakeListDeadlinesQuery>>(
      apiQueryKey(BakeListDeadlinesQuery, {}),
      (current) =>
        current && {
          bakeListDeadlines: current.bakeListDeadlines.map((d) =>
            d.deadline === generated.deadline ? { ...d, generatedAt: generated.generatedAt } : d,
          ),
        },
    );
  };
  const setAdditional = async (productId: string, amount: number) => {
    if (deadline) show((await setAdditionalBread.mutateAsync({ deadline, productId, amount })).setAdditionalBread);
  };
  const removeAdditional = async (productId: string) => {
    if (deadline) show((await removeAdditionalBread.mutateAsync({ deadline, productId })).removeAdditionalBread);
  };

  return {
    state,
    list,
    deadline,
    deadlines,
    day,
    dayState,
    select,
    reload,
    generate,
    setAdditional,
    removeAdditional,
  };
}

export type BakeListApi = ReturnType<typeof useBakeList>;

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/**
 * Names of the accounts of the changed orders (the server gives their ids), asked for only when
 * orders changed after generation, again when the list changes. An unknown id stays unnamed.
 */
export function useClientNames(deadline: string | null, clientIds: readonly string[]): ReadonlyMap<string, string> {
  const query = useApiQuery(
    BakeListClientNamesQuery,
    { deadline: deadline ?? '' },
    {
      enabled: Boolean(deadline) && clientIds.length > 0,
      select: ({ bakeList }) => new Map((bakeList?.byClient ?? []).map((c) => [c.clientId, c.clientName])),
    },
  );
  return query.isError ? NO_NAMES : (query.data ?? NO_NAMES);
}
