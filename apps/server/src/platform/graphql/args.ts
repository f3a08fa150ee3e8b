import { fail } from '../errors';

/** A GraphQL ID argument as the integer key it stands for; anything else is BAD_INPUT naming the field. */
export function parseId(value: string | number, field = 'id'): number {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : fail('BAD_INPUT', { fields: [field] });
}
