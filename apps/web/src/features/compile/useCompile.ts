import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { request } from '../../api/client';
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
import { useLanguage } from '../orders/order-format';
import { useBakeryToday } from '../../i18n/bakery-clock';
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
  const [deadlines, setDeadlines] = useState<DeadlinesState>({ status: 'loading' });
  const [list, setList] = useState<ListState>({ status: 'idle' });
  const [page, setPageNumber] = useState(0);
  const [reloads, setReloads] = useState(0);
  const [deadlineReloads, setDeadlineReloads] = useState(0);

  useEffect(() => {
    let live = true;
    request(CompileDeadlinesQuery, {})
      .then(({ bakeListDeadlines }) => live && setDeadlines({ status: 'ready', items: bakeListDeadlines }))
      .catch((error: unknown) => live && setDeadlines({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [deadlineReloads]);

  const chosen = params.get('deadline');
  const today = useBakeryToday();
  const deadline = chosen ?? (deadlines.status === 'ready' ? defaultDeadline(deadlines.items, today) : null);
  const zone: CompileZone = params.get('zone');

  useEffect(() => {
    if (!deadline) return;
    let live = true;
    request(CompileListQuery, { deadline, zoneId: zone, page, language })
      .then(({ compileList }) => live && setList({ status: 'ready', list: compileList }))
      .catch((error: unknown) => live && setList({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [deadline, zone, page, language, reloads]);

  const select = (change: { deadline?: string; zone?: CompileZone }) => {
    setList({ status: 'loading' });
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

  const setPage = (next: number) => {
    setList({ status: 'loading' });
    setPageNumber(next);
  };

  const reload = useCallback(() => {
    setList({ status: 'loading' });
    setReloads((n) => n + 1);
  }, []);

  const reloadDeadlines = () => {
    setDeadlines({ status: 'loading' });
    setDeadlineReloads((n) => n + 1);
  };

  const apply = (line: CompileLine) => {
    setList((current) =>
      current.status === 'ready' ? { status: 'ready', list: withLine(current.list, line) } : current,
    );
    return line;
  };

  const lineActions: CompileLineActions = {
    saveWeight: async (id, grams) =>
      apply((await request(UploadMeasuredWeightMutation, { orderedProductId: id, grams })).uploadMeasuredWeight),
    setMissing: async (id, amount) =>
      apply((await request(SetMissingMutation, { orderedProductId: id, amount })).setMissing),
    setPacked: async (id, packed) =>
      apply((await request(SetPackedMutation, { orderedProductId: id, packed })).setPacked),
  };

  // before the deadlines arrive nothing is loading yet; afterwards no deadline means nothing to pack
  const shownList: ListState = deadline && list.status === 'idle' ? { status: 'loading' } : list;
  return { deadlines, reloadDeadlines, deadline, zone, select, list: shownList, page, setPage, reload, lineActions };
}

/** What a line of the compile list may change; each resolves with the server's line. */
export interface CompileLineActions {
  /** Whole grams, or -1 to reset to "not weighed". */
  saveWeight: (id: string, grams: number) => Promise<CompileLine>;
  setMissing: (id: string, amount: number) => Promise<CompileLine>;
  setPacked: (id: string, packed: boolean) => Promise<CompileLine>;
}

export type CompileApi = ReturnType<typeof useCompile>;
