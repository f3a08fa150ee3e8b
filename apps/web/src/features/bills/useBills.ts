import { useCallback, useEffect, useMemo, useState } from 'react';
import { request } from '../../api/client';
import { BillsQuery, type BillListArgs } from '../../api/operations';
import type { BillSummary } from '../../api/types';

/** §9: bills are paged 10. */
export const BILL_PAGE_SIZE = 10;

export interface BillListFilters {
  clientId: string | null;
  /** Bill date, YYYY-MM-DD, both inclusive; either may be null. */
  from: string | null;
  to: string | null;
  sent: boolean | null;
  paid: boolean | null;
}

export const NO_BILL_FILTERS: BillListFilters = { clientId: null, from: null, to: null, sent: null, paid: null };

/** The server arguments of a page and the filters: empty filters are left out; a one-sided period is closed with itself. */
export function billListArgs(filters: BillListFilters, page: number): BillListArgs {
  const args: BillListArgs = { page };
  if (filters.clientId) args.clientId = filters.clientId;
  const from = filters.from ?? filters.to;
  const to = filters.to ?? filters.from;
  if (from && to) {
    args.from = from;
    args.to = to;
  }
  if (filters.sent !== null) args.sent = filters.sent;
  if (filters.paid !== null) args.paid = filters.paid;
  return args;
}

type ListState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; items: BillSummary[]; total: number };

/** /bills: one page of bills, newest first, with the filters; changing them starts on page one. */
export function useBills() {
  const [page, setPageNumber] = useState(1);
  const [filters, setFiltersState] = useState<BillListFilters>(NO_BILL_FILTERS);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  const args = useMemo(() => billListArgs(filters, page - 1), [filters, page]);

  useEffect(() => {
    let live = true;
    request(BillsQuery, args)
      .then(({ bills }) => live && setList({ status: 'ready', items: bills.items, total: bills.total }))
      .catch((error: unknown) => live && setList({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [args, reloads]);

  const setFilters = (change: Partial<BillListFilters>) => {
    setList({ status: 'loading' });
    setFiltersState((current) => ({ ...current, ...change }));
    setPageNumber(1);
  };
  const setPage = (next: number) => {
    setList({ status: 'loading' });
    setPageNumber(next);
  };
  const reload = useCallback(() => {
    setList({ status: 'loading' });
    setReloads((n) => n + 1);
  }, []);

  const pages = list.status === 'ready' ? Math.max(1, Math.ceil(list.total / BILL_PAGE_SIZE)) : 1;
  return { page, setPage, pages, filters, setFilters, list, reload };
}
