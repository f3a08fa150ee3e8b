import { useCallback, useEffect, useState } from 'react';
import type { Language } from '@bakery/core';
import { request } from '../../api/client';
import {
  BakeListClientNamesQuery,
  BakeListDeadlinesQuery,
  BakeListQuery,
  GenerateBakeListMutation,
  RemoveAdditionalBreadMutation,
  SetAdditionalBreadMutation,
  type BakeListData,
  type BakeListDeadlineOption,
} from '../../api/operations';

type ListState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  /** list null: no deadline to show (no upcoming orders). `refreshing`: a reload is under way, the old list stays. */
  | { status: 'ready'; list: BakeListData | null; refreshing: boolean };

/**
 * /bakery: the deadlines to pick from and the bake list of the chosen one (at first the server's
 * next production run), in `language`; generating and the additional breads answer with the whole
 * list, which replaces the shown one.
 */
export function useBakeList(language: Language) {
  // null: the server's default (the next production run)
  const [requested, setRequested] = useState<string | null>(null);
  const [state, setState] = useState<ListState>({ status: 'loading' });
  const [deadlines, setDeadlines] = useState<BakeListDeadlineOption[]>([]);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    request(BakeListQuery, { deadline: requested, language })
      .then(({ bakeList }) => live && setState({ status: 'ready', list: bakeList, refreshing: false }))
      .catch((error: unknown) => live && setState({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [requested, language, reloads]);

  useEffect(() => {
    let live = true;
    // the picker is a convenience: without it the list of the shown deadline still works
    request(BakeListDeadlinesQuery)
      .then(({ bakeListDeadlines }) => live && setDeadlines(bakeListDeadlines))
      .catch(() => live && setDeadlines([]));
    return () => {
      live = false;
    };
  }, [reloads]);

  const list = state.status === 'ready' ? state.list : null;
  const deadline = list?.deadline ?? requested;

  const select = (next: string) => {
    if (next === deadline) return;
    setState({ status: 'loading' });
    setRequested(next);
  };

  const reload = useCallback(() => {
    setState((current) => (current.status === 'ready' ? { ...current, refreshing: true } : { status: 'loading' }));
    setReloads((n) => n + 1);
  }, []);

  const show = (next: BakeListData) => {
    setState({ status: 'ready', list: next, refreshing: false });
    return next;
  };

  const generate = async () => {
    if (!deadline) return;
    const generated = show((await request(GenerateBakeListMutation, { deadline, language })).generateBakeList);
    setDeadlines((current) =>
      current.map((d) => (d.deadline === generated.deadline ? { ...d, generatedAt: generated.generatedAt } : d)),
    );
  };
  const setAdditional = async (productId: string, amount: number) => {
    if (deadline) show((await request(SetAdditionalBreadMutation, { deadline, productId, amount })).setAdditionalBread);
  };
  const removeAdditional = async (productId: string) => {
    if (deadline) show((await request(RemoveAdditionalBreadMutation, { deadline, productId })).removeAdditionalBread);
  };

  return { state, list, deadline, deadlines, reloads, select, reload, generate, setAdditional, removeAdditional };
}

export type BakeListApi = ReturnType<typeof useBakeList>;

/**
 * Names of the accounts of the changed orders (the server gives their ids), asked for only when
 * orders changed after generation, again when other accounts appear. An unknown id stays unnamed.
 */
export function useClientNames(deadline: string | null, clientIds: readonly string[]): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const wanted = [...new Set(clientIds)].sort().join(',');

  useEffect(() => {
    if (!deadline || !wanted) return;
    let live = true;
    request(BakeListClientNamesQuery, { deadline })
      .then(
        ({ bakeList }) => live && setNames(new Map((bakeList?.byClient ?? []).map((c) => [c.clientId, c.clientName]))),
      )
      .catch(() => live && setNames(new Map()));
    return () => {
      live = false;
    };
  }, [deadline, wanted]);
  return names;
}
