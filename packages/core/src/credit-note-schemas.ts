/**
 * Zod schemas for a credit note as createCreditNote takes it — its reason, and line requests
 * checked by `creditNoteLines` against the bill and what earlier credit notes took — and for the
 * credit-note form that reads quantities and amounts typed in the user's language into them.
 *
 * Invariants: issue messages are error codes; a line problem is one issue on the rows whose
 * message is the code the server answers (CREDIT_NOTE_EMPTY, CREDIT_NOTE_LINE_INVALID,
 * CREDIT_NOTE_TOO_MUCH) with the 1-based lines in `params.lines`; a bad reason is BAD_INPUT on
 * `reason`. A value the form cannot read is asked for as the server would refuse it, so the
 * problem names its line rather than a field.
 */
import { z } from 'zod';
import type { BillLine } from './billing';
import { creditNoteLines, isCreditNoteProblem, isCreditReason, type Credited, type CreditRequest } from './credit-note';
import type { Language } from './language';
import { readLocaleCents, readLocaleDecimal } from './locale-decimal';

/** The reason printed on the credit note (its Causale): 3 … 200 characters after trimming; comes out trimmed. */
export const CreditReasonSchema = z
  .string({ message: 'BAD_INPUT' })
  .trim()
  .refine(isCreditReason, { message: 'BAD_INPUT' });

/** One line request as createCreditNote takes it: the 1-based line, a quantity or an amount in cents. */
export const CreditRequestSchema = z.object({
  line: z.number({ message: 'BAD_INPUT' }),
  quantity: z.string({ message: 'BAD_INPUT' }).nullish(),
  amountCents: z.number({ message: 'BAD_INPUT' }).nullish(),
});

/** One bill line in the credit-note form: taken back or not, by quantity or by an amount, as typed. */
export interface CreditRowText {
  chosen: boolean;
  by: 'QUANTITY' | 'AMOUNT';
  value: string;
}

/**
 * The requests of the chosen rows (1-based lines), quantities and euro amounts read as written
 * in `language` ("0,5" / "1,50" de/it, "0.5" / "1.50" en). A value that is no such number is
 * asked for as one `creditNoteLines` refuses (a quantity it cannot read, 0 cents), naming its line.
 */
export function creditRequestsOf(rows: readonly CreditRowText[], language: Language): CreditRequest[] {
  return rows.flatMap((row, i): CreditRequest[] => {
    if (!row.chosen) return [];
    if (row.by === 'QUANTITY') return [{ line: i + 1, quantity: readLocaleDecimal(row.value, language) ?? '-' }];
    return [{ line: i + 1, amountCents: readLocaleCents(row.value, language) ?? 0 }];
  });
}

/**
 * The rows of the credit-note form, one per bill line, read in `language` into the requests
 * createCreditNote takes and `credit`, the lines of the credit note as the server will make
 * them. `bill` are the bill's lines, `credited` what earlier credit notes took from each (by
 * 0-based index). A line problem is one issue on the rows (see the invariants above).
 */
export const creditRowsSchema = (
  language: Language,
  bill: readonly BillLine[],
  credited: ReadonlyMap<number, Credited>,
) =>
  z
    .array(z.object({ chosen: z.boolean(), by: z.enum(['QUANTITY', 'AMOUNT']), value: z.string() }))
    .transform((rows) => creditRequestsOf(rows, language))
    .pipe(
      z.array(CreditRequestSchema).transform((requests, ctx) => {
        const credit = creditNoteLines(bill, credited, requests);
        if (!isCreditNoteProblem(credit)) return { requests, credit };
        const { code, ...params } = credit;
        ctx.addIssue({ code: 'custom', message: code, params });
        return z.NEVER;
      }),
    );

/**
 * The credit-note form as typed in `language`: its rows (`creditRowsSchema`, issues on `rows`) and
 * the reason, read into what createCreditNote takes (`lines`, the trimmed `reason`) plus `credit`.
 * The rows are checked on their own, so a line problem shows while the reason is still missing.
 */
export const creditNoteFormSchema = (
  language: Language,
  bill: readonly BillLine[],
  credited: ReadonlyMap<number, Credited>,
) =>
  z
    .object({ rows: creditRowsSchema(language, bill, credited), reason: CreditReasonSchema })
    .transform(({ rows, reason }) => ({ lines: rows.requests, reason, credit: rows.credit }));
export type CreditNoteFormInput = z.infer<ReturnType<typeof creditNoteFormSchema>>;
