/**
 * A change of the bakery's tax regime (RegimeFiscale) on a day: the seller data keep the regime in
 * force now, the one before it and the first day of the new one (requirements/bills-and-e-invoices.md#vat-natura-and-stamp-duty).
 *
 * A sale of goods is made when the goods are delivered (art. 6 c. 1 D.P.R. 633/72), so the regime of
 * the delivery day decides how a bill is taxed, also when the bill is issued after the change: a
 * deferred invoice (TD24, art. 21 c. 4) of December's deliveries issued on 15 January by a bakery
 * that left the flat-rate scheme (RF19, L. 190/2014 art. 1 c. 54-89) on 1 January is an RF19 invoice
 * without VAT. RegimeFiscale is one per document (FatturaPA 1.2.1.8), so one bill cannot hold
 * deliveries of both regimes.
 */
import { isIsoDate } from './calendar';

export interface RegimeHistory {
  /** The regime in force now (from `regimeSince` on, or always when there is no change). */
  regime?: string | null;
  /** The regime of deliveries before `regimeSince`. */
  previousRegime?: string | null;
  /** The first delivery day of `regime` (YYYY-MM-DD). */
  regimeSince?: string | null;
}

export type RegimeOfDeliveries = { regime: string } | { spansChangeOn: string };

/**
 * The regime of a bill of deliveries on `days`: the previous one when every day is before the
 * change, the current one when none is (or there is no change, or no day), else the day the bill
 * would have to be split at.
 */
export function regimeOfDeliveries(
  data: RegimeHistory & { regime: string },
  days: readonly string[],
): RegimeOfDeliveries {
  const { previousRegime, regimeSince } = data;
  if (!previousRegime || !regimeSince) return { regime: data.regime };
  const before = days.filter((day) => day < regimeSince).length;
  if (before === 0) return { regime: data.regime };
  if (before === days.length) return { regime: previousRegime };
  return { spansChangeOn: regimeSince };
}

/** Whether deliveries on `day` fall under the regime before the change. */
export const isBeforeRegimeChange = (data: RegimeHistory, day: string): boolean =>
  Boolean(data.previousRegime && data.regimeSince && day < data.regimeSince);

/**
 * The fields of a regime change that cannot be used: the previous regime and its end go together
 * (one without the other names the missing one), the day is a real date, and the previous regime
 * differs from the current one. Regime codes themselves are checked with the seller data.
 */
export function regimeChangeProblems(data: RegimeHistory): ('previousRegime' | 'regimeSince')[] {
  const problems: ('previousRegime' | 'regimeSince')[] = [];
  const { previousRegime, regimeSince } = data;
  if (!previousRegime && !regimeSince) return problems;
  if (!previousRegime || previousRegime === data.regime) problems.push('previousRegime');
  if (!regimeSince || !isIsoDate(regimeSince)) problems.push('regimeSince');
  return problems;
}

/** The first day of the new regime when the seller data hold a change (as `invoiceGroups` splits at it), else null. */
export function regimeChangeDay(data: RegimeHistory | null | undefined): string | null {
  return data?.previousRegime && data.regimeSince ? data.regimeSince : null;
}
