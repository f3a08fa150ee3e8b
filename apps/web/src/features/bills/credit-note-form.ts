import {
  creditNoteFormSchema,
  creditRowsSchema,
  DECIMAL_MARK,
  localeCentsInput,
  type BillLine as CoreBillLine,
  type Credited,
  type CreditRowText,
  type Language,
} from '@bakery/core';
import type { BillDetail } from '../../api/operations';

/** One bill line in the credit-note form: taken back or not, by quantity or by an amount, as typed. */
export type CreditRow = CreditRowText;

/** The credit-note form as typed: a row per bill line and the reason. */
export interface CreditNoteFormValues {
  rows: CreditRow[];
  reason: string;
}

/** Rows for a bill: nothing chosen; a line that was fully credited before cannot be chosen (`open` 0). */
export function initialRows(bill: BillDetail): CreditRow[] {
  return bill.lines.map((line) => ({ chosen: false, by: line.kind === 'DELIVERY' ? 'AMOUNT' : 'QUANTITY', value: '' }));
}

/**
 * Every open line chosen, written in `language`: a line no credit note touched yet with its whole
 * quantity (credited exactly as billed), a line partly credited before with the amount it still holds.
 */
export function wholeRows(bill: BillDetail, language: Language): CreditRow[] {
  return bill.lines.map((line, i) => {
    const open = bill.creditableCents[i] ?? 0;
    if (open === 0) return { chosen: false, by: 'AMOUNT', value: '' };
    if (open === line.netCents && line.kind !== 'DELIVERY')
      return { chosen: true, by: 'QUANTITY', value: line.quantity.replace('.', DECIMAL_MARK[language]) };
    return { chosen: true, by: 'AMOUNT', value: localeCentsInput(open, language) };
  });
}

/** The bill's lines and what earlier credit notes took from each, as core's credit-note rules take them. */
function creditBasis(bill: BillDetail): { lines: CoreBillLine[]; credited: Map<number, Credited> } {
  const credited = new Map(
    bill.lines.map((line, i) => [
      i,
      { cents: line.netCents - (bill.creditableCents[i] ?? line.netCents), milli: bill.creditedMilli[i] ?? 0 },
    ]),
  );
  const lines = bill.lines.map(
    (l) => ({ ...l, orderId: Number(l.orderId), orderedProductId: null }) as unknown as CoreBillLine,
  );
  return { lines, credited };
}

/**
 * The schemas of the form for this bill: the rows alone (for the preview while the reason is
 * missing) and the whole form — core's rules on the same data the server checks them with.
 */
export function creditSchemas(bill: BillDetail, language: Language) {
  const { lines, credited } = creditBasis(bill);
  return {
    rows: creditRowsSchema(language, lines, credited),
    form: creditNoteFormSchema(language, lines, credited),
  };
}
