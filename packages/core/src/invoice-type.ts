import { addDays, compareIsoDates } from './calendar';

/**
 * Which invoice a bill of deliveries is, and which dates it may carry (D.P.R. 633/72 art. 21 c. 4;
 * Agenzia delle Entrate, circolare 14/E/2019 and the "Guida alla compilazione delle fatture
 * elettroniche", TD24):
 * - Deliveries each documented by a delivery docket (DDT) may be invoiced together in one
 *   *fattura differita* (TD24) per calendar month, issued by the 15th of the following month; its
 *   date lies between the last delivery and that 15th (usually the month's last day).
 * - A delivery without a docket is an *immediate invoice* (TD01) of that one day: issued within 12
 *   days, dated the day of the delivery (the day the operation took place).
 * Business rules only: the services load the orders and answer with these codes.
 */
export type InvoiceDocumentType = 'TD01' | 'TD24';

/** Days an immediate invoice may be issued after the delivery (art. 21 c. 4, first sentence). */
export const IMMEDIATE_INVOICE_DAYS = 12;
/** Day of the following month by which a deferred invoice is issued (art. 21 c. 4 lett. a). */
export const DEFERRED_INVOICE_DAY = 15;

export interface InvoicedOrder {
  number: number;
  deliveryDate: string;
  docketNumber: string | null;
}

export type InvoiceProblem =
  /** Orders with and without a docket together: the ones without are named (bill them on their own day, or make their dockets). */
  | { code: 'BILL_ORDERS_WITHOUT_DOCKET'; orderNumbers: number[] }
  /** Docketed deliveries of more than one month: one deferred invoice per month. */
  | { code: 'BILL_SPANS_MONTHS'; months: string[] }
  /** Deliveries without docket on more than one day: one immediate invoice per day. */
  | { code: 'BILL_SPANS_DAYS'; days: string[] }
  /** Deliveries not made yet (after today or after the chosen bill date): they cannot be invoiced. */
  | { code: 'BILL_FUTURE_DELIVERY'; orderNumbers: number[] }
  /** A bill date outside what the rule allows: `earliest`…`latest`. */
  | { code: 'BILL_DATE_NOT_ALLOWED'; earliest: string; latest: string };

export interface InvoicePlan {
  documentType: InvoiceDocumentType;
  /** The date the bill gets unless another allowed one is chosen. */
  billDate: string;
  /** The dates the bill may carry, both included. */
  earliest: string;
  latest: string;
  /** The last day the invoice may be issued (sent to SdI) on time. */
  issueBy: string;
  /** Today is after `issueBy`: the invoice is late (a penalty; it must still be issued). */
  late: boolean;
  /** Dated today, after its deliveries, to follow the series' last bill (`keepDateOrder`, rule "dated on issue"). */
  datedOnIssue?: true;
}

const lastDayOfMonth = (month: string) => addDays(`${nextMonth(month)}-01`, -1);
function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
const minDate = (a: string, b: string) => (compareIsoDates(a, b) <= 0 ? a : b);
const unique = (values: string[]) => [...new Set(values)].sort();

/**
 * The invoice type and its allowed dates for these orders on `today` (the bakery's date), or the
 * rule they break. `numberingYear`: the year the bakery's per-year bill numbers count in now — a
 * window reaching into that year starts on 1 January then (a deferred invoice of December made in
 * January after the year's first bill is dated in January and numbered there). A window wholly in
 * an earlier year (an immediate invoice of 30 December) stays: the bill takes the next number of its
 * own year's series (`earlierSeriesYear`).
 */
export function planInvoice(
  orders: readonly InvoicedOrder[],
  today: string,
  numberingYear: number | null = null,
): InvoicePlan | InvoiceProblem {
  const plan = planByRule(orders, today);
  if (isInvoiceProblem(plan) || numberingYear === null) return plan;
  const yearStart = `${numberingYear}-01-01`;
  if (compareIsoDates(plan.earliest, yearStart) >= 0) return plan;
  if (compareIsoDates(plan.latest, yearStart) < 0) return plan;
  return {
    ...plan,
    earliest: yearStart,
    billDate: compareIsoDates(plan.billDate, yearStart) < 0 ? yearStart : plan.billDate,
  };
}

/**
 * The last day an invoice of these deliveries is issued on time (art. 21 c. 4 D.P.R. 633/72): an
 * immediate invoice (TD01) within 12 days of its delivery, a deferred one (TD24) by the 15th of the
 * month after its deliveries. An e-invoice is issued when it is handed to SdI (circ. 14/E/2019).
 */
