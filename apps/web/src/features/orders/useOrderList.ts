import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, loadStateOf, useApiMutation, useApiQuery } from '../../api/query';
import { AcceptOrderMutation, OrderCountsQuery, OrdersQuery, SetOrderPaidMutation } from '../../api/operations';
import type { OrderCounts, OrderFilter, OrderGroup, OrderSummary } from '../../api/operations';
import { useBakeryTimeZone } from '../auth';
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

/** The server filter of the list's filters (without the group): empty fields are left out; days in the bakery's zone. */
export function filterOf(filters: OrderListFilters, timeZone: string): OrderFilter {
  const filter: OrderFilter = {};
  const publicId = filters.publicId.trim();
  if (publicId) filter.publicId = publicId;
  if (filters.clientId) filter.clientId = filters.clientId;
  if (filters.deadlineFrom) filter.deadlineFrom = dayBoundary(filters.deadlineFrom, 'start', timeZone);
  if (filters.deadlineTo) filter.deadlineTo = dayBoundary(filters.deadlineTo, 'end', timeZone);
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
  const queryClient = useQueryClient();
  const timeZone = useBakeryTimeZone();
  const filter = useMemo(() => filterOf(filters, timeZone), [filters, timeZone]);
  const variables = { filter: { ...filter, group }, page: page - 1 };
  // every change of what is shown starts from "loading" (a new key without placeholder)
  const query = useApiQuery(OrdersQuery, variables);
  const loaded = loadStateOf(query);
  const list: ListState =
    loaded.status === 'ready'
      ? { status: 'ready', items: loaded.data.orders.items, total: loaded.data.orders.total }
      : loaded;
  const countsQuery = useApiQuery(OrderCountsQuery, { filter });
  const counts: OrderCounts | null = countsQuery.isError ? null : (countsQuery.data?.orderCounts ?? null);

  const setGroup = (next: OrderGroup) => {
    setGroupState(next);
    setPageNumber(1);
  };
  const setFilters = (change: Partial<OrderListFilters>) => {
    setFiltersState((current) => ({ ...current, ...change }));
    setPageNumber(1);
  };
  const setPage = (next: number) => setPageNumber(next);
  const reload = () => {
    void query.refetch();
    void countsQuery.refetch();
  };

  const replace = (order: Pick<OrderSummary, 'id' | 'accepted' | 'paid'>) =>
    queryClient.setQueryData<{ orders: { items: OrderSummary[]; total: number } }>(
      apiQueryKey(OrdersQuery, variables),
      (current) =>
        current && {
          orders: {
            ...current.orders,
            items: current.orders.items.map((o) =>
              o.id === order.id ? { ...o, accepted: order.accepted, paid: order.paid } : o,
            ),
          },
        },
    );

  // the answer goes into the page shown when the action was taken (`variables` of that render)
  const accept = useApiMutation(AcceptOrderMutation);
  const markPaid = useApiMutation(SetOrderPaidMutation);
  const setAccepted = async (order: OrderSummary, accepted: boolean) => {
    const { acceptOrder } = await accept.mutateAsync({ id: order.id, accepted });
    replace(acceptOrder);
  };
  const setPaid = async (order: OrderSummary, paid: boolean) => {
    const { setOrderPaid } = await markPaid.mutateAsync({ id: order.id, paid });
    replace(setOrderPaid);
  };

  const pages = list.status === 'ready' ? Math.max(1, Math.ceil(list.total / ORDER_PAGE_SIZE)) : 1;
  return { group, setGroup, page, setPage, pages, filters, setFilters, list, counts, reload, setAccepted, setPaid };
}

export type OrderListApi = ReturnType<typeof useOrderList>;
