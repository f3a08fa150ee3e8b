import { useCallback, useEffect, useState } from 'react';
import { guestBillingPeriodProblems, type GuestBillingPeriod } from '@bakery/core/guest-billing';
import { request } from '../../api/client';
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
  const [reloads, setReloads] = useState(0);
  // the answer for one request key (period and reload count); another key shows as loading
  const [answer, setAnswer] = useState<{ key: string; state: State } | null>(null);
  const valid = guestBillingPeriodProblems(period.from, period.to).length === 0;
  const key = `${period.from}|${period.to}|${reloads}`;

  useEffect(() => {
    if (!valid) return;
    let live = true;
    request(GuestBillingQuery, { from: period.from, to: period.to })
      .then(({ guestBilling }) => live && setAnswer({ key, state: { status: 'ready', billing: guestBilling } }))
      .catch((error: unknown) => live && setAnswer({ key, state: { status: 'failed', error } }));
    return () => {
      live = false;
    };
  }, [period.from, period.to, valid, key]);

  const state: State = !valid ? { status: 'invalid' } : answer?.key === key ? answer.state : { status: 'loading' };
  const reload = useCallback(() => setReloads((n) => n + 1), []);

  /** Marks every order of the guest in the period paid (or unpaid); resolves the new row. */
  const setPaid = async (guestId: string, paid: boolean): Promise<GuestBillingRow> => {
    const { setGuestBillingPaid: row } = await request(SetGuestBillingPaidMutation, {
      guestId,
      from: period.from,
      to: period.to,
      paid,
    });
    setAnswer((current) =>
      current?.key === key && current.state.status === 'ready'
        ? { key, state: { status: 'ready', billing: withRow(current.state.billing, row) } }
        : current,
    );
    return row;
  };

  return { state, reload, setPaid };
}
