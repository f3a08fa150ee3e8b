import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { sdiErrorHelp } from '../packages/core/src/sdi-errors';
import { DEMO, uniqueUsername } from './support/accounts';
import {
  apiLogin,
  download,
  gqlAs,
  isoAddDays,
  openSignedIn,
  shownDate,
  switchLanguage,
  todayIn,
} from './support/billing';
import {
  BillCreatePage,
  deferredIssueBy,
  ensureSellerData,
  rejectionNotice,
  SELLER,
  submissionOf,
  uploadSdiReceipt,
} from './support/sdi';
import { expect, test } from './support/test';
import { fill, texts, type Language } from './support/texts';

/**
 * Issue 14 "Done when", journey: a host gets two deliveries today, one on a delivery docket
 * (made for the deadline before the second order came in) and one without. On /bill/create the
 * two together are refused, naming the order without docket; the docketed one alone is a
 * deferred invoice (TD24, with DatiDDT), the other alone an immediate invoice (TD01) dated
 * today. The TD24 goes to SdI (PEC through the journeys' SMTP server), SdI rejects it (NS
 * 00305 uploaded on the bill), the bill explains the error and the days left to send it again
 * (de, it, en), and is sent again under a new file name. A second host in the same situation
 * is never billed: its create screen is checked (and photographed) in de, it and en at desktop
 * and phone width. Invoicing, seller data, products, hosts, orders and dockets come over the API:
 * each test makes a host of its own (and the TD24 the first step makes, where it needs it), so
 * each runs alone.
 */
const BAKERY = DEMO.adminBakery;
const de = texts.de;
const LANGUAGES = ['de', 'it', 'en'] as const;

const WEIGHED = { gramPrice: '0.0060', listGramPrice: '0.0064', approxWeight: 1000, amount: 1, grams: 1234 } as const;
const COUNTED = { gramPrice: '0.0125', listGramPrice: '0.0125', approxWeight: 80, amount: 6 } as const;
/** SdI's rejection: the client's partita IVA unknown to the tax register. */
const REJECTION = { code: '00305', description: '1.4.1.1.2 IdCodice non valido' } as const;

/** The run's screenshots; those of the TD24 plan go to docs/screenshots with E2E_DOCS_SCREENSHOTS=1. */
const SCREENS = fileURLToPath(new URL('./.artifacts/screens/', import.meta.url));
const DOC_SCREENS =
  process.env.E2E_DOCS_SCREENSHOTS === '1' ? fileURLToPath(new URL('../docs/screenshots/', import.meta.url)) : SCREENS;

interface PlacedOrder {
  id: string;
  number: number;
  deliveryDate: string;
  deadline: string;
}

interface Host {
  clientId: string;
  name: string;
  /** Today's order on a delivery docket, and that docket's number. */
  docketed: PlacedOrder;
  docket: string;
  /** Today's order, placed after the dockets were made: none. */
  undocketed: PlacedOrder;
}

interface Setup {
  jwt: string;
  today: string;
  /** The host whose orders the test bills (or whose create screen it looks at). */
  host: Host;
}

/** A deferred invoice: its id, number and e-invoice file name. */
interface Td24 {
  id: string;
  number: string;
  file: string;
}

type Api = <T = any>(query: string, variables?: Record<string, unknown>) => Promise<T>;

async function createProduct(
  api: Api,
  names: { de: string; it: string; en: string },
  product: { gramPrice: string; approxWeight: number },
  haveToWeight: boolean,
) {
  const input = {
    names,
    descriptions: names,
    gramPrice: product.gramPrice,
    approxWeight: product.approxWeight,
    haveToWeight,
  };
  return (
    await api<{ createProduct: { id: string } }>(
      'mutation C($input: ProductInput!) { createProduct(input: $input) { id } }',
      { input },
    )
  ).createProduct.id;
}