export function invoiceIssueBy(documentType: InvoiceDocumentType, deliveryDates: readonly string[]): string {
  const lastDelivery = unique([...deliveryDates]).at(-1);
  if (lastDelivery === undefined) throw new RangeError('An invoice needs at least one delivery');
  if (documentType === 'TD01') return addDays(lastDelivery, IMMEDIATE_INVOICE_DAYS);
  return `${nextMonth(lastDelivery.slice(0, 7))}-${String(DEFERRED_INVOICE_DAY).padStart(2, '0')}`;
}

/** Whether an invoice handed to SdI on `issuedOn` (or, unsent, still not issued on that day) is after its `invoiceIssueBy`. */
export function isIssuedLate(
  documentType: InvoiceDocumentType,
  deliveryDates: readonly string[],
  issuedOn: string,
): boolean {
  return compareIsoDates(issuedOn, invoiceIssueBy(documentType, deliveryDates)) > 0;
}

function planByRule(orders: readonly InvoicedOrder[], today: string): InvoicePlan | InvoiceProblem {
  const future = orders.filter((o) => compareIsoDates(o.deliveryDate, today) > 0);
  if (future.length > 0) return { code: 'BILL_FUTURE_DELIVERY', orderNumbers: future.map((o) => o.number) };
  const docketed = orders.filter((o) => o.docketNumber !== null);
  const without = orders.filter((o) => o.docketNumber === null);
  if (docketed.length > 0 && without.length > 0)
    return { code: 'BILL_ORDERS_WITHOUT_DOCKET', orderNumbers: without.map((o) => o.number) };
  const days = unique(orders.map((o) => o.deliveryDate));
  const lastDelivery = days.at(-1);
  if (lastDelivery === undefined) throw new RangeError('An invoice needs at least one order');
  if (without.length > 0) {
    if (days.length > 1) return { code: 'BILL_SPANS_DAYS', days };
    const issueBy = invoiceIssueBy('TD01', days);
    return {
      documentType: 'TD01',
      billDate: lastDelivery,
      earliest: lastDelivery,
      latest: lastDelivery,
      issueBy,
      late: compareIsoDates(today, issueBy) > 0,
    };
  }
  const months = unique(days.map((d) => d.slice(0, 7)));
  if (months.length > 1) return { code: 'BILL_SPANS_MONTHS', months };
  const month = lastDelivery.slice(0, 7); // the one month
  const issueBy = invoiceIssueBy('TD24', days);
  const latest = minDate(today, issueBy);
  return {
    documentType: 'TD24',
    billDate: minDate(lastDayOfMonth(month), latest),
    earliest: lastDelivery,
    latest,
    issueBy,
    late: compareIsoDates(today, issueBy) > 0,
  };
}

/**
 * A new bill takes the series' next number, and invoice numbers run in date order (art. 21 c. 2
 * lett. b D.P.R. 633/72; circolare 14/E/2019 §3.2): the plan's window narrows to the dates on or
 * after the last bill of the series (`lastBillDate`), its default date with it — a deferred invoice
 * of November made on 10 December after an immediate one dated 4 December is dated 4 December or
 * later, not 30 November.
 *
 * Rule "dated on issue": when no date of the window can follow the last bill — an immediate invoice
 * of a day before it, or a late deferred invoice whose window closed before it — the invoice is still
 * issued (art. 21 c. 4) and dated `today`, the day it is issued, with the delivery date stated on it
 * (art. 21 c. 2 lett. g-bis D.P.R. 633/72: the date of the supply when it differs from the invoice's;
 * circolare 14/E/2019 §3.1). `datedOnIssue` says so; see docs/FISCAL.md "Numbers and file names".
 */
export function keepDateOrder(plan: InvoicePlan, lastBillDate: string | null, today: string): InvoicePlan {
  if (lastBillDate === null || compareIsoDates(plan.earliest, lastBillDate) >= 0) return plan;
  if (compareIsoDates(lastBillDate, plan.latest) > 0)
    return { ...plan, billDate: today, earliest: today, latest: today, datedOnIssue: true };
  return {
    ...plan,
    earliest: lastBillDate,
    billDate: compareIsoDates(plan.billDate, lastBillDate) < 0 ? lastBillDate : plan.billDate,
  };
}

export function isInvoiceProblem(value: InvoicePlan | InvoiceProblem): value is InvoiceProblem {
  return 'code' in value;
}

/** The bill date to use: `chosen` when the plan allows it (null = the plan's default), else the problem. */
export function invoiceDate(
  plan: InvoicePlan,
  chosen: string | null,
): string | Extract<InvoiceProblem, { code: 'BILL_DATE_NOT_ALLOWED' }> {
  if (chosen === null) return plan.billDate;
  if (compareIsoDates(chosen, plan.earliest) < 0 || compareIsoDates(chosen, plan.latest) > 0) {
    return { code: 'BILL_DATE_NOT_ALLOWED', earliest: plan.earliest, latest: plan.latest };
  }
  return chosen;
}

