import { asc, eq } from 'drizzle-orm';
import { userDetails, users } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';

export type BakeryAccountRow = Awaited<ReturnType<typeof findAllBakeries>>[number];

/** Every bakery account of the platform with its base data, by username. */
export function findAllBakeries(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      language: users.language,
      blocked: users.blocked,
      timeZone: users.timeZone,
      createdAt: users.createdAt,
      contractLastDay: users.contractLastDay,
      companyName: userDetails.companyName,
      city: userDetails.city,
    })
    .from(users)
    .leftJoin(userDetails, eq(userDetails.userId, users.id))
    .where(eq(users.isBakery, true))
    .orderBy(asc(users.username));
}
