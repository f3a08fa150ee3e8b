import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { weekdaysToDayRules } from '@bakery/core';
import { hostProducts, users } from '../src/db/schema/index';
import { createGuest, createProduct } from '../src/db/seed/factories';
import { createTenant, PASSWORD } from './fixtures';
import type { TestServer } from './test-server';

/**
 * Per-test factories (issue 16). A test that changes a tenant — its settings, a price list's
 * visibility, a client's data, a blocked account — builds its own here instead of changing the
 * file's shared `beforeAll` tenant and putting it back by hand: nothing to restore, no test
 * depending on another's leftovers, and a failing test breaks no other.
 */

let made = 0;

/** A prefix no other call in this run gives: usernames, e-mails and guest labels stay unique. */
export function uniquePrefix(base = 'f'): string {
  made += 1;
  return `${base}${made}${randomBytes(3).toString('hex')}`;
}

/** A session JWT for an account, as the login mutation would answer it (no password check: fast). */
export async function tokenFor(server: TestServer, userId: number): Promise<string> {
  const [row] = await server.platform.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`tokenFor: no account ${userId}`);
  return server.platform.tokens.sign(userId, row.tokenVersion);
}

/**
 * A fresh tenant of its own — a bakery with a default price list, a host, a guest of the host
 * (stay from the day before `today` to 3 days after) and a private customer — each signed in.
 * `prefix` names its accounts (`<prefix>-bakery`, `<prefix>-host`, `<prefix>-private`, guest
 * label `<prefix>room1`); it is unique per call.
 */
export async function freshTenant(server: TestServer, options: { base?: string; today?: string } = {}) {
  const prefix = uniquePrefix(options.base);
  const tenant = await createTenant(server.platform.db, prefix, options.today);
  const [bakery, host, privateCustomer, guest] = await Promise.all(
    [tenant.bakery, tenant.host, tenant.privateCustomer, tenant.guest].map((u) => tokenFor(server, u.id)),
  );
  return {
    ...tenant,
    prefix,
    jwt: { bakery: bakery as string, host: host as string, private: privateCustomer as string, guest: guest as string },
  };
}

export type FreshTenant = Awaited<ReturnType<typeof freshTenant>>;

/**
 * A fresh ordering tenant, as `orders.test-setup.ts` builds its shared one: delivery cost 2.50
 * below 30.00, Semmel (45 cents), Brezel (53 cents) and a Monday-only bread in the default list,
 * the host's take-over of Semmel at 0.60 and a second guest staying `today`..`guest2To`.
 */
export async function freshOrderTenant(
  server: TestServer,
  options: { base?: string; today: string; guest2To: string },
) {
  const tenant = await freshTenant(server, options);
  const db = server.platform.db;
  await db.update(users).set({ deliveryCost: '2.50', deliveryCostMin: '30.00' }).where(eq(users.id, tenant.bakery.id));
  const mk = (de: string, gramPrice: string, availableDays?: number) =>
    createProduct(db, tenant.bakery.id, {
      name: { de, it: de, en: de },
      description: { de, it: de, en: de },
      gramPrice,
      approxWeight: 50,
      availableDays,
      priceListIds: [tenant.list.id],
    });
  const semmel = await mk('Semmel', '0.009');
  const brezel = await mk('Brezel', '0.0106');
  const mondayOnly = await mk('Montagsbrot', '0.01', weekdaysToDayRules([1]));
  await db.insert(hostProducts).values({ hostId: tenant.host.id, baseProductId: semmel.id, displayPrice: '0.60' });
  const guest2 = await createGuest(db, tenant.host, {
    label: `${tenant.prefix}room2`,
    password: PASSWORD,
    activeFrom: options.today,
    activeTo: options.guest2To,
  });
  return {
    ...tenant,
    guest2,
    jwt: { ...tenant.jwt, guest2: await tokenFor(server, guest2.id) },
    p: { semmel: String(semmel.id), brezel: String(brezel.id), mondayOnly: String(mondayOnly.id) },
  };
}

let vatNumbers = 0;
/**
 * A valid partita IVA no other call in this run gives (7-digit serial, office 021, check digit):
 * e-invoice file names count per transmitter, so a fresh seller needs a number of its own.
 */
export function uniquePartitaIva(): string {
  vatNumbers += 1;
  const body = `${String(5_000_000 + ((process.pid * 1000 + vatNumbers) % 4_000_000)).padStart(7, '0')}021`;
  const sum = [...body].reduce((acc, ch, i) => {
    const d = Number(ch);
    if (i % 2 === 0) return acc + d;
    const doubled = d * 2;
    return acc + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
