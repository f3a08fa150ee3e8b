import { useCallback, useEffect, useState } from 'react';
import { request } from '../../api/client';
import { AbosQuery } from '../../api/operations';
import type { Abo } from '../../api/abo-types';

export type AboListState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; items: Abo[]; total: number };

const PAGE_SIZE = 10;

/** The signed-in client's abos, 10 per page; `replace` and `remove` apply a mutation's answer without reloading. */
export function useAbos(enabled = true) {
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [list, setList] = useState<AboListState>({ status: 'loading' });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    request(AbosQuery, { page: page - 1 })
      .then(({ abos }) => live && setList({ status: 'ready', items: abos.items, total: abos.total }))
      .catch((error: unknown) => live && setList({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [enabled, page, version]);

  const reload = useCallback(() => {
    setList({ status: 'loading' });
    setVersion((v) => v + 1);
  }, []);

  const replace = useCallback((abo: Abo) => {
    setList((current) =>
      current.status === 'ready'
        ? { ...current, items: current.items.map((a) => (a.id === abo.id ? abo : a)) }
        : current,
    );
  }, []);

  const pages = list.status === 'ready' ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;
  return { list, page, pages, setPage, reload, replace };
}
