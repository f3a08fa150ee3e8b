import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { request } from '../../api/client';
import type { OperationData } from '../../api/operation';
import { apiQueryKey, loadStateOf, useApiQuery } from '../../api/query';
import {
  CompileDeadlinesQuery,
  CompileListQuery,
  SetMissingMutation,
  SetPackedMutation,
  UploadMeasuredWeightMutation,
  type CompileDeadline,
  type CompileLine,
  type CompileList,
  type CompileZone,
} from '../../api/operations';
import { useLanguage } from '../../i18n/use-language';
import { useBakeryToday } from '../auth';
import { useStableHandler } from '../../ui/useStableHandler';
import { defaultDeadline, withLine } from './compile-state';

type DeadlinesState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; items: CompileDeadline[] };
type ListState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; list: CompileList };

/**
 * /orders/compile: the deadlines to pick from, the selection (deadline and zone in the address,
 * so a reload or a second tablet shows the same), one page of the compile list and the line
 * changes, each answered by the server's line (the list and the zone's progress follow it).
 */
export function useCompile() {
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const [page, setPageNumber] = useState(0);

  const deadlinesQuery = useApiQuery(CompileDeadlinesQuery, {});
  const loadedDeadlines = loadStateOf(deadlinesQuery);
  const deadlines: DeadlinesState =
    loadedDeadlines.status === 'ready'
      ? { status: 'ready', items: loadedDeadlines.data.bakeListDeadlines }
      : loadedDeadlines;

  const chosen = params.get('deadline');
  const today = useBakeryToday();
  const deadline = chosen ?? (deadlines.status === 'ready' ? defaultDeadline(deadlines.items, today) : null);
  const zone: CompileZone = params.get('zone');

  const variables = { deadline: deadline ?? '', zoneId: zone, page, language };
  const listQuery = useApiQuery(CompileListQuery, variables, { enabled: deadline !== null });
  const loadedList = loadStateOf(listQuery);
  // before the deadlines arrive nothing is loading yet; afterwards no deadline means nothing to pack
  const list: ListState = !deadline
    ? { status: 'idle' }
    : loadedList.status === 'ready'
      ? { status: 'ready', list: loadedList.data.compileList }
      : loadedList;

  const select = (change: { deadline?: string; zone?: CompileZone }) => {
    setPageNumber(0);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const nextDeadline = change.deadline ?? deadline;
        if (nextDeadline) next.set('deadline', nextDeadline);
        const nextZone = 'zone' in change ? change.zone : zone;
        if (nextZone === null || nextZone === undefined) next.delete('zone');
        else next.set('zone', nextZone);
        return next;
      },
      { replace: true },
    );
  };

  const setPage = (next: number) => setPageNumber(next);

  const { refetch } = listQuery;
  const reload = useCallback(() => void refetch(), [refetch]);
  const reloadDeadlines = () => void deadlinesQuery.refetch();

  /** Shows the server's line in the list (and the zone's progress), in the list shown now. */
  const apply = useStableHandler((line: CompileLine) => {
    queryClient.setQueryData<OperationData<typeof CompileListQuery>>(
      apiQueryKey(CompileListQuery, variables),
      (current) => current && { compileList: withLine(current.compileList, line) },
    );
    return line;
  });

  // one object for the screen's life: the memoised bags and lines are drawn again only when their data changes
  const lineActions = useMemo<CompileLineActions>(
    () => ({
      saveWeight: async (id, grams) =>
        apply((await request(UploadMeasuredWeightMutation, { orderedProductId: id, grams })).uploadMeasuredWeight),
      setMissing: async (id, amount) =>
        apply((await request(SetMissingMutation, { orderedProductId: id, amount })).setMissing),
      setPacked: async (id, packed) =>
        apply((await request(SetPackedMutation, { orderedProductId: id, packed })).setPacked),
    }),
    [apply],
  );

  return { deadlines, reloadDeadlines, deadline, zone, select, list, page, setPage, reload, lineActions };
}

/** What a line of the compile list may change; each resolves with the server's line. */
export interface CompileLineActions {
  /** Whole grams, or -1 to reset to "not weighed". */
  saveWeight: (id: string, grams: number) => Promise<CompileLine>;
  setMissing: (id: string, amount: number) => Promise<CompileLine>;
  setPacked: (id: string, packed: boolean) => Promise<CompileLine>;
}

export type CompileApi = ReturnType<typeof useCompile>;
