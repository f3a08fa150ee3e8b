import { useEffect, useState } from 'react';
import type { Language } from '@bakery/core';
import { request } from '../../api/client';
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

async function loadBreakdown(mode: 'zone' | 'client', deadline: string, language: Language): Promise<BreakdownGroup[]> {
  if (mode === 'zone') {
    const { bakeList } = await request(BakeListByZoneQuery, { deadline, language });
    return (bakeList?.byZone ?? []).map((z) => ({ key: z.zoneId, name: z.zoneName, items: z.items }));
  }
  const { bakeList } = await request(BakeListByClientQuery, { deadline, language });
  return (bakeList?.byClient ?? []).map((c) => ({ key: c.clientId, name: c.clientName, items: c.items }));
}

/** The breakdown by zone or by client of a deadline, asked for only while it is shown. */
export function useBreakdown(mode: BreakdownMode, deadline: string | null, language: Language, reloadKey: unknown) {
  // what was loaded for which view: anything loaded for another view counts as loading
  const [loaded, setLoaded] = useState<{ key: string; result: Loaded } | null>(null);
  const [retries, setRetries] = useState(0);
  const key = `${mode}|${deadline ?? ''}|${language}|${String(reloadKey)}|${retries}`;

  useEffect(() => {
    if (mode === 'none' || !deadline) return;
    let live = true;
    loadBreakdown(mode, deadline, language)
      .then((groups) => live && setLoaded({ key, result: { status: 'ready', groups } }))
      .catch((error: unknown) => live && setLoaded({ key, result: { status: 'failed', error } }));
    return () => {
      live = false;
    };
  }, [mode, deadline, language, key]);

  const state: BreakdownState =
    mode === 'none' || !deadline ? { status: 'idle' } : loaded?.key === key ? loaded.result : { status: 'loading' };
  return { state, retry: () => setRetries((n) => n + 1) };
}
