import type { Language } from '@bakery/core';
import type { Db } from '../../platform/db/database';
import { fail } from '../../platform/errors';
import { createBakery, createPriceList } from '../../db/seed/factories';
import { assertEmailValid, assertPasswordValid, assertUsernameValid } from '../auth/credentials';
import { countUsersWhere } from './users.queries';

export interface BakeryOnboarding {
  username: string;
  email: string;
  password: string;
  companyName: string;
  language?: Language;
  city?: string;
  partitaIva?: string;
}

/**
 * The platform operator onboards a bakery (admin tool): a confirmed bakery account with its
 * base data and a default price list. Validates like registration; writes nothing on bad input.
 */
export async function onboardBakery(db: Db, input: BakeryOnboarding) {
  assertUsernameValid(input.username);
  assertEmailValid(input.email);
  assertPasswordValid(input.password);
  if (!input.companyName.trim()) fail('BAD_INPUT', { fields: ['companyName'] });
  if ((await countUsersWhere(db, 'username', input.username)) > 0) fail('USERNAME_TAKEN');
  if ((await countUsersWhere(db, 'email', input.email)) > 0) fail('EMAIL_TAKEN');
  const bakery = await createBakery(db, {
    username: input.username,
    email: input.email,
    password: input.password,
    language: input.language ?? 'de',
    detail: { companyName: input.companyName.trim(), city: input.city ?? null, partitaIva: input.partitaIva ?? null },
  });
  await createPriceList(db, bakery.id, 'Standard', true);
  return bakery;
}
