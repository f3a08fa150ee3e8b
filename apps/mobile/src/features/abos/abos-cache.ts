import { useMemo } from 'react';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { GuestAbosQuery, type AppAbo } from '@bakery/api';
import { apiQueryKey } from '../session/query';

/** The cache key of the standing orders list (its pages under one key, useApiPagedQuery). */
export const ABOS_KEY = apiQueryKey(GuestAbosQuery, {});

type AbosPages = InfiniteData<{ items: AppAbo[]; total: number }, number>;

/**
 * The standing orders list in the query cache: every change answers with the standing order as it
 * is now (or deletes it), and the list shows that answer at once, without loading again.
 */
export function useAbosCache() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const update = (change: (data: AbosPages) => AbosPages) =>
      queryClient.setQueryData<AbosPages>(ABOS_KEY, (data) => (data ? change(data) : data));
    return {
      /** A standing order the list holds, or null. */
      find(id: string): AppAbo | null {
        const data = queryClient.getQueryData<AbosPages>(ABOS_KEY);
        return data?.pages.flatMap((page) => page.items).find((abo) => abo.id === id) ?? null;
      },
      /** A saved standing order: replaced where it is, or (new) first in the list. */
      put(abo: AppAbo) {
        update((data) => {
          const exists = data.pages.some((page) => page.items.some((item) => item.id === abo.id));
          const pages = exists
            ? data.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === abo.id ? abo : item)),
              }))
            : data.pages.map((page, index) => ({
                items: index === 0 ? [abo, ...page.items] : page.items,
                total: page.total + 1,
              }));
          return { ...data, pages };
        });
      },
      /** A deleted standing order leaves the list. */
      drop(id: string) {
        update((data) => ({
          ...data,
          pages: data.pages.map((page) => ({
            items: page.items.filter((item) => item.id !== id),
            total: page.total - 1,
          })),
        }));
      },
    };
  }, [queryClient]);
}
