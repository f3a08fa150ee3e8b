import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import { operationName } from '../../api/operation';
import { loadStateOf, useApiQuery } from '../../api/query';
import { BillableClientsQuery, BillDraftQuery, CreateBillMutation } from '../../api/operations';
import type { BillableClient, BillDraft } from '../../api/operations';
import { monthPeriod, type Period } from './bill-format';

type ClientsState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; items: BillableClient[] };
/** `refreshing`: new totals for a changed choice are under way; the shown draft stays. */
type DraftState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; draft: BillDraft; refreshing: boolean };

const NOTHING_LEFT_OUT = { excluded: new Set<string>(), orderIds: null };

/**
 * /bill/create: the period (at first the previous calendar month), the clients with orders to
 * bill in it, the chosen client's draft and which of its orders are left out. Every change of the
 * choice asks the server for the totals of the chosen orders (billDraft with orderIds).
 */
export function useBillCreate(today: Date = new Date()) {
  const [period, setPeriodState] = useState<Period>(() => monthPeriod(today, -1));
  const queryClient = useQueryClient();
  const [clientId, setClientIdState] = useState<string | null>(null);
  // the orders left out, and the orders asked for (null = every billable order; the first draft of a client and period has nothing left out)
  const [choice, setChoice] = useState<{ excluded: ReadonlySet<string>; orderIds: string[] | null }>(NOTHING_LEFT_OUT);
  const { excluded, orderIds } = choice;
  /** The bill date the bakery picked; null = the plan's default (reset with every new choice of orders). */
  const [billDate, setBillDate] = useState<string | null>(null);

  const clientsQuery = useApiQuery(BillableClientsQuery, period);
  const loadedClients = loadStateOf(clientsQuery);
  const clients: ClientsState =
    loadedClients.status === 'ready' ? { status: 'ready', items: loadedClients.data.billableClients } : loadedClients;

  // a changed choice of orders keeps the shown totals (refreshing) until the new ones come; another client or period starts from loading
  const draftQuery = useApiQuery(
    BillDraftQuery,
    { clientId: clientId ?? '', ...period, orderIds },
    {
      enabled: clientId !== null,
      placeholderData: (previous, previousQuery) => {
        const before = previousQuery?.queryKey[1] as { clientId?: string; from?: string; to?: string } | undefined;
        return before?.clientId === clientId && before?.from === period.from && before?.to === period.to
          ? previous
          : undefined;
      },
      refetchOnWindowFocus: false,
      gcTime: 0,
    },
  );
  const loadedDraft = loadStateOf(draftQuery);
  const draft: DraftState =
    clientId === null
      ? { status: 'none' }
      : loadedDraft.status === 'ready'
        ? { status: 'ready', draft: loadedDraft.data.billDraft, refreshing: draftQuery.isPlaceholderData }
        : loadedDraft;
  const draftOrders = draft.status === 'ready' ? draft.draft.orders : null;
  const orders = useMemo(() => draftOrders ?? [], [draftOrders]);
  const chosenIds = useMemo(() => orders.filter((o) => !excluded.has(o.id)).map((o) => o.id), [orders, excluded]);

  const startOver = () => {
    setChoice(NOTHING_LEFT_OUT);
    setBillDate(null);
  };
  const setPeriod = (next: Period) => {
    if (next.from === period.from && next.to === period.to) return;
    startOver();
    setPeriodState(next);
  };
  const setClientId = (next: string | null) => {
    if (next === clientId) return;
    startOver();
    setClientIdState(next);
  };
  const leaveOut = (next: ReadonlySet<string>) => {
    setBillDate(null);
    setChoice({
      excluded: next,
      orderIds: next.size === 0 ? null : orders.filter((o) => !next.has(o.id)).map((o) => o.id),
    });
  };
  const toggle = (orderId: string, chosen: boolean) => {
    const next = new Set(excluded);
    if (chosen) next.delete(orderId);
    else next.add(orderId);
    leaveOut(next);
  };
  const chooseAll = (chosen: boolean) => leaveOut(chosen ? new Set() : new Set(orders.map((o) => o.id)));
  /** Reads clients and draft again from the server, keeping nothing left out (after BILL_ORDERS_CHANGED). */
  const reload = () => {
    startOver();
    void queryClient.resetQueries({ queryKey: [operationName(BillableClientsQuery)] });
    void queryClient.resetQueries({ queryKey: [operationName(BillDraftQuery)] });
  };

  const create = async () => {
    if (!clientId) throw new Error('no client chosen');
    const { createBill } = await request(CreateBillMutation, {
      input: { clientId, ...period, orderIds: chosenIds, billDate },
    });
    return createBill;
  };

  return {
    period,
    setPeriod,
    clients,
    clientId,
    setClientId,
    draft,
    excluded,
    chosenIds,
    toggle,
    chooseAll,
    reload,
    create,
    billDate,
    setBillDate,
  };
}

export type BillCreateApi = ReturnType<typeof useBillCreate>;
