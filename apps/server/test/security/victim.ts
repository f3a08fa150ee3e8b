import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index';
import { createPrivate, createProduct } from '../../src/db/seed/factories';
import { createOperator } from '../../src/modules/operator/operator.service';
import { CREATE_BILL, PERIOD, setupBills } from '../../src/modules/bills/bills.test-setup';
import { PASSWORD, signIn } from '../fixtures';
import type { Database } from '../../src/platform/db/database';
import { idsWhere } from './tenancy';

/**
 * Every string of the victim's data carries the marker (usernames, e-mails, company names,
 * product and list names, notes), so a leak shows as the marker in an answer. The other
 * bakery's names start with `victimxx` (the shared setup appends an x): the pattern skips them.
 */
export const PREFIX = 'victimx';
export const MARKER = /victimx(?!x)/i;

/** Entities the victim owns, by kind (what an ID argument names). */
export type Kind =
  | 'products'
  | 'ownProducts'
  | 'hostProducts'
  | 'priceLists'
  | 'zones'
  | 'orders'
  | 'orderedProducts'
  | 'bills'
  | 'billRuns'
  | 'abos'
  | 'discounts'
  | 'ingredients'
  | 'recipes'
  | 'holidays'
  | 'media'
  | 'dockets'
  | 'users'
  | 'guests'
  | 'clients'
  | 'messages';

/**
 * Attackers come from elsewhere: through a reverse proxy that names the client (as in production),
 * not from the server's own machine, whose developer may read the development outbox.
 */
export const REMOTE = { 'x-forwarded-for': '203.0.113.66' };

export type Role = 'anonymous' | 'bakery B' | "B's host" | "B's guest" | "B's private" | "A's blocked" | 'operator';

async function gqlOk(
  s: Awaited<ReturnType<typeof setupBills>>,
  query: string,
  variables: Record<string, unknown>,
  token: string,
) {
  const res = await s.server.gql(query, variables, token);
  if (res.errors) throw new Error(`${query}: ${JSON.stringify(res.errors)}`);
  return res.data;
}

/** A bakery's records by kind (what an ID argument names). */
export async function idsOf(database: Database, bakery: number): Promise<Record<Kind, string[]>> {
  const ids = async (table: string, where: string) => (await idsWhere(database, table, where, bakery)).map(String);
  const accounts = '(SELECT id FROM users WHERE id = $1 OR bakery_id = $1)';
  return {
    products: await ids('products', 'bakery_id = $1 AND host_id IS NULL'),
    ownProducts: await ids('products', 'host_id IS NOT NULL AND bakery_id = $1'),
    hostProducts: await ids('host_products', `host_id IN ${accounts}`),
    priceLists: await ids('price_lists', 'bakery_id = $1'),
    zones: await ids('delivery_zones', 'bakery_id = $1'),
    orders: await ids('orders', 'bakery_id = $1'),
    orderedProducts: await ids('ordered_products', 'order_id IN (SELECT id FROM orders WHERE bakery_id = $1)'),
    bills: await ids('bills', 'bakery_id = $1'),
    billRuns: await ids('bill_runs', 'bakery_id = $1'),
    abos: await ids('abos', `user_id IN ${accounts}`),
    discounts: await ids('discounts', 'bakery_id = $1'),
    ingredients: await ids('ingredients', 'bakery_id = $1'),
    recipes: await ids('recipes', 'bakery_id = $1'),
    holidays: await ids('holidays', 'bakery_id = $1'),
    media: await ids('media', `owner_id IN ${accounts}`),
    dockets: await ids('delivery_dockets', 'bakery_id = $1'),
    users: await ids('users', 'id = $1 OR bakery_id = $1'),
    guests: await ids('users', 'bakery_id = $1 AND host_id IS NOT NULL'),
    clients: await ids('users', 'bakery_id = $1 AND host_id IS NULL'),
    messages: await ids('messages', 'bakery_id = $1'),
  };
}

/**
 * Tenant A (the victim) with data in every area, made through the API where it is cheap and
 * inserted where no API makes it (messages, SdI notifications, a finished bill run), and the
 * attackers' tokens: signed out, bakery B, B's host, guest and private customer, an account
 * of A that signed in and was blocked afterwards, and the platform operator.
 */