/** A host with complete billing data in the zone, on the price list, delivered every day. */
async function createHost(api: Api, name: string, zoneId: string, priceListId: string): Promise<string> {
  const username = uniqueUsername('e2e-ddt');
  const input = {
    kind: 'HOST',
    username,
    email: `${username}@e2e.example`,
    language: 'de',
    priceListId,
    deliveryZoneId: zoneId,
    companyName: name,
    street: 'Lauben',
    houseNumber: '12',
    postalCode: '39100',
    city: 'Bozen',
    partitaIva: '12345678903',
    recipientCode: 'ABC1234',
    noDeliveryCost: true,
    deliversSaturday: true,
    deliversSunday: true,
  };
  return (
    await api<{ createClient: { user: { id: string } } }>(
      'mutation C($input: ClientInput!) { createClient(input: $input) { user { id } } }',
      { input },
    )
  ).createClient.user.id;
}

/** The bakery's phone order for the client, accepted; with its lines' ids. */
async function phoneOrder(
  api: Api,
  clientId: string,
  deliveryDate: string,
  lines: { productId: string; amount: number }[],
) {
  const { createPhoneOrder: order } = await api<{
    createPhoneOrder: PlacedOrder & { accepted: boolean; lines: { id: string; product: { id: string } }[] };
  }>(
    'mutation O($c: ID!, $input: PlaceOrderInput!) { createPhoneOrder(clientId: $c, input: $input) { id number deliveryDate deadline accepted lines { id product { id } } } }',
    { c: clientId, input: { deliveryDate, lines } },
  );
  expect(order.accepted).toBe(true);
  return order;
}

/**
 * Invoicing on, every day a delivery day, seller data (when none is saved); in a zone of its
 * own (so the dockets touch no other journey's orders) a host called `hostName` with a phone
 * order for today of a weighed (weighed) and a counted product; the docket of that deadline and
 * zone; then a second order for today, which has no docket.
 */
async function setUp(request: APIRequestContext, hostName: string): Promise<Setup> {
  const { jwt } = await apiLogin(request, BAKERY);
  const api: Api = (query, variables) => gqlAs(request, jwt, query, variables);
  await api('mutation S($input: BakerySettingsInput!) { updateBakerySettings(input: $input) { createBills } }', {
    input: { createBills: true, deliversSaturday: true, deliversSunday: true },
  });
  await ensureSellerData(request, jwt);

  const suffix = uniqueUsername('d').slice(2);
  const zone = (
    await api<{ createDeliveryZone: { id: string } }>(
      'mutation Z($n: String!) { createDeliveryZone(name: $n) { id } }',
      { n: `DDT-Zone ${suffix}` },
    )
  ).createDeliveryZone.id;
  const weighed = await createProduct(
    api,
    { de: `Bauernlaib ${suffix}`, it: `Pagnotta ${suffix}`, en: `Farmhouse loaf ${suffix}` },
    WEIGHED,
    true,
  );
  const counted = await createProduct(
    api,
    { de: `Vinschgerl ${suffix}`, it: `Venostano ${suffix}`, en: `Rye roll ${suffix}` },
    COUNTED,
    false,
  );
  const list = (
    await api<{ createPriceList: { id: string } }>('mutation P($n: String!) { createPriceList(name: $n) { id } }', {
      n: `Gastronomie DDT ${suffix}`,
    })
  ).createPriceList.id;
  for (const [productId, gramPrice] of [
    [weighed, WEIGHED.listGramPrice],
    [counted, COUNTED.listGramPrice],
  ] as const) {
    await api(
      'mutation P($l: ID!, $p: ID!, $g: String!) { setProductPrice(priceListId: $l, productId: $p, gramPrice: $g) }',
      { l: list, p: productId, g: gramPrice },
    );
  }

  const today = todayIn();
  const name = `${hostName} ${suffix}`;
  const clientId = await createHost(api, name, zone, list);
  const order = await phoneOrder(api, clientId, today, [
    { productId: weighed, amount: WEIGHED.amount },
    { productId: counted, amount: COUNTED.amount },
  ]);
  const line = order.lines.find((l) => l.product.id === weighed)!;
  await api(
    'mutation W($g: Int!, $id: ID!) { uploadMeasuredWeight(grams: $g, orderedProductId: $id) { measuredWeight } }',
    { g: WEIGHED.grams, id: line.id },
  );
  const deadline = order.deadline;
  const { createDeliveryDockets: dockets } = await api<{
    createDeliveryDockets: { number: string; deliveryDate: string; client: { id: string }; orders: { id: string }[] }[];
  }>(
    'mutation K($d: String!, $z: ID) { createDeliveryDockets(deadline: $d, zoneId: $z) { number deliveryDate client { id } orders { id } } }',
    { d: deadline, z: zone },
  );
  expect(dockets).toHaveLength(1);
  const docket = dockets[0]!;
  expect(docket).toMatchObject({ deliveryDate: today, client: { id: clientId }, orders: [{ id: order.id }] });
  // ordered after the dockets were made: the same day and deadline, no docket
  const later = await phoneOrder(api, clientId, today, [{ productId: counted, amount: 3 }]);
  expect(later.deadline).toBe(deadline);
  const placed = ({ id, number, deliveryDate }: PlacedOrder) => ({ id, number, deliveryDate, deadline });
  return {
    jwt,
    today,
    host: { clientId, name, docketed: placed(order), docket: docket.number, undocketed: placed(later) },
  };
}

