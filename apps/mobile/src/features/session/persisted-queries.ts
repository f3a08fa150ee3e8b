import { useEffect, useState } from 'react';
import { dehydrate, hydrate, useQueryClient, type DehydratedState, type Query } from '@tanstack/react-query';
import { GuestOrderOptionsQuery, GuestProductsQuery } from '@bakery/api';
import type { KeyValueStore } from '../../platform/app-storage';
import { LOCAL_KEYS, readLocal, writeLocal } from './local-data';
import { operationKey } from './query';

/** The answers kept on the device: what the products and the basket need to open without a connection. */
const PERSISTED = new Set([operationKey(GuestProductsQuery)[0], operationKey(GuestOrderOptionsQuery)[0]]);

function persisted(query: Query): boolean {
  return PERSISTED.has(String(query.queryKey[0]));
}

/**
 * The query cache's persister, kept small on purpose (ADR 018): the kept answers of the product list
 * and the ordering rules are read back into the cache (for the same account only, as the basket) and
 * written after each successful answer, to the app's store (AsyncStorage; localStorage on the web).
 * Returns whether the kept answers were read: the queries wait for it, so the server's answer (or
 * its failure without a connection) always comes after them. Restored answers are stale: they show
 * at once and are asked again.
 */
export function usePersistedQueries(store: KeyValueStore, userId: string | null): boolean {
  const queryClient = useQueryClient();
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let current = true;
    void readLocal<DehydratedState>(store, LOCAL_KEYS.queries, userId).then((kept) => {
      if (!current) return;
      if (kept) {
        try {
          hydrate(queryClient, kept);
          void queryClient.invalidateQueries({ predicate: persisted, refetchType: 'none' });
        } catch {
          // unreadable data counts as none
        }
      }
      setRestored(true);
    });
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success' || !persisted(event.query)) return;
      const state = dehydrate(queryClient, {
        shouldDehydrateQuery: (query) => persisted(query) && query.state.status === 'success',
      });
      void writeLocal(store, LOCAL_KEYS.queries, userId, state);
    });
    return () => {
      current = false;
      unsubscribe();
    };
  }, [queryClient, store, userId]);

  return restored;
}
