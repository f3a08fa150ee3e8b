import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { DEMO, uniqueUsername } from './support/accounts';
import {
  apiLogin,
  download,
  euros,
  gqlAnswer,
  gqlAs,
  openSignedIn,
  shownDate,
  switchLanguage,
  todayIn,
  type Account,
} from './support/billing';
import { caughtMailTo } from './support/mails';
import { deliveryReceipt, ensureSellerData, submissionOf, uploadSdiReceipt } from './support/sdi';
import { expect, test } from './support/test';
import { fill, texts, type Language } from './support/texts';

/**
 * Issue 14 "Done when", journey: the monthly bill run makes a deferred invoice (TD24) of a host's
 * docketed deliveries of this month; the bill is sent and SdI's delivery receipt (RC) uploaded on
 * its screen; the bakery takes back part of a line by a credit note (TD04, German), whose XML
 * names the bill, and sends it; the host sees bill and credit note once it is sent (Italian); the
 * accountant's export of the month holds both, the credit note negative (English). The credit-note
 * dialog is photographed in de, it and en at desktop and phone width. The rejected-and-re-sent
 * TD24 is deferred-invoice.spec.ts's. Invoicing, seller data, products, host, orders and dockets
 * come over the API.
 */
const BAKERY = DEMO.adminBakery;
const de = texts.de;
const LANGUAGES = ['de', 'it', 'en'] as const;

/** Counted products: price per piece = gramPrice × approxWeight (1.00 € and 0.40 €). */
const ROLL = { gramPrice: '0.0125', approxWeight: 80, amount: 6 } as const;
const BUN = { gramPrice: '0.0080', approxWeight: 50, amount: 10 } as const;
/** Pieces of ROLL taken back by the credit note. */
const RETURNED = 2;
const RECIPIENT_CODE = 'ABC1234';

const SCREENS = fileURLToPath(new URL('./.artifacts/screens/', import.meta.url));
const DOC_SCREENS =
  process.env.E2E_DOCS_SCREENSHOTS === '1' ? fileURLToPath(new URL('../docs/screenshots/', import.meta.url)) : SCREENS;

type Api = <T = any>(query: string, variables?: Record<string, unknown>) => Promise<T>;

interface Setup {
  jwt: string;
  today: string;
  host: Account & { id: string; name: string; email: string };
  /** The ROLL product's name in German (the bill's language). */
  rollName: string;
  orderIds: string[];
}

interface Document {
  id: string;
  number: string;
  billDate: string;
  documentType: string;
  eInvoiceFile: string;
  totalCents: number;
  netCents: number;
  taxCents: number;
}

let setup: Setup;
const bill: Document & { periodFrom: string; periodTo: string } = {
  id: '',
  number: '',
  billDate: '',
  documentType: '',
  eInvoiceFile: '',
  totalCents: 0,
  netCents: 0,
  taxCents: 0,
  periodFrom: '',
  periodTo: '',
};
const credit: Document & { reason: string } = {
  id: '',
  number: '',
  billDate: '',
  documentType: '',
  eInvoiceFile: '',
  totalCents: 0,
  netCents: 0,
  taxCents: 0,
  reason: '',
};

const DOCUMENT_FIELDS = 'id number billDate documentType eInvoiceFile totalCents netCents taxCents';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue's plural ("{{count}} Rechnungen erstellt.") as a pattern for any count. */
const anyCount = (...templates: string[]) =>
  new RegExp(templates.map((t) => `^${escape(t).replace('\\{\\{count\\}\\}', '\\d+')}$`).join('|'));

/** "November 2026": a month as the run's month picker names it. */
function monthName(date: string, language: Language): string {
  const locale = { de: 'de-DE', it: 'it-IT', en: 'en-GB' }[language];
  const name = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date.slice(0, 7)}-01T12:00:00Z`),
  );
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function monthOf(date: string): { from: string; to: string } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${date.slice(0, 7)}-01`, to: `${date.slice(0, 7)}-${String(last).padStart(2, '0')}` };
}

