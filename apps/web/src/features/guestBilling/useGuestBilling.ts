import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { guestBillingPeriodProblems, type GuestBillingPeriod } from '@bakery/core/guest-billing';
import type { OperationData } from '../../api/operation';
import { apiQueryKey, loadStateOf, useApiMutation, useApiQuery } from '../../api/query';
import {
  GuestBillingQuery,
  SetGuestBillingPaidMutation,
  type GuestBilling,
  type GuestBillingRow,
} from '../../api/operations';

type State =
  | { status: 'loading' }
  | { status: 'invalid' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; billing: GuestBilling };

/** A guest row replaced by the server's answer; the totals stay (paying changes no amount). */
function withRow(billing: GuestBilling, row: GuestBillingRow): GuestBilling {
  return { ...billing, guests: billing.guests.map((g) => (g.guest.id === row.guest.id ? row : g)) };
}

/**
 * /client/billing: the host's guests of `period` with their totals (asked again whenever the
 * period changes; a period the server would refuse is not sent), and marking a guest paid.
 */
export function useGuestBilling(period: GuestBillingPeriod) {
  const queryClient = useQueryClient();
  const valid = guestBillingPeriodProblems(period.from, period.to).length === 0;
  const variables = { from: period.from, to: period.to };
  const query = useApiQuery(GuestBillingQuery, variables, { enabled: valid });
  const loaded = loadStateOf(query);
  const state: State = !valid
    ? { status: 'invalid' }
    : loaded.status === 'ready'
      ? { status: 'ready', billing: loaded.data.guestBilling }
      : loaded;
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  // the new row goes into the answer of the period it was paid for
  const setGuestBillingPaid = useApiMutation(SetGuestBillingPaidMutation, {
    onSuccess: ({ setGuestBillingPaid: row }, { from, to }) =>
      void queryClient.setQueryData<OperationData<typeof GuestBillingQuery>>(
        apiQueryKey(GuestBillingQuery, { from, to }),
        (current) => current && { guestBilling: withRow(current.guestBilling, row) },
      ),
  });

  /** Marks every order of the guest in the period paid (or unpaid); resolves the new row. */
  const setPaid = async (guestId: string, paid: boolean): Promise<GuestBillingRow> => {
    const { setGuestBillingPaid: row } = await setGuestBillingPaid.mutateAsync({
      guestId,
      from: period.from,
      to: period.to,
      paid,
    });
    return row;
  };

  return { state, reload, setPaid };
}
