import { addDays, guestLabel } from '@bakery/core';
import { eq, sql } from 'drizzle-orm';
import { billSettings, deliveryZones, hostProducts, users } from '../schema/index';
import type { Db } from '../../platform/db/database';
import { createBakery, createGuest, createHost, createPriceList, createPrivate, createProduct } from './factories';
import { demoProducts } from './demo-products';
import { seedDemoOrders, someProducts } from './demo-orders';
import { seedDemoHistory } from './demo-history';

export interface DemoLogin {
  role: string;
  username: string;
  password: string;
  note: string;
}

/** Demo passwords follow requirements/accounts-and-sign-in.md#passwords; they are printed on start and listed in README. */
export const DEMO_PASSWORDS = {
  bakery: 'Brot-Mair-2026!',
  host: 'Alpenrose-2026!',
  cafe: 'Central-2026!',
  private: 'Maria-Rossi-2026!',
  guest: 'Gast-2026!',
} as const;

export async function hasAnyBakery(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.isBakery}`);
  return (row?.n ?? 0) > 0;
}

/** Loads the demo bakery of the quick start; `today` is the bakery's calendar date. */
export async function seedDemo(db: Db, today: string): Promise<DemoLogin[]> {
  const bakery = await createBakery(db, {
    username: 'baeckerei-mair',
    password: DEMO_PASSWORDS.bakery,
    email: 'info@baeckerei-mair.example',
    detail: {
      companyName: 'Bäckerei Mair',
      fullName: 'Josef Mair',
      street: 'Stadtgasse',
      houseNumber: '12',
      postalCode: '39031',
      city: 'Bruneck',
      province: 'BZ',
      country: 'IT',
      partitaIva: '01234567897',
      tel: '+39 0474 123456',
      deadline: '18:00',
    },
    extra: { deliversSaturday: true, deliveryCost: '2.50', deliveryCostMin: '30.00' },
  });
  const list = await createPriceList(db, bakery.id, 'Standard', true);
  // seller data for bills and e-invoices (Settings → Documents), so bills can be made at once
  await db.insert(billSettings).values({
    bakeryId: bakery.id,
    eBillData: {
      companyName: 'Bäckerei Mair GmbH',
      vatNumber: '01234567897',
      taxCode: '01234567897',
      regime: 'RF01',
      street: 'Stadtgasse',
      houseNumber: '12',
      postalCode: '39031',
      city: 'Bruneck',
      province: 'BZ',
      country: 'IT',
      pec: 'baeckerei-mair@pec.example.it',
      rea: { office: 'BZ', number: '123456', liquidation: 'LN' },
      iban: 'IT60X0542811101000000123456',
      bankName: 'Raiffeisenkasse Bruneck',
    },
    pdfFooter:
      'Bäckerei Mair GmbH · Stadtgasse 12 · 39031 Bruneck · Raiffeisenkasse Bruneck IBAN IT60 X054 2811 1010 0000 0123 456',
  });
  const [zone] = await db
    .insert(deliveryZones)
    .values([
      { name: 'Bruneck Zentrum', bakeryId: bakery.id },
      { name: 'Pustertal Ost', bakeryId: bakery.id },
    ])
    .returning();
  const range: Awaited<ReturnType<typeof createProduct>>[] = [];
  for (const product of demoProducts([list.id])) range.push(await createProduct(db, bakery.id, product));

  const hotel = await createHost(db, bakery.id, {
    username: 'hotel-alpenrose',
    password: DEMO_PASSWORDS.host,
    email: 'rezeption@alpenrose.example',
    priceListId: list.id,
    detail: {
      companyName: 'Hotel Alpenrose',
      fullName: 'Anna Steiner',
      street: 'Kronplatzstraße',
      houseNumber: '5',
      postalCode: '39031',
      city: 'Bruneck',
      province: 'BZ',
      partitaIva: '02345678904',
      recipientCode: 'M5UXCR1',
      deadline: '17:00',
    },
    extra: { checkOrders: true, deliveryZoneId: zone?.id ?? null },
  });
  const cafe = await createHost(db, bakery.id, {
    username: 'cafe-central',
    password: DEMO_PASSWORDS.cafe,
    email: 'bar@cafe-central.example',
    language: 'it',
    priceListId: list.id,
    detail: {
      companyName: 'Café Central',
      fullName: 'Luca Bianchi',
      street: 'Graben',
      houseNumber: '3',
      postalCode: '39031',
      city: 'Brunico',
      province: 'BZ',
      partitaIva: '03456789019',
      pec: 'cafecentral@pec.example',
      paymentMethod: 'MP19',
      paymentTerms: 'DAYS_30_EOM',
    },
    extra: { deliveryZoneId: zone?.id ?? null },
  });
  const maria = await createPrivate(db, bakery.id, {
    username: 'maria.rossi',
    password: DEMO_PASSWORDS.private,
    email: 'maria.rossi@example.org',
    language: 'it',
    priceListId: list.id,
    detail: {
      fullName: 'Maria Rossi',
      firstName: 'Maria',
      lastName: 'Rossi',
      street: 'Via Centrale',
      houseNumber: '8',
      postalCode: '39031',
      city: 'Brunico',
      province: 'BZ',
      taxNumber: 'RSSMRA80A41B220N',
    },
  });

  // What the hosts offer their guests, so the guest app shows products at once: the hotel takes
  // over the first twenty (the croissant at its own display price), the café ten; the rest stays
  // to be taken over in the web app.
  await db.insert(hostProducts).values([
    ...range.slice(0, 20).map((p) => ({
      hostId: hotel.id,
      baseProductId: p.id,
      displayPrice: p.easybackKodex === '1017' ? '1.40' : '-1',
    })),
    ...range.slice(0, 10).map((p) => ({ hostId: cafe.id, baseProductId: p.id, displayPrice: '-1' })),
  ]);

  const stay = { activeFrom: addDays(today, -2), activeTo: addDays(today, 5) };
  const guests = [
    await createGuest(db, hotel, { label: 'zimmer101', password: DEMO_PASSWORDS.guest, language: 'de', ...stay }),
    await createGuest(db, hotel, { label: 'zimmer102', password: DEMO_PASSWORDS.guest, language: 'en', ...stay }),
    await createGuest(db, hotel, { label: 'camera204', password: DEMO_PASSWORDS.guest, language: 'it', ...stay }),
    await createGuest(db, cafe, { label: 'tavolo7', password: DEMO_PASSWORDS.guest, language: 'it', ...stay }),
    await createGuest(db, hotel, {
      label: 'zimmer305',
      password: DEMO_PASSWORDS.guest,
      language: 'de',
      activeFrom: addDays(today, -30),
      activeTo: addDays(today, -23),
    }),
  ] as const;

  // Orders for the next three delivery days; the hotel checks its guests' orders, so one waits.
  // hosts and their guests' orders go to the hosts' zone, the private customer's to none
  const zoneOf = (clientId: number) => (clientId === maria.id ? null : (zone?.id ?? null));
  const own = (clientId: number, deadlineTime: string, seed: number, message?: string) => ({
    clientId,
    deadlineTime,
    accepted: true,
    paysDelivery: true,
    lines: someProducts(range, 3, seed),
    message,
    deliveryZoneId: zoneOf(clientId),
  });
  const guest = (clientId: number, accepted: boolean, seed: number) => ({
    clientId,
    deadlineTime: '17:00',
    accepted,
    paysDelivery: false,
    lines: someProducts(range, 2, seed),
    deliveryZoneId: zone?.id ?? null,
  });
  // Eight weeks of past orders (and clients that joined over them), so the dashboard has history:
  // the hotel and the café order each delivery day, Maria every third, the old guest in its stay.
  const joined = (id: number, daysAgo: number) =>
    db
      .update(users)
      .set({ createdAt: new Date(Date.parse(`${addDays(today, -daysAgo)}T08:00:00Z`)) })
      .where(eq(users.id, id));
  await joined(hotel.id, 60);
  await joined(cafe.id, 45);
  await joined(maria.id, 20);
  await joined(guests[4].id, 31);
  const zoneId = zone?.id ?? null;
  const past = await seedDemoHistory(db, bakery.id, today, 'Europe/Rome', range, [
    { id: hotel.id, deadlineTime: '17:00', paysDelivery: true, zoneId, every: 1, products: 4 },
    { id: cafe.id, deadlineTime: '18:00', paysDelivery: true, zoneId, every: 1, products: 3 },
    { id: maria.id, deadlineTime: '18:00', paysDelivery: true, zoneId: null, every: 3, products: 2 },
    {
      id: guests[4].id,
      deadlineTime: '17:00',
      paysDelivery: false,
      zoneId,
      every: 1,
      products: 2,
      from: guests[4].activeFrom,
      to: guests[4].activeTo,
    },
  ]);
  await seedDemoOrders(
    db,
    bakery.id,
    today,
    'Europe/Rome',
    [
      [
        own(hotel.id, '17:00', 1, 'Lieferung bis 6:30, Hintereingang'),
        own(cafe.id, '18:00', 2),
        own(maria.id, '18:00', 3),
        guest(guests[0].id, true, 4),
        guest(guests[1].id, false, 5),
      ],
      [own(hotel.id, '17:00', 6), own(cafe.id, '18:00', 7), guest(guests[2].id, true, 8)],
      [own(hotel.id, '17:00', 9), own(maria.id, '18:00', 10)],
    ],
    past,
  );

  return [
    { role: 'bakery', username: 'baeckerei-mair', password: DEMO_PASSWORDS.bakery, note: 'Bäckerei Mair, Bruneck' },
    {
      role: 'host',
      username: 'hotel-alpenrose',
      password: DEMO_PASSWORDS.host,
      note: 'Hotel Alpenrose (checks guest orders)',
    },
    { role: 'host', username: 'cafe-central', password: DEMO_PASSWORDS.cafe, note: 'Café Central (Italian)' },
    { role: 'private', username: 'maria.rossi', password: DEMO_PASSWORDS.private, note: 'private customer (Italian)' },
    ...guests.map((g) => ({
      role: 'guest',
      username: guestLabel(g.username),
      password: DEMO_PASSWORDS.guest,
      note: `guest app only; stay ${g.activeFrom} – ${g.activeTo}${g.activeTo < today ? ' (stay over: refused)' : ''}`,
    })),
  ];
}