/** A Mantine Select by its label (a textbox or a combobox, depending on the version). */
const select = (scope: Locator, name: string) =>
  scope
    .getByRole('textbox', { name, exact: true })
    .or(scope.getByRole('combobox', { name, exact: true }))
    .first();

/**
 * Invoicing on, seller data; in a zone of its own a host with complete billing data (e-mail,
 * recipient code, German), on a price list of its own, with a phone order for today of two
 * counted products at 4 % VAT, accepted; the dockets of its deadline and zone.
 */
async function setUp(request: APIRequestContext): Promise<Setup> {
  const { jwt } = await apiLogin(request, BAKERY);
  const api: Api = (query, variables) => gqlAs(request, jwt, query, variables);
  await api('mutation S($input: BakerySettingsInput!) { updateBakerySettings(input: $input) { createBills } }', {
    input: { createBills: true, deliversSaturday: true, deliversSunday: true },
  });
  await ensureSellerData(request, jwt);

  const suffix = uniqueUsername('c').slice(2);
  const { vats } = await api<{ vats: { id: string; value: string; active: boolean }[] }>(
    'query V { vats { id value active } }',
  );
  const bread = vats.find((v) => v.active && Number(v.value) === 4);
  expect(bread, 'the 4 % VAT rate for bread').toBeTruthy();
  const zone = (
    await api<{ createDeliveryZone: { id: string } }>(
      'mutation Z($n: String!) { createDeliveryZone(name: $n) { id } }',
      { n: `NC-Zone ${suffix}` },
    )
  ).createDeliveryZone.id;
  const list = (
    await api<{ createPriceList: { id: string } }>('mutation P($n: String!) { createPriceList(name: $n) { id } }', {
      n: `Gastronomie NC ${suffix}`,
    })
  ).createPriceList.id;
  const rollName = `Vinschgerl ${suffix}`;
  const products: { id: string; amount: number }[] = [];
  for (const [names, product] of [
    [{ de: rollName, it: `Venostano ${suffix}`, en: `Rye roll ${suffix}` }, ROLL],
    [{ de: `Semmel ${suffix}`, it: `Rosetta ${suffix}`, en: `Kaiser roll ${suffix}` }, BUN],
  ] as const) {
    const input = {
      names,
      descriptions: names,
      gramPrice: product.gramPrice,
      approxWeight: product.approxWeight,
      haveToWeight: false,
      vatId: bread!.id,
    };
    const id = (
      await api<{ createProduct: { id: string } }>(
        'mutation C($input: ProductInput!) { createProduct(input: $input) { id } }',
        { input },
      )
    ).createProduct.id;
    await api(
      'mutation P($l: ID!, $p: ID!, $g: String!) { setProductPrice(priceListId: $l, productId: $p, gramPrice: $g) }',
      { l: list, p: id, g: product.gramPrice },
    );
    products.push({ id, amount: product.amount });
  }

  const username = uniqueUsername('e2e-nc');
  const name = `Gasthof Gutschrift ${suffix}`;
  const email = `${username}@e2e.example`;
  const input = {
    kind: 'HOST',
    username,
    email,
    language: 'de',
    priceListId: list,
    deliveryZoneId: zone,
    companyName: name,
    street: 'Lauben',
    houseNumber: '3',
    postalCode: '39100',
    city: 'Bozen',
    province: 'BZ',
    partitaIva: '12345678903',
    recipientCode: RECIPIENT_CODE,
    noDeliveryCost: true,
    deliversSaturday: true,
    deliversSunday: true,
  };
  const { createClient } = await api<{ createClient: { password: string; user: { id: string } } }>(
    'mutation C($input: ClientInput!) { createClient(input: $input) { password user { id } } }',
    { input },
  );

  const today = todayIn();
  const { createPhoneOrder: order } = await api<{
    createPhoneOrder: { id: string; deadline: string; accepted: boolean };
  }>(
    'mutation O($c: ID!, $input: PlaceOrderInput!) { createPhoneOrder(clientId: $c, input: $input) { id deadline accepted } }',
    {
      c: createClient.user.id,
      input: { deliveryDate: today, lines: products.map((p) => ({ productId: p.id, amount: p.amount })) },
    },
  );
  expect(order.accepted).toBe(true);
  const { createDeliveryDockets: dockets } = await api<{
    createDeliveryDockets: { client: { id: string }; orders: { id: string }[] }[];
  }>(
    'mutation K($d: String!, $z: ID) { createDeliveryDockets(deadline: $d, zoneId: $z) { client { id } orders { id } } }',
    { d: order.deadline, z: zone },
  );
  expect(dockets).toEqual([{ client: { id: createClient.user.id }, orders: [{ id: order.id }] }]);
  return {
    jwt,
    today,
    host: { id: createClient.user.id, name, email, username, password: createClient.password },
    rollName,
    orderIds: [order.id],
  };
}

