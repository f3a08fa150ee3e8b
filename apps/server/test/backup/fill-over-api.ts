import sharp from 'sharp';
import { addDays } from '@bakery/core';
import { SessionTokens } from '../../src/platform/auth/tokens';
import type { ChildServer } from '../crash/child-server';
import { CRASH_JWT_SECRET, type CrashBakery } from '../crash/crash-data';

/** What the fill made over the API, for the restore drill to look for after a restore. */
export interface Filled {
  /** Bills created over the API (each has a PDF route and stored XML). */
  billIds: string[];
  /** Delivery dockets created over the API. */
  docketIds: string[];
  /** Standing orders created over the API. */
  aboIds: string[];
  /** Messages conversations created over the API (client → bakery, bakery → client, client → support). */
  conversationIds: string[];
  /** Uploaded files' storage keys (the file names in MEDIA_DIR): three WebP variants per upload. */
  mediaKeys: string[];
  /** Downloads a bill's PDF over HTTP (the same route the web app uses): its bytes. */
  billPdf(billId: string): Promise<Buffer>;
}

/**
 * What the caller seeded before the server started: `bakery` from `seedUnbilledOrders` (its
 * clients have accepted orders with dockets in `period`, none billed) and the server's
 * JWT_SECRET is CRASH_JWT_SECRET, so the fill signs the clients' sessions itself. `today` is the
 * bakery's date (Europe/Rome): the orders for new dockets are placed for three days later.
 */
export interface FillSetup {
  bakery: CrashBakery;
  period: { from: string; to: string };
  /** seedUnbilledOrders' `perClient`: its dockets took numbers 1…clients × perClient. */
  ordersPerClient: number;
  today: string;
}

type Server = { url: string; gql: ChildServer['gql'] };

const CREATE_BILL = 'mutation B($input: CreateBillInput!) { createBill(input: $input) { id eInvoiceFile } }';
const PLACE_ORDER = 'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id deadline } }';
const DOCKET_COUNTER =
  'mutation N($input: DocumentSettingsInput!) { updateDocumentSettings(input: $input) { nextDdNumber } }';
const CREATE_DOCKETS = 'mutation D($d: String!) { createDeliveryDockets(deadline: $d) { id } }';
const CREATE_ABO = 'mutation A($input: AboInput!) { createAbo(input: $input) { id } }';
const CREATE_CONVERSATION = `mutation C($to: MessageRecipientKind!, $userId: ID, $title: String!, $message: String!) {
  createConversation(to: $to, userId: $userId, title: $title, message: $message) { id } }`;
const REPLY = 'mutation R($id: ID!, $m: String!) { replyToConversation(id: $id, message: $m) { id } }';
const SET_THUMB = 'mutation T($m: ID!, $p: ID!) { setProductThumb(mediaId: $m, productId: $p) { id } }';

/** Posts GraphQL and answers its data; any error fails the fill loudly, naming the operation. */
async function call<T>(server: Server, query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const result = await server.gql(query, variables, token);
  if (result.errors?.length || result.status !== 200 || !result.data)
    throw new Error(`${query.slice(0, 60)}…: HTTP ${result.status} ${JSON.stringify(result.errors)}`);
  return result.data as T;
}

/**
 * Fills a running server's database over HTTP only (GraphQL and the REST routes), as users
 * would: one bill per client for `period` (createBill, which stores the FatturaPA XML), one order
 * per client three days ahead and its docket (placeOrder, updateDocumentSettings past the seeded
 * docket numbers, createDeliveryDockets), one weekday abo per client (createAbo), three
 * conversations with a reply, and one uploaded image per product shown as its thumb (POST
 * /api/media, setProductThumb). Sequential, so the ids come in one order.
 * Start the server with ABO_JOB_MINUTES=0 if the database must not change after the fill.
 */
