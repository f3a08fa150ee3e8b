import type { Language } from '@bakery/core';
import { loadStateOf, useApiQuery } from '../../api/query';
import { BakeListByClientQuery, BakeListByZoneQuery, type BakeListBreakdownRow } from '../../api/operations';

export type BreakdownMode = 'none' | 'zone' | 'client';

/** One zone or client of a breakdown; key null = orders without a zone. */
export interface BreakdownGroup {
  key: string | null;
  name: string | null;
  items: BakeListBreakdownRow[];
}

type Loaded = { status: 'failed'; error: unknown } | { status: 'ready'; groups: BreakdownGroup[] };
export type BreakdownState = { status: 'idle' } | { status: 'loading' } | Loaded;

/** The breakdown by zone or by client of a deadline, asked for only while it is shown (the bake list's reload reads it again). */
export function useBreakdown(mode: BreakdownMode, deadline: string | null, language: Language) {
  const variables = { deadline: deadline ?? '', language };
  const byZone = useApiQuery(BakeListByZoneQuery, variables, {
    enabled: mode === 'zone' && Boolean(deadline),
    select: ({ bakeList }): BreakdownGroup[] =>
      (bakeList?.byZone ?? []).map((z) => ({ key: z.zoneId, name: z.zoneName, items: z.items })),
  });
  const byClient = useApiQuery(BakeListByClientQuery, variables, {
    enabled: mode === 'client' && Boolean(deadline),
    select: ({ bakeList }): BreakdownGroup[] =>
      (bakeList?.byClient ?? []).map((c) => ({ key: c.clientId, name: c.clientName, items: c.items })),
  });
  const query = mode === 'zone' ? byZone : byClient;
  const loaded = loadStateOf(query);
  const state: BreakdownState =
    mode === 'none' || !deadline
      ? { status: 'idle' }
      : loaded.status === 'ready'
        ? { status: 'ready', groups: loaded.data }
        : loaded;
  return { state, retry: () => void query.refetch() };
}