/** The host's own session in the browser (its account's language), on `path`. */
async function openAsHost(page: Page, request: APIRequestContext, language: Language, path: string): Promise<void> {
  const { jwt, id } = await apiLogin(request, setup.host);
  await page.addInitScript(
    ([token, userId]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userID', userId);
    },
    [jwt, id] as const,
  );
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: texts[language].common.menu })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function hostJwt(request: APIRequestContext): Promise<string> {
  return (await apiLogin(request, setup.host)).jwt;
}

/** "Senden" on the open bill or credit note (its dialog and notice name it so) and confirmed; SdI state "übermittelt". */
async function send(page: Page, number: string, creditNote = false) {
  const main = page.getByRole('main');
  const send = de.bills.send as typeof de.bills.send & { title_creditNote: string; done_creditNote: string };
  await main.getByRole('button', { name: de.bills.send.action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fill(creditNote ? send.title_creditNote : send.title, { number }) });
  await expect(dialog.getByText(fill(de.bills.send.toSdiCode, { code: RECIPIENT_CODE }))).toBeVisible();
  await expect(dialog.getByText(fill(de.bills.send.toMail, { email: setup.host.email }))).toBeVisible();
  await dialog.getByRole('button', { name: de.bills.send.action, exact: true }).click();
  await expect(page.getByText(fill(creditNote ? send.done_creditNote : send.done, { number }))).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(
    main.getByText(fill(de.bills.status.sdi, { state: de.bills.sdiState.SENT }), { exact: true }).first(),
  ).toBeVisible();
}

/** The credit-note dialog of the open bill in `language`: ROLL's line ticked, RETURNED pieces and a reason typed, the total shown. */
async function fillCreditNote(page: Page, language: Language, reason: string): Promise<Locator> {
  const t = texts[language].bills.credit;
  const main = page.getByRole('main');
  await main.getByRole('button', { name: t.action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fill(t.title, { number: bill.number }) });
  await expect(dialog).toBeVisible();
  const lines = dialog.getByRole('group', { name: t.lines });
  const roll = lines.getByRole('checkbox', { name: new RegExp(`^\\d+\\. ${escape(setup.rollName)}\\b`) });
  await roll.check();
  const label = (await lines.getByText(new RegExp(`^\\d+\\. ${escape(setup.rollName)}$`)).textContent()) ?? '';
  const line = Number(/^(\d+)\./.exec(label)?.[1]);
  expect(line, `the line number of ${setup.rollName}`).toBeGreaterThan(0);
  const quantity = dialog.getByRole('textbox', { name: fill(t.quantityOf, { line }), exact: true });
  await quantity.fill(String(RETURNED));
  await dialog.getByRole('textbox', { name: t.reason }).fill(reason);
  return dialog;
}

