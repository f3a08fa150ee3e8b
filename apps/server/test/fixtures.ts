import { addDays } from '@bakery/core';
import { createBakery, createGuest, createHost, createPriceList, createPrivate } from '../src/db/seed/factories';
import type { Db } from '../src/platform/db/database';
import { dateInZone } from '../src/platform/time';
import type { TestServer } from './test-server';

export const PASSWORD = 'Sauerteig-42!';

/** A complete tenant: a bakery with a default price list, a host, a guest of that host and a private customer. */
export async function createTenant(db: Db, prefix: string, today = dateInZone(new Date(), 'Europe/Rome')) {
  const bakery = await createBakery(db, {
    username: `${prefix}-bakery`,
    email: `${prefix}-bakery@example.org`,
    password: PASSWORD,
    detail: { companyName: `${prefix} Bakery` },
  });
  const list = await createPriceList(db, bakery.id, 'Standard');
  const host = await createHost(db, bakery.id, {
    username: `${prefix}-host`,
    email: `${prefix}-host@example.org`,
    password: PASSWORD,
    priceListId: list.id,
    detail: { companyName: `${prefix} Hotel` },
  });
  const guest = await createGuest(db, host, {
    label: `${prefix}room1`,
    password: PASSWORD,
    activeFrom: addDays(today, -1),
    activeTo: addDays(today, 3),
  });
  const privateCustomer = await createPrivate(db, bakery.id, {
    username: `${prefix}-private`,
    email: `${prefix}-private@example.org`,
    password: PASSWORD,
    priceListId: list.id,
    language: 'it',
  });
  return { bakery, list, host, guest, privateCustomer };
}

/** Signs accounts in over the API: web login by username, guests by label through the guest login. */
export async function signIn(
  server: TestServer,
  accounts: { users?: string[]; guests?: Record<string, string> },
): Promise<Record<string, string>> {
  const jwt: Record<string, string> = {};
  for (const username of accounts.users ?? []) {
    const res = await server.gql(
      'mutation Login($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }',
      { i: username, p: PASSWORD },
    );
    jwt[username] = res.data.login.jwt;
  }
  for (const [key, label] of Object.entries(accounts.guests ?? {})) {
    const res = await server.gql(
      'mutation G($i: String!, $p: String!) { guestLogin(identifier: $i, password: $p) { jwt } }',
      { i: label, p: PASSWORD },
    );
    jwt[key] = res.data.guestLogin.jwt;
  }
  return jwt;
}
