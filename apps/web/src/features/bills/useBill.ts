import { useQueryClient } from '@tanstack/react-query';
import { apiQueryKey, loadStateOf, operationKey, useApiMutation, useApiQuery } from '../../api/query';
import {
  BillQuery,
  BillsQuery,
  DeleteBillMutation,
  RecordSdiNotificationMutation,
  SendBillMutation,
  SetBillPaidMutation,
} from '../../api/operations';
import type { BillDetail } from '../../api/operations';

const SENDING_POLL_MS = 5000;

type BillState = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; bill: BillDetail };

/** /bill/:id: the bill, and the bakery's actions on it; each answers the changed bill, which replaces the shown one. */
export function useBill(id: string) {
  const queryClient = useQueryClient();
  // while the e-invoice is being handed to SdI (a refused attempt waits for its retry), the bill is read again
  const query = useApiQuery(
    BillQuery,
    { id },
    { refetchInterval: (q) => (q.state.data?.bill.sdiSending ? SENDING_POLL_MS : false) },
  );
  const loaded = loadStateOf(query);
  const state: BillState = loaded.status === 'ready' ? { status: 'ready', bill: loaded.data.bill } : loaded;

  const reload = () => void query.refetch();
  /** Shows the changed bill (the bill lists, invalidated by each action, are read again when next shown). */
  const show = (bill: BillDetail) => {
    queryClient.setQueryData(apiQueryKey(BillQuery, { id }), { bill });
  };
  const markPaid = useApiMutation(SetBillPaidMutation, {
    invalidates: [BillsQuery],
    onSuccess: ({ setBillPaid }) => show(setBillPaid),
  });
  const sendBill = useApiMutation(SendBillMutation, {
    invalidates: [BillsQuery],
    onSuccess: ({ sendBill }) => show(sendBill),
  });
  const deleteBill = useApiMutation(DeleteBillMutation, { invalidates: [BillsQuery] });
  // only a notice about this bill changes what the bill lists show
  const recordSdiNotification = useApiMutation(RecordSdiNotificationMutation, {
    onSuccess: ({ recordSdiNotification }) => {
      if (recordSdiNotification.id !== id) return;
      show(recordSdiNotification);
      void queryClient.invalidateQueries({ queryKey: operationKey(BillsQuery) });
    },
  });

  /** Reads the bill again while the old one stays shown (after a refusal made it stale). */
  const refresh = async () => {
    await query.refetch();
  };
  const setPaid = async (paid: boolean) => {
    await markPaid.mutateAsync({ id, paid });
  };
  /** Sends the bill; answers it as it stands then (still `sdiSending` when the hand-over waits for a retry). */
  const send = async (): Promise<BillDetail> => {
    return (await sendBill.mutateAsync({ id })).sendBill;
  };
  const remove = async () => {
    await deleteBill.mutateAsync({ id });
  };
  /**
   * Records an SdI notification file (its text) on the bill it names — usually this one, which is
   * then shown as answered; a notice about another bill of the bakery leaves this one as it is.
   */
  const recordNotification = async (xml: string): Promise<BillDetail> => {
    return (await recordSdiNotification.mutateAsync({ xml })).recordSdiNotification;
  };

  return { state, reload, refresh, setPaid, send, remove, recordNotification };
}

export type BillApi = ReturnType<typeof useBill>;