// Serial: one story of two documents — the credit note credits the bill the run made and SdI delivered; the client and the export then read both.
test.describe.serial('credit note of a delivered deferred invoice', () => {
  // "this month" and "today" of the screens and of the server in one calendar
  test.use({ timezoneId: 'Europe/Rome' });
  test.describe.configure({ timeout: 150_000 });

  test.beforeAll(async ({ request }) => {
    setup = await setUp(request);
  });

  test.afterAll(async ({ request }) => {
    // the language passes change the accounts' languages: German again for the other journeys
    const { jwt } = await apiLogin(request, BAKERY);
    await gqlAs(request, jwt, 'mutation L($l: Language!) { changeLanguage(language: $l) { id } }', { l: 'de' });
    if (setup)
      await gqlAs(
        request,
        await hostJwt(request),
        'mutation L($l: Language!) { changeLanguage(language: $l) { id } }',
        { l: 'de' },
      );
  });

  test("the monthly bill run of this month makes the host's docketed deliveries a deferred invoice (TD24)", async ({
    page,
    request,
  }) => {
    const main = page.getByRole('main');
    const month = monthOf(setup.today);
    const monthLabel = monthName(setup.today, 'de');
    await openSignedIn(page, request, BAKERY, '/bills');
    await main.getByRole('button', { name: de.bills.run.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: de.bills.run.title });
    await expect(dialog.getByText(de.bills.run.text)).toBeVisible();
    await select(dialog, de.bills.run.month).click();
    await page.getByRole('option', { name: monthLabel, exact: true }).click();
    await dialog.getByRole('button', { name: fill(de.bills.run.start, { month: monthLabel }), exact: true }).click();

    await expect(
      dialog.getByRole('status').filter({ hasText: anyCount(de.bills.run.created_one, de.bills.run.created_other) }),
    ).toBeVisible({ timeout: 90_000 });
    await expect(
      dialog.getByText(fill(de.bills.run.period, { from: shownDate(month.from), to: shownDate(month.to) }), {
        exact: true,
      }),
    ).toBeVisible();
    // other clients may fail (incomplete billing data): never this one
    await expect(dialog.getByRole('list', { name: de.bills.run.failedList }).getByText(setup.host.name)).toHaveCount(0);
    await dialog.getByRole('button', { name: de.common.close, exact: true }).last().click();
    await expect(dialog).toHaveCount(0);

    const { bills } = await gqlAs<{
      bills: {
        items: (Document & {
          periodFrom: string;
          periodTo: string;
          orders: { id: string; docketNumber: string | null }[];
        })[];
      };
    }>(
      request,
      setup.jwt,
      `query B($c: ID) { bills(clientId: $c) { items { ${DOCUMENT_FIELDS} periodFrom periodTo orders { id docketNumber } } } }`,
      { c: setup.host.id },
    );
    expect(bills.items).toHaveLength(1);
    const made = bills.items[0]!;
    expect(made.documentType).toBe('TD24');
    // this month's deferred invoice, made today: dated today, its period the calendar month
    expect(made).toMatchObject({ billDate: setup.today, periodFrom: month.from, periodTo: month.to });
    expect(made.orders.map((o) => o.id)).toEqual(setup.orderIds);
    expect(made.orders.every((o) => o.docketNumber)).toBe(true);
    const { orders: _orders, ...document } = made;
    Object.assign(bill, document);

    // the run's bill in the list, found by its client
    const client = select(main, de.bills.filter.client);
    await client.click();
    await client.fill(setup.host.name);
    await page.getByRole('option', { name: setup.host.name }).click();
    const table = main.getByRole('table', { name: de.bills.title });
    await expect(table.getByRole('row')).toHaveCount(2); // header and the one bill
    const row = table.getByRole('row', { name: fill(de.bills.billNumber, { number: bill.number }) });
    await expect(row).toContainText(setup.host.name);
    await expect(row).toContainText(shownDate(bill.billDate));
    await expect(row).toContainText(euros(bill.totalCents, 'de'));
    await expect(row).toContainText(de.bills.status.notSent);
  });

  test('the bill is sent and SdI delivers it: the receipt (RC) uploaded on its screen', async ({ page, request }) => {
    test.skip(!bill.id, 'needs the bill of the run');
    const main = page.getByRole('main');
    await openSignedIn(page, request, BAKERY, `/bill/${bill.id}`);
    await expect(
      main.getByRole('heading', { level: 1, name: fill(de.bills.billNumber, { number: bill.number }) }),
    ).toBeVisible({ timeout: 20_000 });
    await expect(main.getByText(de.bills.create.TD24, { exact: true })).toBeVisible();
    // not sent: no credit note yet
    await expect(main.getByRole('button', { name: de.bills.credit.action })).toHaveCount(0);

    await send(page, bill.number);
    // sent, SdI not yet answered: the invoice is not issued yet, so no credit note, and the screen says when
    await expect(main.getByTestId('credit-awaiting-sdi')).toHaveText(de.bills.credit.awaitingSdi);
    await expect(main.getByRole('button', { name: de.bills.credit.action })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}credit-awaiting-sdi-de-desktop.png`, fullPage: true });
    // opened at phone width (a window shrunk under a drawn page keeps the desktop menu's slide-out in the shot)
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(main.getByTestId('credit-awaiting-sdi')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}credit-awaiting-sdi-de-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    const submission = await submissionOf(request, bill.eInvoiceFile);
    expect(submission.xml).toContain('<TipoDocumento>TD24</TipoDocumento>');
    expect(submission.xml).toContain(`<Numero>${bill.number}</Numero>`);

    await uploadSdiReceipt(
      page,
      'de',
      `${bill.eInvoiceFile.replace(/\.xml$/, '')}_RC_001.xml`,
      deliveryReceipt(bill.eInvoiceFile, RECIPIENT_CODE),
    );
    await expect(
      main
        .getByRole('status')
        .filter({ hasText: fill(de.bills.sdiReceipt.recorded, { state: de.bills.sdiState.DELIVERED }) }),
    ).toBeVisible();
    await expect(
      main.getByText(fill(de.bills.status.sdi, { state: de.bills.sdiState.DELIVERED }), { exact: true }),
    ).toBeVisible();
    await expect(
      main.getByRole('list', { name: de.bills.sdi.title }).getByRole('listitem', { name: de.bills.sdiKind.RC }),
    ).toHaveCount(1);
    const { bill: stored } = await gqlAs<{ bill: { sdiState: string; creditable: boolean } }>(
      request,
      setup.jwt,
      'query B($id: ID!) { bill(id: $id) { sdiState creditable } }',
      { id: bill.id },
    );
    expect(stored).toEqual({ sdiState: 'DELIVERED', creditable: true });
  });

  test('the bakery credits part of a line (German): a TD04 naming the bill, unseen by the client until it is sent', async ({
    page,
    request,
  }) => {
    test.skip(!bill.id, 'needs the delivered bill');
    const main = page.getByRole('main');
    await openSignedIn(page, request, BAKERY, `/bill/${bill.id}`);
    await expect(
      main.getByRole('heading', { level: 1, name: fill(de.bills.billNumber, { number: bill.number }) }),
    ).toBeVisible({ timeout: 20_000 });

    const reason = `Retoure ${RETURNED} Vinschgerl vom ${shownDate(setup.today)}`;
    const dialog = await fillCreditNote(page, 'de', reason);
    // RETURNED of ROLL's pieces at the bill price, 4 % VAT on top
    const net = RETURNED * Math.round(Number(ROLL.gramPrice) * ROLL.approxWeight * 100);
    const expectedTotal = net + Math.round((net * 4) / 100);
    const totals = dialog.getByRole('group', { name: de.bills.totals.title });
    await expect(totals.getByLabel(de.bills.credit.total, { exact: true })).toHaveText(euros(expectedTotal, 'de'));
    await dialog.getByRole('button', { name: de.bills.credit.create, exact: true }).click();

    await expect(page).not.toHaveURL(new RegExp(`/bill/${bill.id}$`), { timeout: 20_000 });
    await expect(page).toHaveURL(/\/bill\/\d+$/);
    const id = page.url().split('/').pop()!;
    const { bill: note } = await gqlAs<{
      bill: Document & { creditReason: string; sent: boolean; creditOf: { id: string } };
    }>(
      request,
      setup.jwt,
      `query B($id: ID!) { bill(id: $id) { ${DOCUMENT_FIELDS} creditReason sent creditOf { id } } }`,
      { id },
    );
    expect(note).toMatchObject({
      documentType: 'TD04',
      billDate: setup.today,
      creditReason: reason,
      sent: false,
      creditOf: { id: bill.id },
      netCents: net,
      totalCents: expectedTotal,
    });
    expect(note.number).toMatch(/^NC\b/);
    Object.assign(credit, note, { reason });

    await expect(
      main.getByRole('heading', { level: 1, name: fill(de.bills.credit.number, { number: credit.number }) }),
    ).toBeVisible();
    await expect(main.getByText(de.bills.create.TD04, { exact: true })).toBeVisible();
    await expect(
      main.getByRole('link', {
        name: `${fill(de.bills.billNumber, { number: bill.number })} · ${shownDate(bill.billDate)}`,
      }),
    ).toBeVisible();
    await expect(main.getByText(reason, { exact: true })).toBeVisible();
    await expect(
      main.getByRole('group', { name: de.bills.totals.title }).getByLabel(de.bills.credit.total, { exact: true }),
    ).toHaveText(euros(expectedTotal, 'de'));

    const xml = await download(page, () => main.getByRole('button', { name: de.bills.view.downloadXml }).click());
    expect(xml.name).toBe(credit.eInvoiceFile);
    const content = xml.bytes.toString('utf8');
    expect(content).toContain('<TipoDocumento>TD04</TipoDocumento>');
    expect(content).toContain(`<Numero>${credit.number}</Numero>`);
    expect(content).toMatch(
      new RegExp(
        `<DatiFattureCollegate>\\s*(<RiferimentoNumeroLinea>\\d+</RiferimentoNumeroLinea>\\s*)*<IdDocumento>${escape(bill.number)}</IdDocumento>\\s*<Data>${bill.billDate}</Data>`,
      ),
    );
    expect(content).toContain(`<Causale>${reason}</Causale>`);
    expect(content).toContain(`<ImportoTotaleDocumento>${(expectedTotal / 100).toFixed(2)}</ImportoTotaleDocumento>`);

    // the client sees neither the unsent credit note nor a trace of it on the bill
    const jwt = await hostJwt(request);
    const unseen = await gqlAnswer(request, jwt, 'query B($id: ID!) { bill(id: $id) { id } }', { id: credit.id });
    expect(unseen.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const { bill: ownBill } = await gqlAs<{ bill: { creditNotes: { id: string }[] } }>(
      request,
      jwt,
      'query B($id: ID!) { bill(id: $id) { creditNotes { id } } }',
      { id: bill.id },
    );
    expect(ownBill.creditNotes).toEqual([]);

    await send(page, credit.number, true);
    const submission = await submissionOf(request, credit.eInvoiceFile);
    expect(submission.xml).toContain('<TipoDocumento>TD04</TipoDocumento>');
    const mail = await caughtMailTo(request, setup.host.email, (m) =>
      m.attachments.some((a) => a.filename === credit.eInvoiceFile),
    );
    expect(mail.attachments.some((a) => a.contentType.includes('pdf'))).toBe(true);
    const seen = await gqlAs<{ bill: { id: string; documentType: string } }>(
      request,
      jwt,
      'query B($id: ID!) { bill(id: $id) { id documentType } }',
      { id: credit.id },
    );
    expect(seen.bill).toEqual({ id: credit.id, documentType: 'TD04' });
  });

  test('the client sees the bill and its sent credit note (Italian)', async ({ page, request }) => {
    test.skip(!credit.id, 'needs the sent credit note');
    const it = texts.it.bills;
    await gqlAs(request, await hostJwt(request), 'mutation L($l: Language!) { changeLanguage(language: $l) { id } }', {
      l: 'it',
    });
    const main = page.getByRole('main');
    await openAsHost(page, request, 'it', '/bills');

    const table = main.getByRole('table', { name: it.title });
    // rows found by their links (a credit note's row is labelled like a bill's)
    const billLink = page.getByRole('link', { name: fill(it.billNumber, { number: bill.number }), exact: true });
    const creditLink = page.getByRole('link', { name: fill(it.credit.number, { number: credit.number }), exact: true });
    const billRow = table.getByRole('row').filter({ has: billLink });
    const creditRow = table.getByRole('row').filter({ has: creditLink });
    await expect(billRow).toContainText(euros(bill.totalCents, 'it'));
    await expect(billRow).toContainText(fill(it.status.sdi, { state: it.sdiState.DELIVERED }));
    await expect(creditRow).toContainText(euros(-credit.totalCents, 'it'));
    await expect(creditRow).toContainText(fill(it.status.sdi, { state: it.sdiState.SENT }));
    await expect(creditRow.getByRole('link')).toHaveText(fill(it.credit.number, { number: credit.number }));
    await expect(table.getByRole('row')).toHaveCount(3);

    await billRow.getByRole('link').click();
    await expect(
      main.getByRole('heading', { level: 1, name: fill(it.billNumber, { number: bill.number }) }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: it.credit.heading })).toBeVisible();
    await expect(main.getByText(euros(-credit.totalCents, 'it'), { exact: true })).toBeVisible();
    await expect(main.getByText(it.credit.notSent)).toHaveCount(0);
    // the bakery's actions are not the client's
    await expect(main.getByRole('button', { name: it.credit.action })).toHaveCount(0);
    await expect(main.getByLabel(it.sdiReceipt.upload)).toHaveCount(0);

    await main.getByRole('link', { name: fill(it.credit.number, { number: credit.number }), exact: true }).click();
    await expect(
      main.getByRole('heading', { level: 1, name: fill(it.credit.number, { number: credit.number }) }),
    ).toBeVisible();
    await expect(main.getByText(it.create.TD04, { exact: true })).toBeVisible();
    await expect(main.getByText(credit.reason, { exact: true })).toBeVisible();
    await expect(
      main.getByRole('group', { name: it.totals.title }).getByLabel(it.credit.total, { exact: true }),
    ).toHaveText(euros(credit.totalCents, 'it'));
    await expect(
      main.getByRole('link', { name: `${fill(it.billNumber, { number: bill.number })} · ${shownDate(bill.billDate)}` }),
    ).toBeVisible();
    const pdf = await download(page, () => main.getByRole('button', { name: it.view.downloadPdf }).click());
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test("the accountant's export of the month (English): register with the bill and the negative credit note, XML and PDF of both", async ({
    page,
    request,
  }) => {
    test.skip(!credit.id, 'needs the sent credit note');
    const en = texts.en.bills;
    const main = page.getByRole('main');
    const month = monthOf(setup.today);
    await openSignedIn(page, request, BAKERY, '/bills');
    await switchLanguage(page, 'de', 'en');
    await main.getByRole('button', { name: en.export.open, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en.export.title });
    await expect(dialog.getByText(en.export.text)).toBeVisible();
    // last month by default; this month picked in the calendar (first day, then last day)
    await dialog.getByLabel(en.export.period).click();
    const day = (date: string) =>
      new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(`${date}T12:00:00Z`),
      );
    // the calendar's "next month" control has no accessible name
    await page.locator('[data-direction="next"]').first().click();
    await page.getByRole('button', { name: day(month.from), exact: true }).click();
    await page.getByRole('button', { name: day(month.to), exact: true }).click();
    await expect(dialog.getByLabel(en.export.period)).toHaveText(`${shownDate(month.from)} – ${shownDate(month.to)}`);

    const zip = await download(page, () =>
      dialog.getByRole('button', { name: en.export.download, exact: true }).click(),
    );
    expect(zip.name).toBe(`${en.export.fileName}_${month.from}_${month.to}.zip`);
    await expect(dialog).toHaveCount(0);
    const files = unzipSync(new Uint8Array(zip.bytes));

    const [header, ...rows] = strFromU8(files['register.csv']!)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(header).toEqual(
      expect.arrayContaining([
        'Number',
        'Date',
        'Document type',
        'Client',
        'Taxable',
        'VAT',
        'Total',
        'SdI state',
        'E-invoice file',
      ]),
    );
    const column = (name: string) => header!.indexOf(name);
    const rowOf = (number: string) => rows.filter((r) => r[column('Number')] === number);
    const cents = (text: string | undefined) => Math.round(Number(text) * 100);
    const [billRow, ...moreBillRows] = rowOf(bill.number);
    expect(moreBillRows).toEqual([]); // one VAT rate: one row
    expect(billRow![column('Date')]).toBe(bill.billDate);
    expect(billRow![column('Document type')]).toBe('TD24');
    expect(billRow![column('Client')]).toBe(setup.host.name);
    expect(billRow![column('SdI state')]).toBe('DELIVERED');
    expect(billRow![column('E-invoice file')]).toBe(bill.eInvoiceFile);
    expect([
      cents(billRow![column('Taxable')]),
      cents(billRow![column('VAT')]),
      cents(billRow![column('Total')]),
    ]).toEqual([bill.netCents, bill.taxCents, bill.totalCents]);
    const [creditRow, ...moreCreditRows] = rowOf(credit.number);
    expect(moreCreditRows).toEqual([]);
    expect(creditRow![column('Date')]).toBe(credit.billDate);
    expect(creditRow![column('Document type')]).toBe('TD04');
    expect(creditRow![column('Client')]).toBe(setup.host.name);
    expect(creditRow![column('SdI state')]).toBe('SENT');
    expect(creditRow![column('E-invoice file')]).toBe(credit.eInvoiceFile);
    expect([
      cents(creditRow![column('Taxable')]),
      cents(creditRow![column('VAT')]),
      cents(creditRow![column('Total')]),
    ]).toEqual([-credit.netCents, -credit.taxCents, -credit.totalCents]);

    for (const document of [bill, credit]) {
      const xml = files[`xml/${document.eInvoiceFile}`];
      expect(xml, `xml/${document.eInvoiceFile} in the ZIP`).toBeTruthy();
      expect(strFromU8(xml!)).toContain(`<Numero>${document.number}</Numero>`);
      const pdfName = `pdf/${document.number.replace(/[^\w.-]+/g, '-').replace(/^[.-]+/, '')}`;
      const pdf = Object.entries(files).find(([name]) => name === `${pdfName}.pdf` || name.startsWith(`${pdfName}-`));
      expect(pdf, `${pdfName}.pdf in the ZIP`).toBeTruthy();
      expect(strFromU8(pdf![1].subarray(0, 5))).toBe('%PDF-');
    }
  });

  test('the credit-note dialog in de, it and en at desktop and phone width', async ({ page, request }) => {
    test.skip(!credit.id, 'needs the delivered bill with its credit note');
    await gqlAs(request, setup.jwt, 'mutation L($l: Language!) { changeLanguage(language: $l) { id } }', { l: 'de' });
    await openSignedIn(page, request, BAKERY, `/bill/${bill.id}`);
    let from: Language = 'de';
    for (const language of LANGUAGES) {
      const t = texts[language].bills;
      if (language !== from) await switchLanguage(page, from, language);
      from = language;
      for (const phone of [false, true]) {
        await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1280, height: 900 });
        await expect(
          page.getByRole('main').getByRole('heading', { level: 1, name: fill(t.billNumber, { number: bill.number }) }),
        ).toBeVisible();
        const dialog = await fillCreditNote(
          page,
          language,
          { de: 'Retoure 2 Vinschgerl', it: 'Reso 2 panini', en: 'Returned 2 rolls' }[language],
        );
        const totals = dialog.getByRole('group', { name: t.totals.title });
        await expect(totals.getByLabel(t.credit.total, { exact: true })).toHaveText(euros(credit.totalCents, language));
        // ROLL was partly credited before: RETURNED more pieces are still open to credit
        await expect(dialog.getByRole('button', { name: t.credit.create, exact: true })).toBeEnabled();
        await totals.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${DOC_SCREENS}credit-note-${language}-${phone ? 'phone' : 'desktop'}.png` });
        await dialog.getByRole('button', { name: texts[language].common.cancel, exact: true }).click();
        await expect(dialog).toHaveCount(0);
      }
    }
  });
});
