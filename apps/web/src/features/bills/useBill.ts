import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import { operationName } from '../../api/operation';
import { apiQueryKey, loadStateOf, useApiQuery } from '../../api/query';
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
  /** Shows the changed bill; the bill lists are read again when next shown. */
  const setState = ({ bill }: { status: 'ready'; bill: BillDetail }) => {
    queryClient.setQueryData(apiQueryKey(BillQuery, { id }), { bill });
    void queryClient.invalidateQueries({ queryKey: [operationName(BillsQuery)] });
  };

  /** Reads the bill again while the old one stays shown (after a refusal made it stale). */
  const refresh = async () => {
    await query.refetch();
  };
  const setPaid = async (paid: boolean) => {
    const { setBillPaid } = await request(SetBillPaidMutation, { id, paid });
    setState({ status: 'ready', bill: setBillPaid });
  };
  /** Sends the bill; answers it as it stands then (still `sdiSending` when the hand-over waits for a retry). */
  const send = async (): Promise<BillDetail> => {
    const { sendBill } = await request(SendBillMutation, { id });
    setState({ status: 'ready', bill: sendBill });
    return sendBill;
  };
  const remove = async () => {
    await request(DeleteBillMutation, { id });
    void queryClient.invalidateQueries({ queryKey: [operationName(BillsQuery)] });
  };
  /**
   * Records an SdI notification file (its text) on the bill it names — usually this one, which is
   * then shown as answered; a notice about another bill of the bakery leaves this one as it is.
   */
  const recordNotification = async (xml: string): Promise<BillDetail> => {
    const { recordSdiNotification } = await request(RecordSdiNotificationMutation, { xml });
    if (recordSdiNotification.id === id) setState({ status: 'ready', bill: recordSdiNotification });
    return recordSdiNotification;
  };

  return { state, reload, refresh, setPaid, send, remove, recordNotification };
}

export type BillApi = ReturnType<typeof useBill>;
