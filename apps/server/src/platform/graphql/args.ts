import { fail } from '../errors';
import { toRecordId } from '../ids';

/** A GraphQL ID argument as the integer key it stands for; anything else is BAD_INPUT naming the field. */
export function parseId(value: string | number, field = 'id'): number {
  return toRecordId(value) ?? fail('BAD_INPUT', { fields: [field] });
}
