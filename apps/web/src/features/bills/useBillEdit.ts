import { useMemo, useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import type { PaymentMethod, PaymentTerms } from '@bakery/core/payment';
import { loadStateOf, useApiMutation, useApiQuery } from '../../api/query';
import { BillEditDraftQuery, BillsQuery, EditBillMutation } from '../../api/operations';
import type { BillDetail, BillDraft, EditBillInput } from '../../api/operations';

type DraftState =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; draft: BillDraft; refreshing: boolean };

/** The fields of the edit form as typed (the bill date as picked: shown only within the plan's window). */
export interface BillEditFields {
  billDate: string | null;
  paymentMethod: PaymentMethod;
  paymentTerms: PaymentTerms;
  note: string;
}

/**
 * The edit dialog of an unsent bill: its own and the client's billable orders of its period
 * (billEditDraft; every change of the choice asks the server for the totals and the allowed
 * dates again, as /bill/create does), the form fields, and saving (editBill).
 */
export function useBillEdit(bill: BillDetail) {
  const [chosen, setChosen] = useState<ReadonlySet<string> | null>(null);
  const [fields, setFields] = useState<BillEditFields>({
    billDate: bill.billDate,
    paymentMethod: bill.paymentMethod ?? 'MP05',
    paymentTerms: bill.paymentTerms ?? 'DAYS_30',
    note: bill.note ?? '',
  });
  const key = chosen === null ? null : [...chosen].sort().join(',');

  // a changed choice keeps the shown totals (refreshing) until the new ones come; a closed dialog forgets its drafts
  const query = useApiQuery(
    BillEditDraftQuery,
    { billId: bill.id, orderIds: key === null ? null : key.split(',').filter(Boolean) },
    { placeholderData: keepPreviousData, refetchOnWindowFocus: false, gcTime: 0 },
  );
  const loaded = loadStateOf(query);
  const draft: DraftState =
    loaded.status === 'ready'
      ? { status: 'ready', draft: loaded.data.billEditDraft, refreshing: query.isPlaceholderData }
      : loaded;
  const edit = useApiMutation(EditBillMutation, { invalidates: [BillsQuery] });

  const draftOrders = draft.status === 'ready' ? draft.draft.orders : null;
  const orders = useMemo(() => draftOrders ?? [], [draftOrders]);
  const current = useMemo(() => chosen ?? new Set(orders.filter((o) => o.chosen).map((o) => o.id)), [chosen, orders]);
  const excluded = useMemo(() => new Set(orders.filter((o) => !current.has(o.id)).map((o) => o.id)), [orders, current]);

  const choose = (ids: Iterable<string>) => setChosen(new Set(ids));
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
    const { editBill } = await edit.mutateAsync({ id: bill.id, input });
    return editBill;
  };

  return { draft, fields, setFields, excluded, toggle, chooseAll, save };
}
