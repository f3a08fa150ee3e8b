import { addDays, daysUntil, type Language } from '@bakery/core';
import { billLinePrice, formatEuros } from '@bakery/core/bill-line-price';
import type { BillLine, BillOrder } from '../../api/operations';
import { LOCALES, numberFormat } from '../../i18n/format';

/** A calendar period, both days inclusive, as YYYY-MM-DD. */
export interface Period {
  from: string;
  to: string;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The calendar month `offset` months from the month of `today` (0 = this month, -1 = the last one). */
export function monthPeriod(today: Date, offset = 0): Period {
  const first = new Date(today.getFullYear(), today.getMonth() + offset, 1);
  const last = new Date(first.getFullYear(), first.getMonth() + 1, 0);
  return {
    from: `${first.getFullYear()}-${pad(first.getMonth() + 1)}-01`,
    to: `${last.getFullYear()}-${pad(last.getMonth() + 1)}-${pad(last.getDate())}`,
  };
}

/** The period of a month key "YYYY-MM". */
export function periodOfMonth(month: string): Period {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return monthPeriod(new Date(year, monthNumber - 1, 1));
}

/**
 * This month and the `count` months before it, newest first, as "YYYY-MM" with their name: `label` for a list
 * ("Ottobre 2026"), `name` inside a sentence, as the language writes it there ("Fattura ottobre 2026").
 */
export function recentMonths(
  today: Date,
  count: number,
  language: Language,
): { value: string; label: string; name: string }[] {
  const format = new Intl.DateTimeFormat(LOCALES[language], { month: 'long', year: 'numeric' });
  return Array.from({ length: count + 1 }, (_, index) => {
    const month = new Date(today.getFullYear(), today.getMonth() - index, 1);
    const label = format.format(month);
    return {
      value: `${month.getFullYear()}-${pad(month.getMonth() + 1)}`,
      label: label.charAt(0).toUpperCase() + label.slice(1),
      name: label,
    };
  });
}

/** A quantity as printed on the bill: pieces as whole numbers, kilograms with 3 decimals, in the language's number format. */
export function formatQuantity(quantity: string, unit: string | null, language: Language): string {
  const value = Number(quantity);
  if (!Number.isFinite(value)) return quantity;
  const digits = unit === 'KG' ? 3 : 0;
  return numberFormat(language, {
    minimumFractionDigits: digits,
    maximumFractionDigits: unit === 'KG' ? 3 : 2,
  }).format(value);
}

/** Texts of the unit price: the piece unit and the weight basis ("{{weight}} à {{price}}/kg"). */
type UnitPriceTexts = { piece: string; weightBasis: (weight: string, price: string) => string };

/**
 * The unit price a bill line shows, as the PDF prints it (core `billLinePrice`, ADR 013): 2 decimals
 * per piece ("0,55 €/Stk.") or per kg ("4,50 €/kg"), or the weight basis of a piece
 * ("55 g à 12,35 €/kg") where 2 decimals × quantity would not add up to the line's amount; empty
 * for lines without a unit (delivery, stamp duty, a price correction).
 */
export function formatUnitPrice(
  line: Pick<BillLine, 'unit' | 'quantity' | 'unitPrice' | 'grossCents' | 'gramsPerPiece'>,
  language: Language,
  texts: UnitPriceTexts,
): string {
  const shown = billLinePrice({ ...line, gramsPerPiece: line.gramsPerPiece ?? undefined });
  if (!shown) return '';
  const price = formatEuros(shown.price, language);
  if (shown.gramsPerPiece) return texts.weightBasis(`${numberFormat(language).format(shown.gramsPerPiece)} g`, price);
  return `${price}/${shown.per === 'KG' ? 'kg' : texts.piece}`;
}

/** A percent from the server in the language's format without trailing zeros (the shared UI format). */
export { formatPercent } from '../../i18n/format';

/** The lines of each order of a bill, in the order of the bill's orders (as the PDF prints them); lines of unknown orders come last. */
export function linesByOrder(
  orders: readonly BillOrder[],
  lines: readonly BillLine[],
): { order: BillOrder | null; lines: BillLine[] }[] {
  const groups: { order: BillOrder | null; lines: BillLine[] }[] = orders.map((order) => ({
    order,
    lines: lines.filter((line) => line.orderId === order.id),
  }));
  const known = new Set(orders.map((order) => order.id));
  const rest = lines.filter((line) => !known.has(line.orderId));
  if (rest.length > 0) groups.push({ order: null, lines: rest });
  return groups.filter((group) => group.lines.length > 0 || group.order !== null);
}

/** Badge colour of an SdI state: delivered or accepted green, rejected, refused or invalid red, undeliverable orange, else (under way) blue. */
export function sdiStateColor(state: string): string {
  if (state === 'DELIVERED' || state === 'ACCEPTED') return 'green';
  if (state === 'REJECTED' || state === 'REFUSED' || state === 'INVALID') return 'red';
  if (state === 'NOT_DELIVERED') return 'orange';
  return 'blue';
}

/** SdI states of a bill the web has texts for; any other is shown by its name. */
export const SDI_STATES = [
  'SENT',
  'DELIVERED',
  'NOT_DELIVERED',
  'REJECTED',
  'ACCEPTED',
  'REFUSED',
  'TERMS_EXPIRED',
  'INVALID',
] as const;

/** Kinds of the SdI history of a bill: SdI's receipts (RC, NS, MC, NE, DT, AT) and the platform's own notes. */
export const SDI_KINDS = ['SENT', 'SEND_FAILED', 'MAILED', 'MAIL_FAILED', 'RC', 'NS', 'MC', 'NE', 'DT', 'AT'] as const;

/**
 * "Lieferschein DDT 7/2026", "DDT 7/2026": the docket's label in the user's language without
 * doubling the word when the number (default format "DDT %n/%Y") already names itself.
 */
export function docketLabel(t: (key: 'bills.docket', options: { number: string }) => string, number: string): string {
  return t('bills.docket', { number }).replace(/^DDT DDT\b/, 'DDT');
}

/** Whether a bill may be sent (again): never sent, or refused by SdI. */
export function canSend(bill: { sent: boolean; sdiState: string | null; sdiSending?: boolean }): boolean {
  return !bill.sdiSending && (!bill.sent || bill.sdiState === 'REJECTED');
}

/** The calendar date (YYYY-MM-DD) of an instant on this device's clock: "today" for the bakery at its screen. */
export function localIsoDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Where a REJECTED bill stands with its 5 days to be sent again corrected (Bill.reissueBy). */
export type ReissueNotice =
  | { kind: 'due'; by: string; daysLeft: number }
  | { kind: 'today'; by: string }
  | { kind: 'overdue'; by: string; since: string };

/** The re-send notice of a rejected bill on `today` (YYYY-MM-DD): days left, the last day, or overdue since the day after it. */
export function reissueNotice(reissueBy: string, today: string): ReissueNotice {
  const daysLeft = daysUntil(today, reissueBy);
  if (daysLeft > 0) return { kind: 'due', by: reissueBy, daysLeft };
  if (daysLeft === 0) return { kind: 'today', by: reissueBy };
  return { kind: 'overdue', by: reissueBy, since: addDays(reissueBy, 1) };
}
