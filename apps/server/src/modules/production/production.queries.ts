import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@bakery/core';
import { orders, products, translations } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import { allOf } from '../../platform/db/conditions';

/**
 * What production works on (deny by default): the bakery's accepted orders of one deadline, and
 * only its own products (hosts' own products are not baked or packed by the bakery).
 */
export function productionScope(bakeryId: number, deadline: Date): SQL {
  return allOf(productionOrders(bakeryId, deadline), isNull(products.hostId));
}

/** The orders part of {@link productionScope}: the bakery's accepted orders of one deadline. */
export function productionOrders(bakeryId: number, deadline: Date): SQL {
  return allOf(eq(orders.bakeryId, bakeryId), eq(orders.deadline, deadline), eq(orders.accepted, true));
}

/** Zone filter of production views: undefined = all zones, null = the no-zone bucket, else one zone. */
export type ZoneSelection = number | null | undefined;

export function zoneCondition(zone: ZoneSelection): SQL | undefined {
  if (zone === undefined) return undefined;
  return zone === null ? isNull(orders.deliveryZoneId) : eq(orders.deliveryZoneId, zone);
}

/** A product's name in `language`, falling back to German (one indexed lookup per product). */
export function productName(language: Language): SQL<string> {
  return sql<string>`coalesce(
    (select ${translations.translation} from ${translations} where ${translations.identifier} = ${products.nameKey} || ${`_${language}`}),
    (select ${translations.translation} from ${translations} where ${translations.identifier} = ${products.nameKey} || '_de'),
    '')`;
}

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
