import { useCallback, useEffect, useMemo, useState } from 'react';
import { request } from '../../api/client';
import { AcceptOrderMutation, OrderCountsQuery, OrdersQuery, SetOrderPaidMutation } from '../../api/operations';
import type { OrderCounts, OrderFilter, OrderGroup, OrderSummary } from '../../api/order-types';
import { dayBoundary } from './order-format';

/** §9: orders are paged 10. */
export const ORDER_PAGE_SIZE = 10;

export interface OrderListFilters {
  publicId: string;
  clientId: string | null;
  /** YYYY-MM-DD, both inclusive; either may be null. */
  deadlineFrom: string | null;
  deadlineTo: string | null;
}

export const NO_FILTERS: OrderListFilters = { publicId: '', clientId: null, deadlineFrom: null, deadlineTo: null };

/** The server filter of the list's filters (without the group): empty fields are left out. */
export function filterOf(filters: OrderListFilters): OrderFilter {
  const filter: OrderFilter = {};
  const publicId = filters.publicId.trim();
  if (publicId) filter.publicId = publicId;
  if (filters.clientId) filter.clientId = filters.clientId;
  if (filters.deadlineFrom) filter.deadlineFrom = dayBoundary(filters.deadlineFrom, 'start');
  if (filters.deadlineTo) filter.deadlineTo = dayBoundary(filters.deadlineTo, 'end');
  return filter;
}

type ListState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; items: OrderSummary[]; total: number };

/** /orders: one group, one page, the filters and the counts per group; row actions keep the page in step. */
export function useOrderList() {
  const [group, setGroupState] = useState<OrderGroup>('NEXT');
  const [page, setPageNumber] = useState(1);
  const [filters, setFiltersState] = useState<OrderListFilters>(NO_FILTERS);
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [counts, setCounts] = useState<OrderCounts | null>(null);
  const [reloads, setReloads] = useState(0);
  const filter = useMemo(() => filterOf(filters), [filters]);

  useEffect(() => {
    let live = true;
    request(OrdersQuery, { filter: { ...filter, group }, page: page - 1 })
      .then(({ orders }) => live && setList({ status: 'ready', items: orders.items, total: orders.total }))
      .catch((error: unknown) => live && setList({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [filter, group, page, reloads]);

  useEffect(() => {
    let live = true;
    request(OrderCountsQuery, { filter })
      .then(({ orderCounts }) => live && setCounts(orderCounts))
      .catch(() => live && setCounts(null));
    return () => {
      live = false;
    };
  }, [filter, reloads]);

  // every change of what is shown starts from "loading" (set here, not in the effect)
  const setGroup = (next: OrderGroup) => {
    setList({ status: 'loading' });
    setGroupState(next);
    setPageNumber(1);
  };
  const setFilters = (change: Partial<OrderListFilters>) => {
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

  const replace = (order: Pick<OrderSummary, 'id' | 'accepted' | 'paid'>) =>
    setList((current) =>
      current.status === 'ready'
        ? {
            ...current,
            items: current.items.map((o) =>
              o.id === order.id ? { ...o, accepted: order.accepted, paid: order.paid } : o,
            ),
          }
        : current,
    );

  const setAccepted = async (order: OrderSummary, accepted: boolean) => {
    const { acceptOrder } = await request(AcceptOrderMutation, { id: order.id, accepted });
    replace(acceptOrder);
  };
  const setPaid = async (order: OrderSummary, paid: boolean) => {
    const { setOrderPaid } = await request(SetOrderPaidMutation, { id: order.id, paid });
    replace(setOrderPaid);
  };

  const pages = list.status === 'ready' ? Math.max(1, Math.ceil(list.total / ORDER_PAGE_SIZE)) : 1;
  return { group, setGroup, page, setPage, pages, filters, setFilters, list, counts, reload, setAccepted, setPaid };
}

export type OrderListApi = ReturnType<typeof useOrderList>;