/** The deferred invoice of the host's docketed order, made over the API (as the first step makes it). */
async function td24Of(request: APIRequestContext, setup: Setup): Promise<Td24> {
  const { createBill } = await gqlAs<{ createBill: { id: string; number: string; eInvoiceFile: string } }>(
    request,
    setup.jwt,
    'mutation C($input: CreateBillInput!) { createBill(input: $input) { id number eInvoiceFile } }',
    {
      input: {
        clientId: setup.host.clientId,
        from: setup.today,
        to: setup.today,
        orderIds: [setup.host.docketed.id],
      },
    },
  );
  return { id: createBill.id, number: createBill.number, file: createBill.eInvoiceFile };
}

/**
 * The form starts with one invoice, not a refusal: of today's two deliveries the one without docket (an
 * immediate invoice has 12 days, a deferred one until the 15th); then the docketed one is ticked too.
 */
async function startWithImmediateThenAddDocketed(create: BillCreatePage, host: Host, setup: Setup) {
  await expect(create.checkbox(host.undocketed)).toBeChecked();
  await expect(create.checkbox(host.docketed)).not.toBeChecked();
  await create.expectPlan('TD01', setup.today, isoAddDays(setup.today, 12));
  await create.checkbox(host.docketed).check();
}

/** Both of the host's orders of today chosen, one with its docket, the other marked as without. */
async function expectBothChosen(create: BillCreatePage, host: Host) {
  await expect(create.checkbox(host.docketed)).toBeChecked();
  await expect(create.checkbox(host.undocketed)).toBeChecked();
  // the docket's label without the word twice ("DDT DDT 2/2026" in Italian before)
  await expect(create.entry(host.docketed)).toContainText(
    fill(create.t.bills.docket, { number: host.docket }).replace(/^DDT DDT\b/, 'DDT'),
  );
  await expect(create.entry(host.undocketed)).toContainText(create.t.bills.create.noDocket);
}

/** Creates the bill of the chosen orders; the new bill's id and what the server made of it. */
async function createChosen(page: Page, request: APIRequestContext, setup: Setup) {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: de.bills.create.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/bill\/\d+$/, { timeout: 20_000 });
  const id = page.url().split('/').pop()!;
  const { bill } = await gqlAs<{
    bill: {
      number: string;
      documentType: string;
      billDate: string;
      eInvoiceFile: string;
      orders: { id: string; docketNumber: string | null }[];
    };
  }>(
    request,
    setup.jwt,
    'query B($id: ID!) { bill(id: $id) { number documentType billDate eInvoiceFile orders { id docketNumber } } }',
    { id },
  );
  await expect(page.getByText(fill(de.bills.create.done, { number: bill.number }))).toBeVisible();
  await expect(
    main.getByRole('heading', { level: 1, name: fill(de.bills.billNumber, { number: bill.number }) }),
  ).toBeVisible();
  const billDate = main.getByText(de.bills.view.billDate, { exact: true }).locator('..');
  await expect(billDate).toContainText(shownDate(setup.today));
  return { id, ...bill };
}

