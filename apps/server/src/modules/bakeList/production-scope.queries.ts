import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@bakery/core';
import { orders, products, translations } from '../../db/schema/index';
import { allOf } from '../../platform/db/conditions';

// The SQL every production feature shares (bake list, compile, dockets): it lives with the bake list,
// the first of them, which the others already build on (its ProductionProduct type), so the features
// depend one way only — bakeList ← compile ← labels, dockets.

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
