import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { firstInvoiceChoice } from '@bakery/core';
import { operationName } from '../../api/operation';
import { loadStateOf, useApiMutation, useApiQuery } from '../../api/query';
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
const NO_ORDERS: BillDraft['orders'] = [];

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
  const [choice, setChoice] = useState<{ excluded: ReadonlySet<string>; orderIds: string[] | null; first?: boolean }>(
    NOTHING_LEFT_OUT,
  );
  const { excluded, orderIds } = choice;
  /** The bill date the bakery picked; null = the plan's default (reset with every new choice of orders). */
  const [billDate, setBillDate] = useState<string | null>(null);
  /** Whether the first draft of this client and period was seen (and its orders narrowed to one invoice). */
  const [firstDraftSeen, setFirstDraftSeen] = useState(false);

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
  // React Compiler memoizes these (a hand-written useMemo could not be kept beside the first-choice step below)
  const orders = draft.status === 'ready' ? draft.draft.orders : NO_ORDERS;
  const chosenIds = orders.filter((o) => !excluded.has(o.id)).map((o) => o.id);

  // Every billable order of a month rarely makes one invoice (docketed and undocketed deliveries, several
  // days without docket): the first draft starts from the invoice of the earliest date instead of a refusal
  // (core firstInvoiceChoice). Once: choosing all again later stays the bakery's choice.
  if (!firstDraftSeen && draft.status === 'ready' && !draft.refreshing) {
    setFirstDraftSeen(true);
    const problem = draft.draft.invoiceProblem;
    // the deliveries of one tax regime at a time: the server names the day the regime changed
    const regimeChange = problem?.code === 'BILL_SPANS_REGIME_CHANGE' ? (problem.days[0] ?? null) : null;
    const first = problem ? firstInvoiceChoice(draft.draft.orders, isoDay(today), regimeChange) : [];
    if (first.length > 0 && first.length < draft.draft.orders.length) {
      const kept = new Set(first.map((o) => o.id));
      setChoice({
        excluded: new Set(draft.draft.orders.filter((o) => !kept.has(o.id)).map((o) => o.id)),
        orderIds: [...kept],
        first: true,
      });
    }
  }
  /** True while the first choice narrowed to one invoice waits for its totals: the refused draft is not shown. */
  const settling = choice.first === true && draft.status === 'ready' && draft.refreshing;

  const startOver = () => {
    setChoice(NOTHING_LEFT_OUT);
    setBillDate(null);
    setFirstDraftSeen(false);
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

  const createBillMutation = useApiMutation(CreateBillMutation);
  const create = async () => {
    if (!clientId) throw new Error('no client chosen');
    const { createBill } = await createBillMutation.mutateAsync({
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
    settling,
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

const pad = (n: number) => String(n).padStart(2, '0');
/** The device's date as YYYY-MM-DD (the server's plan, in the bakery's zone, has the last word). */
const isoDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
