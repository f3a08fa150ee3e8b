import { useState } from 'react';
import { loadStateOf, useApiQuery } from '../../api/query';
import { BillsQuery, type BillListArgs } from '../../api/operations';
import type { BillSummary } from '../../api/operations';

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
  const query = useApiQuery(BillsQuery, billListArgs(filters, page - 1));
  const loaded = loadStateOf(query);
  const list: ListState =
    loaded.status === 'ready'
      ? { status: 'ready', items: loaded.data.bills.items, total: loaded.data.bills.total }
      : loaded;

  const setFilters = (change: Partial<BillListFilters>) => {
    setFiltersState((current) => ({ ...current, ...change }));
    setPageNumber(1);
  };
  const setPage = (next: number) => setPageNumber(next);
  const reload = () => void query.refetch();

  const pages = list.status === 'ready' ? Math.max(1, Math.ceil(list.total / BILL_PAGE_SIZE)) : 1;
  return { page, setPage, pages, filters, setFilters, list, reload };
}
