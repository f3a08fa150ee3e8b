import { useEffect, useMemo, useState } from 'react';
import { request } from '../../api/client';
import { BillableClientsQuery, BillDraftQuery, CreateBillMutation } from '../../api/operations';
import type { BillableClient, BillDraft } from '../../api/types';
import { monthPeriod, type Period } from './bill-format';

type ClientsState =
  { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; items: BillableClient[] };
/** `refreshing`: new totals for a changed choice are under way; the shown draft stays. */
type DraftState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; draft: BillDraft; refreshing: boolean };

/**
 * /bill/create: the period (at first the previous calendar month), the clients with orders to
 * bill in it, the chosen client's draft and which of its orders are left out. Every change of the
 * choice asks the server for the totals of the chosen orders (billDraft with orderIds).
 */
export function useBillCreate(today: Date = new Date()) {
  const [period, setPeriodState] = useState<Period>(() => monthPeriod(today, -1));
  const [clients, setClients] = useState<ClientsState>({ status: 'loading' });
  const [clientId, setClientIdState] = useState<string | null>(null);
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [draft, setDraft] = useState<DraftState>({ status: 'none' });
  const [reloads, setReloads] = useState(0);
  /** The bill date the bakery picked; null = the plan's default (reset with every new choice of orders). */
  const [billDate, setBillDate] = useState<string | null>(null);

  const orders = useMemo(() => (draft.status === 'ready' ? draft.draft.orders : []), [draft]);
  const chosenIds = useMemo(() => orders.filter((o) => !excluded.has(o.id)).map((o) => o.id), [orders, excluded]);
  // null = every billable order; the first draft of a client and period has nothing left out
  const orderIdsKey = excluded.size === 0 ? null : chosenIds.join(',');

  useEffect(() => {
    let live = true;
    request(BillableClientsQuery, period)
      .then(({ billableClients }) => live && setClients({ status: 'ready', items: billableClients }))
      .catch((error: unknown) => live && setClients({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [period, reloads]);

  useEffect(() => {
    if (!clientId) return;
    let live = true;
    const orderIds = orderIdsKey === null ? null : orderIdsKey.split(',').filter(Boolean);
    request(BillDraftQuery, { clientId, ...period, orderIds })
      .then(({ billDraft }) => {
        if (!live) return;
        setDraft({ status: 'ready', draft: billDraft, refreshing: false });
        setBillDate(null);
      })
      .catch((error: unknown) => live && setDraft({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [clientId, period, orderIdsKey, reloads]);

  const startOver = () => {
    setExcluded(new Set());
    setDraft((current) => (current.status === 'none' ? current : { status: 'loading' }));
  };
  const setPeriod = (next: Period) => {
    if (next.from === period.from && next.to === period.to) return;
    setClients({ status: 'loading' });
    startOver();
    setPeriodState(next);
  };
  const setClientId = (next: string | null) => {
    if (next === clientId) return;
    setExcluded(new Set());
    setDraft(next ? { status: 'loading' } : { status: 'none' });
    setClientIdState(next);
  };
  const refreshing = () =>
    setDraft((current) => (current.status === 'ready' ? { ...current, refreshing: true } : current));
  const toggle = (orderId: string, chosen: boolean) => {
    refreshing();
    setExcluded((current) => {
      const next = new Set(current);
      if (chosen) next.delete(orderId);
      else next.add(orderId);
      return next;
    });
  };
  const chooseAll = (chosen: boolean) => {
    refreshing();
    setExcluded(chosen ? new Set() : new Set(orders.map((o) => o.id)));
  };
  /** Reads clients and draft again from the server, keeping nothing left out (after BILL_ORDERS_CHANGED). */
  const reload = () => {
    setClients({ status: 'loading' });
    startOver();
    setReloads((n) => n + 1);
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
