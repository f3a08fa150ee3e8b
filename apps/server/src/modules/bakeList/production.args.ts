import { fail } from '../../platform/errors';
import type { ZoneSelection } from './production-scope.queries';

// The arguments the production views and documents take (bake list, compile, dockets): which deadline,
// which zone — parsed before any SQL, alike for GraphQL and the document routes; beside the scope
// they select (production-scope.queries.ts), not in it, as a queries file holds statements only.

/** A deadline argument: an ISO instant with a date part, else BAD_INPUT naming the field. */
export function parseDeadline(value: string, field = 'deadline'): Date {
  const d = new Date(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(d.getTime()) ? d : fail('BAD_INPUT', { fields: [field] });
}

/** A zone argument as the views take it: absent/null = all, "0" = orders without a zone, else the zone id. */
export function parseZone(value: string | number | null | undefined): ZoneSelection {
  if (value === null || value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) fail('BAD_INPUT', { fields: ['zoneId'] });
  return n === 0 ? null : n;
}