export async function fillOverApi(server: Server, setup: FillSetup): Promise<Filled> {
  const { bakery, period } = setup;
  const tokens = new SessionTokens(CRASH_JWT_SECRET, '1h');
  // the seeded clients are inserted with the default token version 0
  const clientTokens = await Promise.all(bakery.clientIds.map((id) => tokens.sign(id, 0)));
  const product = (i: number) => String(bakery.productIds[i % bakery.productIds.length]);

  const billIds: string[] = [];
  for (const clientId of bakery.clientIds) {
    const { createBill } = await call<{ createBill: { id: string; eInvoiceFile: string | null } }>(
      server,
      CREATE_BILL,
      { input: { clientId: String(clientId), from: period.from, to: period.to } },
      bakery.token,
    );
    if (!createBill.eInvoiceFile) throw new Error(`bill ${createBill.id} has no e-invoice file`);
    billIds.push(createBill.id);
  }

  const deadlines = new Set<string>();
  for (const [i, token] of clientTokens.entries()) {
    const { placeOrder } = await call<{ placeOrder: { id: string; deadline: string } }>(
      server,
      PLACE_ORDER,
      { input: { deliveryDate: addDays(setup.today, 3), lines: [{ productId: product(i), amount: 2 + i }] } },
      token,
    );
    deadlines.add(placeOrder.deadline);
  }
  // the seed numbered its dockets without moving the counter: a bakery that brings numbers from
  // its old software moves it past them by hand, or the next docket's number is taken
  const seeded = bakery.clientIds.length * setup.ordersPerClient;
  const reason = 'Lieferscheine aus dem alten Programm';
  await call(server, DOCKET_COUNTER, { input: { nextDdNumber: seeded + 1, numberChangeReason: reason } }, bakery.token);
  const docketIds: string[] = [];
  for (const deadline of deadlines) {
    const { createDeliveryDockets } = await call<{ createDeliveryDockets: { id: string }[] }>(
      server,
      CREATE_DOCKETS,
      { d: deadline },
      bakery.token,
    );
    docketIds.push(...createDeliveryDockets.map((d) => d.id));
  }

  const aboIds: string[] = [];
  for (const [i, token] of clientTokens.entries()) {
    const input = {
      interval: { kind: 'WEEKDAYS', weekdays: [1, 3, 5] },
      lines: [
        { productId: product(0), amount: 5 + i },
        { productId: product(1), amount: 1 },
      ],
    };
    const { createAbo } = await call<{ createAbo: { id: string } }>(server, CREATE_ABO, { input }, token);
    aboIds.push(createAbo.id);
  }

  const conversationIds = await fillConversations(server, bakery, clientTokens[0]!);
  const mediaKeys = await fillMedia(server, bakery);

  return {
    billIds,
    docketIds,
    aboIds,
    conversationIds,
    mediaKeys,
    billPdf: (billId) => billPdfOf(server, bakery.token, billId),
  };
}

/** A bill's PDF over HTTP, as the web app downloads it (POST /api/bills/pdf): its bytes. */
export async function billPdfOf(server: { url: string }, token: string, billId: string): Promise<Buffer> {
  const res = await fetch(`${server.url}/api/bills/pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ billId }),
  });
  if (!res.ok) throw new Error(`bill ${billId} PDF: HTTP ${res.status} ${await res.text()}`);
  return Buffer.from(await res.arrayBuffer());
}

/** The first client writes to its bakery (which answers) and to support; the bakery writes to the second client. */
async function fillConversations(server: Server, bakery: CrashBakery, clientToken: string): Promise<string[]> {
  const write = async (token: string, to: string, title: string, userId?: number) => {
    const variables = { to, title, message: `${title}: bitte bestätigen.`, userId: userId ? String(userId) : null };
    const { createConversation } = await call<{ createConversation: { id: string }[] }>(
      server,
      CREATE_CONVERSATION,
      variables,
      token,
    );
    return createConversation.map((c) => c.id);
  };
  const toBakery = await write(clientToken, 'BAKERY', 'Brot für Samstag');
  await call(server, REPLY, { id: toBakery[0], m: 'Gerne, 20 Semmeln mehr.' }, bakery.token);
  const toClient = await write(bakery.token, 'CLIENT', 'Neue Preise', bakery.clientIds[1] ?? bakery.clientIds[0]);
  const toSupport = await write(clientToken, 'SUPPORT', 'Rechnung nicht erhalten');
  return [...toBakery, ...toClient, ...toSupport];
}

/** One uploaded image per product (the bakery's), shown as its thumb: the files' storage keys. */
async function fillMedia(server: Server, bakery: CrashBakery): Promise<string[]> {
  const keys: string[] = [];
  for (const [i, productId] of bakery.productIds.entries()) {
    // a distinct colour per upload, so no two files are alike
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: { r: 200, g: 120 + 40 * i, b: 40 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), `product-${i}.png`);
    const res = await fetch(`${server.url}/api/media`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${bakery.token}` },
    });
    if (res.status !== 201) throw new Error(`POST /api/media: HTTP ${res.status} ${await res.text()}`);
    const media = (await res.json()) as { id: string; formats: Record<string, string | null> };
    await call(server, SET_THUMB, { m: media.id, p: String(productId) }, bakery.token);
    // local storage serves each file at /media/<key>: the key is the file name in MEDIA_DIR
    for (const url of Object.values(media.formats)) if (url) keys.push(url.slice(url.lastIndexOf('/') + 1));
  }
  return keys;
}