export async function setupVictim() {
  const s = await setupBills(PREFIX);
  const { db, t, server } = s;
  const raw = server.platform.database.rawQuery;
  const A = t.bakery.id;
  const bakery = s.jwt.bakery;

  const bill = (await gqlOk(s, CREATE_BILL, { input: { clientId: String(t.host.id), ...PERIOD } }, bakery)).createBill;
  await gqlOk(s, 'mutation { createPriceList(name: "VICTIMX Liste") { id } }', {}, bakery);
  await gqlOk(
    s,
    'mutation { createDiscount(name: "VICTIMX Rabatt", steps: [{ fromCents: 0, percent: "5" }]) { id } }',
    {},
    bakery,
  );
  await gqlOk(
    s,
    'mutation I($input: IngredientInput!) { createIngredient(input: $input) { id } }',
    {
      input: {
        names: { de: 'VICTIMX Mehl', it: 'VICTIMX farina', en: 'VICTIMX flour' },
        unit: 'KG',
        role: 'FLOUR',
        contains: { allergens: [], cereals: ['WHEAT'], nuts: [] },
        traces: { allergens: [], cereals: [], nuts: [] },
      },
    },
    bakery,
  );
  const [flour] = (await raw(`SELECT id FROM ingredients WHERE bakery_id = $1`, [A])) as { id: number }[];
  await gqlOk(
    s,
    'mutation R($input: RecipeInput!) { createRecipe(input: $input) { id } }',
    {
      input: {
        name: 'VICTIMX Teig',
        amounts: 'PERCENT',
        lines: [{ kind: 'INGREDIENT', id: String(flour!.id), amount: 10_000 }],
      },
    },
    bakery,
  );
  await gqlOk(
    s,
    'mutation { createHoliday(name: "VICTIMX Ferien", from: "2026-12-24", to: "2026-12-26") { id } }',
    {},
    bakery,
  );
  await gqlOk(s, 'mutation { createDeliveryZone(name: "VICTIMX Zone") { id } }', {}, bakery);
  await gqlOk(
    s,
    'mutation G($d: String!, $p: ID!) { generateBakeList(deadline: $d) { deadline } setAdditionalBread(deadline: $d, productId: $p, amount: 3) { deadline } }',
    { d: s.deadline, p: s.p.semmel },
    bakery,
  );
  await gqlOk(
    s,
    'mutation A($input: AboInput!) { createAbo(input: $input) { id } }',
    { input: { interval: { kind: 'EVERY_N_DAYS', days: 2 }, lines: [{ productId: s.p.semmel, amount: 2 }] } },
    s.jwt.private,
  );
  const names = { de: 'VICTIMX Hausbrot', it: 'VICTIMX pane', en: 'VICTIMX bread' };
  await gqlOk(
    s,
    'mutation O($input: ProductInput!) { createOwnProduct(input: $input) { id } }',
    { input: { names, descriptions: names, gramPrice: '0.01', approxWeight: 100, haveToWeight: false } },
    s.jwt.host,
  );
  await gqlOk(
    s,
    'mutation T($g: ID!) { createGuestSignInToken(guestId: $g) { url } }',
    { g: String(t.guest.id) },
    s.jwt.host,
  );
  await gqlOk(
    s,
    'mutation { updateLabelSettings(input: { widthMm: 62, priceOnLabel: true }) { widthMm } }',
    {},
    bakery,
  ).catch(() => undefined);
  // a mail in the outbox to the victim (a reset link), as the outbox holds in every running installation
  await server.gql('mutation F($e: String!) { forgotPassword(email: $e) }', { e: `${PREFIX}-private@example.org` });

  // every string of A's data carries the marker; B's tenant is renamed apart from it
  await raw(
    "UPDATE translations SET translation = 'VICTIMX ' || translation WHERE bakery_id = $1 AND translation NOT LIKE 'VICTIMX%'",
    [A],
  );
  await raw("UPDATE orders SET message = 'VICTIMX Nachricht' WHERE bakery_id = $1", [A]);
  await raw("UPDATE delivery_zones SET name = 'VICTIMX ' || name WHERE bakery_id = $1 AND name NOT LIKE 'VICTIMX%'", [
    A,
  ]);
  await raw("UPDATE price_lists SET name = 'VICTIMX ' || name WHERE bakery_id = $1 AND name NOT LIKE 'VICTIMX%'", [A]);
  await raw("UPDATE bill_settings SET pdf_header = 'VICTIMX Kopf', pdf_footer = 'VICTIMX Fuss' WHERE bakery_id = $1", [
    A,
  ]);
  await raw(
    "UPDATE user_details SET street = 'VICTIMX Gasse', extra = 'VICTIMX' WHERE user_id IN (SELECT id FROM users WHERE id = $1 OR bakery_id = $1)",
    [A],
  );
  const [media] = (await raw(
    "INSERT INTO media (url, alternative_text, owner_id) VALUES ('/media/victimx-thumb.webp', 'VICTIMX Bild', $1) RETURNING id",
    [A],
  )) as { id: number }[];
  await raw('UPDATE products SET thumb_id = $1 WHERE id = $2', [media!.id, Number(s.p.semmel)]);
  const [message] = (await raw(
    "INSERT INTO messages (title, message, writer_id, bakery_id) VALUES ('VICTIMX', 'VICTIMX Frage', $1, $2) RETURNING id",
    [t.host.id, A],
  )) as { id: number }[];
  await raw('INSERT INTO message_recipients (message_id, user_id) VALUES ($1, $2)', [message!.id, A]);
  // a reply of the bakery in the host's conversation, as the messages screen makes it
  await raw(
    "INSERT INTO messages (title, message, writer_id, bakery_id, reply_to_id, state) VALUES ('VICTIMX', 'VICTIMX Antwort', $1, $1, $2, 0)",
    [A, message!.id],
  );
  await raw(
    "INSERT INTO bill_runs (bakery_id, period_from, period_to, state, total, done, created, finished_at) VALUES ($1, '2026-10-01', '2026-10-31', 'DONE', 1, 1, 0, now())",
    [A],
  );
  await raw(
    "INSERT INTO bill_sdi_notifications (bill_id, kind, file_name, message) VALUES ($1, 'RC', 'IT01234567897_victimx.xml', 'VICTIMX')",
    [Number(bill.id)],
  );
  await raw('INSERT INTO basket_products (user_id, base_product_id, amount) VALUES ($1, $2, 2)', [
    t.privateCustomer.id,
    Number(s.p.brezel),
  ]);
  await createProduct(db, A, {
    name: { de: 'VICTIMX Gelöscht', it: 'VICTIMX', en: 'VICTIMX' },
    description: { de: 'VICTIMX', it: 'VICTIMX', en: 'VICTIMX' },
    gramPrice: '0.01',
    approxWeight: 10,
  });

  // A's blocked account: signed in while it could, blocked afterwards (as deleteClient does)
  await createPrivate(db, A, {
    username: `${PREFIX}-blocked`,
    email: `${PREFIX}-blocked@example.org`,
    password: PASSWORD,
    priceListId: t.list.id,
  });
  const blocked = await signIn(server, { users: [`${PREFIX}-blocked`] });
  // the platform operator: an account of no bakery, which lists every bakery and answers support
  await createOperator(db, { username: 'platform-operator', email: 'operator@example.net', password: PASSWORD });
  const operator = (await signIn(server, { users: ['platform-operator'] }))['platform-operator'];
  await db
    .update(users)
    .set({ blocked: true })
    .where(eq(users.username, `${PREFIX}-blocked`));

  const victim = await idsOf(server.platform.database, A);
  /** The attacker bakery's own ids, for requests mixing its own records with the victim's. */
  const own = await idsOf(server.platform.database, s.other.bakery.id);
  for (const [kind, list] of Object.entries(victim))
    if (list.length === 0) throw new Error(`the victim has no ${kind}`);

  const jwt = s.jwt as Record<string, string>;
  const tokens: Record<Role, string | undefined> = {
    anonymous: undefined,
    'bakery B': s.jwt.otherBakery,
    "B's host": s.jwt.otherHost,
    "B's guest": jwt.otherGuest,
    "B's private": jwt[`${PREFIX}x-private`],
    "A's blocked": blocked[`${PREFIX}-blocked`],
    operator,
  };
  const emails = (
    (await raw('SELECT email FROM users WHERE (id = $1 OR bakery_id = $1) AND email IS NOT NULL', [A])) as {
      email: string;
    }[]
  ).map((r) => r.email.toLowerCase());
  return { s, server, bakeryId: A, victim, own, tokens, emails, deadline: s.deadline };
}

export type Victim = Awaited<ReturnType<typeof setupVictim>>;