/** The rejected TD24 on its screen in `language`: SdI state, days left to re-send, 00305 explained, "send again". */
async function expectRejected(page: Page, setup: Setup, td24: Td24, language: Language) {
  const t = texts[language].bills;
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: fill(t.billNumber, { number: td24.number }) })).toBeVisible({
    timeout: 20_000,
  });
  await expect(main.getByText(fill(t.status.sdi, { state: t.sdiState.REJECTED }), { exact: true })).toBeVisible();
  // recorded today: 5 days to send it corrected and keep number and date
  const notice = main.getByRole('region', {
    name: fill(t.rejection.dueIn_other, { date: shownDate(isoAddDays(setup.today, 5)), count: 5 }),
  });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(t.rejection.keep);
  await expect(notice.getByText(t.rejection.reasons, { exact: true })).toBeVisible();
  const error = notice.getByRole('list', { name: t.sdi.errors }).getByRole('listitem', { name: REJECTION.code });
  await expect(error).toContainText(REJECTION.description);
  await expect(error).toContainText(sdiErrorHelp(REJECTION.code, language)!);
  await expect(error.getByRole('link', { name: t.rejection.openClient })).toBeVisible();
  await expect(main.getByRole('button', { name: t.send.again, exact: true })).toBeVisible();
  await expect(
    main.getByRole('list', { name: t.sdi.title }).getByRole('listitem', { name: t.sdiKind.NS }),
  ).toContainText(REJECTION.code);
}

