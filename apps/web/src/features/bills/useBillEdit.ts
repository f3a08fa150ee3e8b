import { useEffect, useMemo, useState } from 'react';
import { request } from '../../api/client';
import { BillEditDraftQuery, EditBillMutation } from '../../api/operations';
import type { BillDetail, BillDraft, EditBillInput } from '../../api/types';

type DraftState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; draft: BillDraft; refreshing: boolean };

/** The fields of the edit form as typed (the bill date as picked: shown only within the plan's window). */
export interface BillEditFields {
  billDate: string | null;
  paymentMethod: string;
  paymentTerms: string;
  note: string;
}

/**
 * The edit dialog of an unsent bill: its own and the client's billable orders of its period
 * (billEditDraft; every change of the choice asks the server for the totals and the allowed
 * dates again, as /bill/create does), the form fields, and saving (editBill).
 */
export function useBillEdit(bill: BillDetail) {
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const [draft, setDraft] = useState<DraftState>({ status: 'loading' });
  const [fields, setFields] = useState<BillEditFields>({
    billDate: bill.billDate,
    paymentMethod: bill.paymentMethod ?? 'MP05',
    paymentTerms: bill.paymentTerms ?? 'DAYS_30',
    note: bill.note ?? '',
  });
  const key = chosen === null ? null : [...chosen].sort().join(',');

  useEffect(() => {
    let live = true;
    request(BillEditDraftQuery, { billId: bill.id, orderIds: key === null ? null : key.split(',').filter(Boolean) })
      .then(({ billEditDraft }) => live && setDraft({ status: 'ready', draft: billEditDraft, refreshing: false }))
      .catch((error: unknown) => live && setDraft({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [bill.id, key]);

  const orders = useMemo(() => (draft.status === 'ready' ? draft.draft.orders : []), [draft]);
  const current = useMemo(() => chosen ?? new Set(orders.filter((o) => o.chosen).map((o) => o.id)), [chosen, orders]);
  const excluded = useMemo(() => new Set(orders.filter((o) => !current.has(o.id)).map((o) => o.id)), [orders, current]);

  const choose = (ids: Iterable<string>) => {
    setDraft((d) => (d.status === 'ready' ? { ...d, refreshing: true } : d));
    setChosen(new Set(ids));
  };
  const toggle = (orderId: string, on: boolean) =>
    choose(on ? [...current, orderId] : [...current].filter((id) => id !== orderId));
  const chooseAll = (on: boolean) => choose(on ? orders.map((o) => o.id) : []);

  /** Saves with the bill date in the plan's window and the due date typed (null = from the terms). */
  const save = async (dates: { billDate: string | null; dueDate: string | null }): Promise<BillDetail> => {
    const input: EditBillInput = {
      billDate: dates.billDate,
      dueDate: dates.dueDate,
      paymentMethod: fields.paymentMethod,
      paymentTerms: fields.paymentTerms,
      note: fields.note,
      ...(chosen === null ? {} : { orderIds: [...chosen] }),
    };
    const { editBill } = await request(EditBillMutation, { id: bill.id, input });
    return editBill;
  };

  return { draft, fields, setFields, excluded, toggle, chooseAll, save };
}
