import type { ErrorCode } from '@bakery/core';
import { fail } from './errors';

/** One problem a core zod schema found: its path and its error code (core schemas' messages are codes). */
export interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Which code the answer carries when issues of several codes were found: the identity first, then dates, then the rest. */
const PRECEDENCE = ['USERNAME_', 'EMAIL_', 'PASSWORD_', 'INVALID_DATE', 'BAD_INPUT'];
const rank = (code: string) => {
  const i = PRECEDENCE.findIndex((prefix) => code.startsWith(prefix));
  return i < 0 ? PRECEDENCE.length : i;
};

/**
 * Refuses input a core schema found wrong, the way the web forms read it: a username, e-mail
 * or password rule with its code and `field` (a password also lists every broken rule in
 * `problems`); INVALID_DATE and BAD_INPUT with every field of that code in `fields`, in `order`.
 * `rename` maps a schema path to the field the form shows (e.g. a guest's username rules → label).
 */
export function failOnIssues(
  issues: readonly SchemaIssue[],
  order: readonly string[],
  rename: Readonly<Record<string, string>> = {},
): never {
  const first = [...issues].sort((a, b) => rank(a.message) - rank(b.message))[0];
  if (!first) throw new Error('failOnIssues needs at least one issue');
  const code = first.message as ErrorCode;
  const fieldOf = (issue: SchemaIssue) => {
    const path = issue.path.map(String).join('.');
    return rename[path] ?? path;
  };
  if (code.startsWith('PASSWORD_'))
    fail(code, {
      field: fieldOf(first),
      problems: issues.filter((i) => i.message.startsWith('PASSWORD_')).map((i) => i.message),
    });
  if (code.startsWith('USERNAME_') || code.startsWith('EMAIL_')) fail(code, { field: fieldOf(first) });
  const fields = new Set(issues.filter((i) => i.message === code).map(fieldOf));
  fail(code, { fields: [...order.filter((f) => fields.has(f)), ...[...fields].filter((f) => !order.includes(f))] });
}