test.describe('deferred and immediate invoices', () => {
  // "this month" and "today" of the screens and of the server in one calendar
  test.use({ timezoneId: 'Europe/Rome' });
  test.describe.configure({ timeout: 120_000 });

  test.afterEach(async ({ request }) => {
    // the language passes change the account's language: German again for the other journeys
    const { jwt } = await apiLogin(request, BAKERY);
    await gqlAs(request, jwt, 'mutation L($l: Language!) { changeLanguage(language: $l) { id } }', { l: 'de' });
  });

  test('orders with and without docket are refused together; the docketed one alone is a deferred invoice (TD24) with its DDT', async ({
    page,
    request,
  }) => {
    const setup = await setUp(request, 'Gasthof Sammelrechnung');
    const host = setup.host;
    const create = new BillCreatePage(page, 'de');
    await openSignedIn(page, request, BAKERY, '/bills');
    await create.open(host.name);
    await startWithImmediateThenAddDocketed(create, host, setup);
    await expectBothChosen(create, host);
    await create.expectRefusedWithoutDocket([host.undocketed]);

    await create.leaveOut(host.undocketed, 1, 2);
    // deliveries of today: the bill is dated today (the only allowed day), issued by the 15th of next month
    await create.expectPlan('TD24', setup.today, deferredIssueBy(setup.today));

    const bill = await createChosen(page, request, setup);
    expect(bill.documentType).toBe('TD24');
    expect(bill.billDate).toBe(setup.today);
    expect(bill.orders).toEqual([{ id: host.docketed.id, docketNumber: host.docket }]);

    const xml = await download(page, () =>
      page.getByRole('main').getByRole('button', { name: de.bills.view.downloadXml }).click(),
    );
    expect(xml.name).toBe(bill.eInvoiceFile);
    const content = xml.bytes.toString('utf8');
    expect(content).toContain('<TipoDocumento>TD24</TipoDocumento>');
    expect(content).toContain(`<Data>${setup.today}</Data>`);
    expect(content).toContain(`<Numero>${bill.number}</Numero>`);
    expect(content).toMatch(
      new RegExp(
        `<DatiDDT>\\s*<NumeroDDT>${host.docket.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</NumeroDDT>\\s*<DataDDT>${setup.today}</DataDDT>`,
      ),
    );
  });

  test('the order without docket is billed alone as an immediate invoice (TD01) dated today', async ({
    page,
    request,
  }) => {
    const setup = await setUp(request, 'Gasthof Sofortrechnung');
    const host = setup.host;
    // the docketed order billed already, as the step before leaves it
    const td24 = await td24Of(request, setup);
    const create = new BillCreatePage(page, 'de');
    await openSignedIn(page, request, BAKERY, '/bills');
    await create.open(host.name);
    await expect(create.orders.getByRole('listitem')).toHaveCount(1);
    await expect(create.checkbox(host.undocketed)).toBeChecked();
    await expect(create.entry(host.undocketed)).toContainText(de.bills.create.noDocket);
    // a delivery of today without docket: dated today, issued within 12 days
    await create.expectPlan('TD01', setup.today, isoAddDays(setup.today, 12));

    const bill = await createChosen(page, request, setup);
    expect(bill.documentType).toBe('TD01');
    expect(bill.billDate).toBe(setup.today);
    expect(bill.orders).toEqual([{ id: host.undocketed.id, docketNumber: null }]);
    expect(bill.eInvoiceFile).not.toBe(td24.file);

    const xml = await download(page, () =>
      page.getByRole('main').getByRole('button', { name: de.bills.view.downloadXml }).click(),
    );
    const content = xml.bytes.toString('utf8');
    expect(content).toContain('<TipoDocumento>TD01</TipoDocumento>');
    expect(content).toContain(`<Data>${setup.today}</Data>`);
    expect(content).not.toContain('<DatiDDT>');
  });

  test('SdI rejects the deferred invoice: the bill says why and by when (de, it, en) and is sent again under a new file name', async ({
    page,
    request,
  }) => {
    const setup = await setUp(request, 'Gasthof Zurückgewiesen');
    const td24 = await td24Of(request, setup);
    const main = page.getByRole('main');
    await openSignedIn(page, request, BAKERY, `/bill/${td24.id}`);
    await expect(
      main.getByRole('heading', { level: 1, name: fill(de.bills.billNumber, { number: td24.number }) }),
    ).toBeVisible({ timeout: 20_000 });

    // sent: the PEC mail to SdI carries the e-invoice under its file name
    await main.getByRole('button', { name: de.bills.send.action, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(de.bills.send.title, { number: td24.number }) });
    await dialog.getByRole('button', { name: de.bills.send.action, exact: true }).click();
    await expect(page.getByText(fill(de.bills.send.done, { number: td24.number }))).toBeVisible();
    await expect(
      main.getByText(fill(de.bills.status.sdi, { state: de.bills.sdiState.SENT }), { exact: true }),
    ).toBeVisible();
    const first = await submissionOf(request, td24.file);
    expect(first.mail.subject).toBe(`Invio File ${td24.file}`);
    expect(first.xml).toContain('<TipoDocumento>TD24</TipoDocumento>');

    // SdI's rejection, saved from the PEC inbox and uploaded on the bill
    await uploadSdiReceipt(
      page,
      'de',
      `${td24.file.replace(/\.xml$/, '')}_NS_001.xml`,
      rejectionNotice(td24.file, [REJECTION]),
    );
    await expect(
      main
        .getByRole('status')
        .filter({ hasText: fill(de.bills.sdiReceipt.recorded, { state: de.bills.sdiState.REJECTED }) }),
    ).toBeVisible();
    await expectRejected(page, setup, td24, 'de');

    // the same screen read in Italian and English (a reload in each: the account keeps the language)
    await switchLanguage(page, 'de', 'it');
    await expectRejected(page, setup, td24, 'it');
    await page.reload();
    await expectRejected(page, setup, td24, 'it');
    await switchLanguage(page, 'it', 'en');
    await expectRejected(page, setup, td24, 'en');
    await switchLanguage(page, 'en', 'de');
    await expectRejected(page, setup, td24, 'de');

    // sent again, corrected: a new file name, in a new PEC mail to SdI
    await main.getByRole('button', { name: de.bills.send.again, exact: true }).click();
    const again = page.getByRole('dialog', { name: fill(de.bills.send.titleAgain, { number: td24.number }) });
    await expect(again.getByText(de.bills.send.textAgain)).toBeVisible();
    await again.getByRole('button', { name: de.bills.send.again, exact: true }).click();
    await expect(page.getByText(fill(de.bills.send.done, { number: td24.number }))).toBeVisible();
    await expect(again).toHaveCount(0);
    await expect(
      main.getByText(fill(de.bills.status.sdi, { state: de.bills.sdiState.SENT }), { exact: true }),
    ).toBeVisible();
    await expect(
      main.getByRole('region', {
        name: fill(de.bills.rejection.dueIn_other, { date: shownDate(isoAddDays(setup.today, 5)), count: 5 }),
      }),
    ).toHaveCount(0);
    await expect(main.getByRole('button', { name: de.bills.send.again, exact: true })).toHaveCount(0);

    const { bill } = await gqlAs<{
      bill: { number: string; eInvoiceFile: string; sdiState: string; billDate: string };
    }>(request, setup.jwt, 'query B($id: ID!) { bill(id: $id) { number eInvoiceFile sdiState billDate } }', {
      id: td24.id,
    });
    expect(bill.sdiState).toBe('SENT');
    expect(bill.number).toBe(td24.number);
    expect(bill.billDate).toBe(setup.today);
    expect(bill.eInvoiceFile).toMatch(new RegExp(`^IT${SELLER.vatNumber}_[0-9A-Za-z]{1,5}\\.xml$`));
    expect(bill.eInvoiceFile).not.toBe(td24.file);
    const second = await submissionOf(request, bill.eInvoiceFile);
    expect(second.mail.subject).toBe(`Invio File ${bill.eInvoiceFile}`);
    expect(second.xml).toContain('<TipoDocumento>TD24</TipoDocumento>');
    expect(second.xml).toContain(`<Numero>${td24.number}</Numero>`);
    expect(second.xml).toContain(`<NumeroDDT>${setup.host.docket}</NumeroDDT>`);
    const history = main.getByRole('list', { name: de.bills.sdi.title });
    await expect(history.getByRole('listitem', { name: de.bills.sdiKind.SENT })).toHaveCount(2);
    await expect(history.getByRole('listitem', { name: de.bills.sdiKind.NS })).toHaveCount(1);
  });

  test('the create screen in de, it and en at desktop and phone width: the no-docket alert, then the TD24 plan', async ({
    page,
    request,
  }) => {
    const setup = await setUp(request, 'Hotel Lieferschein');
    const host = setup.host;
    await openSignedIn(page, request, BAKERY, '/bills');
    let from: Language = 'de';
    for (const language of LANGUAGES) {
      for (const phone of [false, true]) {
        const suffix = `${language}${phone ? '-phone' : ''}`;
        await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 900 });
        const create = new BillCreatePage(page, language);
        await create.open(host.name, from);
        from = language;
        await startWithImmediateThenAddDocketed(create, host, setup);
        await expectBothChosen(create, host);
        await create.expectRefusedWithoutDocket([host.undocketed]);
        await page.screenshot({ path: `${SCREENS}bill-create-no-docket-${suffix}.png`, fullPage: true });
        await create.leaveOut(host.undocketed, 1, 2);
        await create.expectPlan('TD24', setup.today, deferredIssueBy(setup.today));
        await page.screenshot({ path: `${DOC_SCREENS}bill-create-td24-${suffix}.png`, fullPage: true });
      }
    }
  });
});
