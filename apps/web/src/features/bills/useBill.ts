import { useCallback, useEffect, useState } from 'react';
import { request } from '../../api/client';
import {
  BillQuery,
  DeleteBillMutation,
  RecordSdiNotificationMutation,
  SendBillMutation,
  SetBillPaidMutation,
} from '../../api/operations';
import type { BillDetail } from '../../api/types';

type BillState = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; bill: BillDetail };

/** /bill/:id: the bill, and the bakery's actions on it; each answers the changed bill, which replaces the shown one. */
export function useBill(id: string) {
  const [state, setState] = useState<BillState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let live = true;
    request(BillQuery, { id })
      .then(({ bill }) => live && setState({ status: 'ready', bill }))
      .catch((error: unknown) => live && setState({ status: 'failed', error }));
    return () => {
      live = false;
    };
  }, [id, reloads]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setReloads((n) => n + 1);
  }, []);

  /** Reads the bill again while the old one stays shown (after a refusal made it stale). */
  const refresh = async () => {
    const { bill } = await request(BillQuery, { id });
    setState({ status: 'ready', bill });
  };
  const setPaid = async (paid: boolean) => {
    const { setBillPaid } = await request(SetBillPaidMutation, { id, paid });
    setState({ status: 'ready', bill: setBillPaid });
  };
  const send = async () => {
    const { sendBill } = await request(SendBillMutation, { id });
    setState({ status: 'ready', bill: sendBill });
  };
  const remove = async () => {
    await request(DeleteBillMutation, { id });
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
