import { and, type SQL } from 'drizzle-orm';

/**
 * All the conditions together: drizzle's `and`, typed as a condition. (`and` is undefined only
 * when no condition is given; here the first is required, so there always is one.)
 */
export function allOf(first: SQL, ...rest: (SQL | undefined)[]): SQL {
  return and(first, ...rest) ?? first;
}
