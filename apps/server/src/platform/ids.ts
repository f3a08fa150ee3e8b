/** Ids are PostgreSQL `integer`s: at most 2³¹−1. A larger number would reach SQL and fail there. */
export const MAX_ID = 2_147_483_647;

/** A record id from client input (number or decimal string), or null when it is not one: 1 … MAX_ID. */
export function toRecordId(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && !/^[1-9]\d{0,9}$/.test(value)) return null;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : null;
}
