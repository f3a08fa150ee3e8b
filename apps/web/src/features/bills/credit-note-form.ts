import {
  centsToDecimal,
  creditNoteComputation,
  creditNoteLines,
  isCreditNoteProblem,
  parseEuroCents,
  type BillComputation,
  type BillLine as CoreBillLine,
  type CreditNoteProblem,
  type CreditRequest,
} from '@bakery/core';
import type { BillDetail, CreditLineInput } from '../../api/operations';

/** One bill line in the credit-note form: taken back or not, by quantity or by an amount, as typed. */
export interface CreditRow {
  chosen: boolean;
  by: 'QUANTITY' | 'AMOUNT';
  value: string;
}

/** Rows for a bill: nothing chosen; a line that was fully credited before cannot be chosen (`open` 0). */
export function initialRows(bill: BillDetail): CreditRow[] {
  return bill.lines.map((line) => ({ chosen: false, by: line.kind === 'DELIVERY' ? 'AMOUNT' : 'QUANTITY', value: '' }));
}

/**
 * Every open line chosen: a line no credit note touched yet with its whole quantity (credited
 * exactly as billed), a line partly credited before with the amount it still holds.
 */
export function wholeRows(bill: BillDetail, decimalComma: boolean): CreditRow[] {
  return bill.lines.map((line, i) => {
    const open = bill.creditableCents[i] ?? 0;
    if (open === 0) return { chosen: false, by: 'AMOUNT', value: '' };
    if (open === line.netCents && line.kind !== 'DELIVERY')
      return { chosen: true, by: 'QUANTITY', value: decimalComma ? line.quantity.replace('.', ',') : line.quantity };
    return { chosen: true, by: 'AMOUNT', value: centsInput(open, decimalComma) };
  });
}

const centsInput = (cents: number, decimalComma: boolean) => {
  const text = centsToDecimal(cents);
  return decimalComma ? text.replace('.', ',') : text;
};

/** The requests of the chosen rows (1-based lines); an amount that is no euro amount is sent as 0 so the server names the line. */
export function creditRequests(rows: readonly CreditRow[]): CreditLineInput[] {
  return rows.flatMap((row, i): CreditLineInput[] => {
    if (!row.chosen) return [];
    if (row.by === 'QUANTITY') return [{ line: i + 1, quantity: row.value.trim().replace(',', '.') }];
    return [{ line: i + 1, amountCents: parseEuroCents(row.value) ?? 0 }];
  });
}

/**
 * The credit note the server will make of these rows — the same core functions on the same data
 * (lines, what earlier credit notes took) — or the problem it will name.
 */
export function creditPreview(
  bill: BillDetail,
  rows: readonly CreditRow[],
): (BillComputation & { problem: null }) | { problem: CreditNoteProblem } {
  const credited = new Map(
    bill.lines.map((line, i) => [
      i,
      { cents: line.netCents - (bill.creditableCents[i] ?? line.netCents), milli: bill.creditedMilli[i] ?? 0 },
    ]),
  );
  const lines = bill.lines.map(
    (l) => ({ ...l, orderId: Number(l.orderId), orderedProductId: null }) as unknown as CoreBillLine,
  );
  const result = creditNoteLines(lines, credited, creditRequests(rows) as CreditRequest[]);
  if (isCreditNoteProblem(result)) return { problem: result };
  return { ...creditNoteComputation(result), problem: null };
}