/**
 * How a client's delivered orders split into invoices the rule allows (the monthly bill run):
 * docketed ones per calendar month (TD24), the others per delivery day (TD01). Orders not
 * delivered by `today` wait for a later run. With `regimeChange` (the first day of the bakery's
 * new tax regime, core regime-change.ts) the deliveries before it and from it never share an
 * invoice: RegimeFiscale is one per document.
 */
export function invoiceGroups<T extends InvoicedOrder>(
  orders: readonly T[],
  today: string,
  regimeChange: string | null = null,
): T[][] {
  const groups = new Map<string, T[]>();
  for (const order of orders) {
    if (compareIsoDates(order.deliveryDate, today) > 0) continue;
    const period =
      order.docketNumber === null ? `day ${order.deliveryDate}` : `month ${order.deliveryDate.slice(0, 7)}`;
    const key = regimeChange !== null && order.deliveryDate < regimeChange ? `${period} before` : period;
    groups.set(key, [...(groups.get(key) ?? []), order]);
  }
  return [...groups.values()]; // in the order of each group's first order (the caller's order: by delivery date)
}

/** One invoice of a client's orders in a bill run, with the date it gets by default. */
export interface DatedInvoiceGroup<T extends InvoicedOrder> {
  date: string;
  orders: T[];
}

/**
 * The invoices a client's orders make in a bill run (`invoiceGroups`), each with its default date
 * (`planInvoice`: an immediate invoice its delivery's day, a deferred one its month's last day or
 * today), earliest first. A run makes the bills of all its clients in the order of these dates, so
 * that the numbers follow the dates across clients too (art. 21 c. 2 lett. b D.P.R. 633/72).
 */
export function datedInvoiceGroups<T extends InvoicedOrder>(
  orders: readonly T[],
  today: string,
  regimeChange: string | null = null,
): DatedInvoiceGroup<T>[] {
  return invoiceGroups(orders, today, regimeChange)
    .map((group) => {
      const plan = planInvoice(group, today);
      // a group the rule refuses is dated by its last delivery: createBill answers the refusal for it
      const lastDelivery = group.map((o) => o.deliveryDate).reduce((a, b) => (compareIsoDates(b, a) > 0 ? b : a));
      const date = isInvoiceProblem(plan) ? lastDelivery : plan.billDate;
      return { date, orders: group };
    })
    .sort((a, b) => compareIsoDates(a.date, b.date));
}

/** The distinct dates of a client's invoices in a bill run (`datedInvoiceGroups`), earliest first. */
export function invoiceDatesOf(
  orders: readonly InvoicedOrder[],
  today: string,
  regimeChange: string | null = null,
): string[] {
  return unique(datedInvoiceGroups(orders, today, regimeChange).map((g) => g.date));
}

/**
 * The orders a new bill starts with (the bill form's first choice): all of them when they make one
 * invoice; else the invoice of the earliest date among those they make (`datedInvoiceGroups`: a
 * month's docketed deliveries, one deferred invoice; one day's deliveries without docket, one
 * immediate invoice). Earliest first, as a bill run goes, so the numbers follow the dates (art. 21
 * c. 2 lett. b D.P.R. 633/72): an immediate invoice can carry only its delivery's day and cannot
 * come after a later-dated bill. Deliveries not yet made are never chosen; empty when nothing can
 * be billed today. On the same date the immediate invoice comes first. With `regimeChange` (as in
 * `invoiceGroups`) deliveries before and from the change are never chosen together.
 */
export function firstInvoiceChoice<T extends InvoicedOrder>(
  orders: readonly T[],
  today: string,
  regimeChange: string | null = null,
): T[] {
  const made = orders.filter((o) => compareIsoDates(o.deliveryDate, today) <= 0);
  const spansRegimes =
    regimeChange !== null &&
    made.some((o) => o.deliveryDate < regimeChange) &&
    made.some((o) => o.deliveryDate >= regimeChange);
  if (made.length > 0 && !spansRegimes && !isInvoiceProblem(planByRule(made, today))) return made;
  const groups = datedInvoiceGroups(made, today, regimeChange);
  const earliest = groups[0]?.date;
  // on the same date the immediate invoice first: it has 12 days, the deferred one until the 15th
  const sameDay = groups.filter((g) => g.date === earliest);
  return (sameDay.find((g) => g.orders.every((o) => o.docketNumber === null)) ?? sameDay[0])?.orders ?? [];
}
