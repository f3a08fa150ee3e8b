import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import type { Tx } from './database';

/**
 * Locks the bakery's account row (FOR UPDATE) until the transaction ends: work that must not run
 * twice at once for one bakery (its default price list, its product order, a product import)
 * queues here. Every caller takes this lock first, so none waits for another in a different order.
 */
export async function lockBakery(tx: Tx, bakeryId: number): Promise<void> {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${bakeryId} for update`);
}
