/**
 * Rows that must be there: the one row of an INSERT … RETURNING, of an UPDATE of a row the
 * transaction has just locked or checked, or a row another table's foreign key points at. A
 * missing row is a server fault, not the client's: a plain Error, logged with its stack and
 * answered as INTERNAL, that says what was missing (instead of a TypeError further on).
 */

/** The first row of `rows`; throws when there is none. `what` names the row for the message, e.g. 'inserted order'. */
export function one<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`Expected a row (${what}), got none`);
  return row;
}

/** `value` when present (a looked-up row, a map entry); throws when it is null or undefined. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found none`);
  return value;
}
