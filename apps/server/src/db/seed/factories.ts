import { generateGuestSuffix, makeGuestUsername, type Language } from '@bakery/core';
import {
  languages,
  priceLists,
  productPriceLists,
  products,
  translations,
  userDetails,
  users,
  vats,
} from '../schema/index';
import type { Db } from '../../platform/db/database';
import { hashPassword } from '../../platform/auth/password-hash';
import { eq } from 'drizzle-orm';
import { one } from '../../platform/db/rows';

/**
 * Factories shared by demo data, the admin tool and tests (Epic Stack's createUser()).
 * Each creates a complete, usable account unless told otherwise.
 */
type UserInsert = typeof users.$inferInsert;
type DetailInsert = Omit<typeof userDetails.$inferInsert, 'userId'>;

export interface AccountInput {
  username: string;
  password: string;
  email?: string | null;
  language?: Language;
  detail?: DetailInsert;
  extra?: Partial<UserInsert>;
}

async function insertAccount(db: Db, input: AccountInput, fields: Partial<UserInsert>) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = one(
      await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email ?? null,
          passwordHash,
          language: input.language ?? 'de',
          confirmed: true,
          ...fields,
          ...input.extra,
        })
        .returning(),
      'inserted users',
    );
    await tx.insert(userDetails).values({ ...input.detail, userId: user.id });
    return user;
  });
}

export function createBakery(db: Db, input: AccountInput) {
  return insertAccount(db, input, { isBakery: true, createBills: true });
}

/** Hosts start with the dates 2000-01-01..9999-03-31 (requirements/accounts-and-sign-in.md#account-kinds) and the bakery's default price list. */
export function createHost(db: Db, bakeryId: number, input: AccountInput & { priceListId?: number | null }) {
  return insertAccount(db, input, {
    isHost: true,
    bakeryId,
    activeFrom: '2000-01-01',
    activeTo: '9999-03-31',
    priceListId: input.priceListId ?? null,
  });
}

export function createPrivate(db: Db, bakeryId: number, input: AccountInput & { priceListId?: number | null }) {
  return insertAccount(db, input, { bakeryId, priceListId: input.priceListId ?? null });
}

/** A guest of a host for a stay; username = label + 32-character suffix (requirements/host-and-guests.md#guests). */
export function createGuest(
  db: Db,
  host: { id: number; bakeryId: number | null },
  input: Omit<AccountInput, 'username'> & { label: string; activeFrom: string; activeTo: string },
) {
  return insertAccount(
    db,
    { ...input, username: makeGuestUsername(input.label, generateGuestSuffix()) },
    {
      hostId: host.id,
      bakeryId: host.bakeryId,
      activeFrom: input.activeFrom,
      activeTo: input.activeTo,
    },
  );
}

export async function createPriceList(db: Db, bakeryId: number, name: string, isDefault = true) {
  return db.transaction(async (tx) => {
    if (isDefault) await tx.update(priceLists).set({ isDefault: false }).where(eq(priceLists.bakeryId, bakeryId));
    const list = one(
      await tx.insert(priceLists).values({ bakeryId, name, isDefault }).returning(),
      'inserted priceLists',
    );
    return list;
  });
}

export interface ProductInput {
  name: Record<Language, string>;
  description: Record<Language, string>;
  gramPrice: string;
  approxWeight: number;
  vatValue?: string;
  haveToWeight?: boolean;
  easybackKodex?: string;
  displayOrder?: number;
  availableDays?: number;
  priceListIds?: number[];
}

/** A bakery product with its six translations, optionally placed in price lists at its gram price. */
export async function createProduct(db: Db, bakeryId: number, input: ProductInput) {
  const langs = await db.select().from(languages);
  const vatRows = await db.select().from(vats);
  const vat =
    vatRows.find((v) => Number(v.value) === Number(input.vatValue ?? '10')) ??
    vatRows.find((v) => Number(v.value) === 10);
  return db.transaction(async (tx) => {
    const product = one(
      await tx
        .insert(products)
        .values({
          bakeryId,
          nameKey: 'pending',
          descriptionKey: 'pending',
          vatId: vat?.id ?? null,
          gramPrice: input.gramPrice,
          approxWeight: input.approxWeight,
          haveToWeight: input.haveToWeight ?? false,
          easybackKodex: input.easybackKodex ?? null,
          displayOrder: input.displayOrder ?? 0,
          availableDays: input.availableDays ?? 0,
        })
        .returning(),
      'inserted products',
    );
    const nameKey = `product.${product.id}.name`;
    const descriptionKey = `product.${product.id}.description`;
    await tx.update(products).set({ nameKey, descriptionKey }).where(eq(products.id, product.id));
    const rows = langs.flatMap((l) => [
      {
        key: nameKey,
        languageId: l.id,
        identifier: `${nameKey}_${l.short}`,
        translation: input.name[l.short as Language],
        bakeryId,
      },
      {
        key: descriptionKey,
        languageId: l.id,
        identifier: `${descriptionKey}_${l.short}`,
        translation: input.description[l.short as Language],
        bakeryId,
      },
    ]);
    await tx.insert(translations).values(rows);
    for (const priceListId of input.priceListIds ?? []) {
      await tx.insert(productPriceLists).values({ priceListId, productId: product.id, gramPrice: input.gramPrice });
    }
    return { ...product, nameKey, descriptionKey };
  });
}
