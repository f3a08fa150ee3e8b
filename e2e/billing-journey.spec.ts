import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO, uniqueUsername } from './support/accounts';
import {
  apiLogin,
  decimal,
  download,
  euros,
  expectPdf,
  gqlAnswer,
  gqlAs,
  openSignedIn,
  pdfText,
  plainSpaces,
  shownDate,
  signIn,
  switchLanguage,
  todayIn,
} from './support/billing';
import { caughtMailTo } from './support/mails';
import { SDI_PEC, SELLER } from './support/sdi';
import { expect, test } from './support/test';
import { fill, texts, type Catalogue, type Language } from './support/texts';

/**
 * Issue 7 "Done when", bakery part: the bakery onboarded by start-server.sh (no seller data yet)
 * fills Settings → Documents, bills a host's month with a weighed and a counted product, checks
 * the bill on screen, previews and downloads the PDF and the FatturaPA XML, sends it (the SMTP
 * server of the journeys receives the PEC mail to SdI and the client's mail with PDF and XML),
 * marks it paid and is no longer offered to delete it; the bill list and bill in it and en.
 * Invoicing, products, price list, client and the weighed order are set up over the API.
 */
const BAKERY = DEMO.adminBakery;
const de = texts.de;

const BILL_FORMAT = { format: '%Y/%n', prefix: 'E2E-' } as const;

/** Prices (EUR per gram) and quantities of the order; the list price is what the client pays. */
const WEIGHED = { gramPrice: '0.0060', listGramPrice: '0.0064', approxWeight: 1000, amount: 1, grams: 1234 } as const;
const COUNTED = { gramPrice: '0.0125', listGramPrice: '0.0125', approxWeight: 80, amount: 6 } as const;
/** What the bill comes to, worked out by hand: 1.234 kg × 6.40 €/kg = 7.8976 → 7.90 €; 6 × 1.00 €; 10 % VAT. */
const AMOUNTS = { weighedCents: 790, countedCents: 600, netCents: 1390, vatCents: 139, totalCents: 1529 } as const;

interface Setup {
  jwt: string;
  client: { id: string; name: string; email: string };
  products: { weighed: string; counted: string };
  order: { id: string; number: number; deliveryDate: string };
}

let setup: Setup;
const bill = { id: '', number: '', file: '' };

/** The escaped text of a label, with Mantine's " *" of required fields allowed after it. */
function labelled(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));
}

async function createProduct(
  request: APIRequestContext,
  jwt: string,
  names: { de: string; it: string; en: string },
  product: { gramPrice: string; approxWeight: number },
  haveToWeight: boolean,
) {
  const { createProduct: created } = await gqlAs<{ createProduct: { id: string } }>(
    request,
    jwt,
    'mutation C($input: ProductInput!) { createProduct(input: $input) { id } }',
    {
      input: {
        names,
        descriptions: names,
        gramPrice: product.gramPrice,
        approxWeight: product.approxWeight,
        haveToWeight,
      },
    },
  );
  return created.id;
}

/**
 * Invoicing on and every day a delivery day (today, in this month, is always orderable for the
 * bakery); a price list with a weighed and a counted product; a host with complete billing data
 * on that list; its phone order for today, the weighed line weighed.
 */
async function setUp(request: APIRequestContext): Promise<Setup> {
  const { jwt } = await apiLogin(request, BAKERY);
  await gqlAs(
    request,
    jwt,
    'mutation S($input: BakerySettingsInput!) { updateBakerySettings(input: $input) { createBills } }',
    {
      input: { createBills: true, deliversSaturday: true, deliversSunday: true },
    },
  );
  const suffix = uniqueUsername('r').slice(2);
  const weighed = await createProduct(
    request,
    jwt,
    { de: `Bauernlaib ${suffix}`, it: `Pagnotta ${suffix}`, en: `Farmhouse loaf ${suffix}` },
    WEIGHED,
    true,
  );
  const counted = await createProduct(
    request,
    jwt,
    { de: `Vinschgerl ${suffix}`, it: `Venostano ${suffix}`, en: `Rye roll ${suffix}` },
    COUNTED,
    false,
  );
  const { createPriceList } = await gqlAs<{ createPriceList: { id: string } }>(
    request,
    jwt,
    'mutation P($n: String!) { createPriceList(name: $n) { id } }',
    { n: `Gastronomie ${suffix}` },
  );
  for (const [productId, gramPrice] of [
    [weighed, WEIGHED.listGramPrice],
    [counted, COUNTED.listGramPrice],
  ] as const) {
    await gqlAs(
      request,
      jwt,
      'mutation P($l: ID!, $p: ID!, $g: String!) { setProductPrice(priceListId: $l, productId: $p, gramPrice: $g) }',
      { l: createPriceList.id, p: productId, g: gramPrice },
    );
  }
  const name = `Gasthof Rechnung ${suffix}`;
  const username = uniqueUsername('e2e-bill');
  const email = `${username}@e2e.example`;
  const { createClient } = await gqlAs<{ createClient: { user: { id: string } } }>(
    request,
    jwt,
    'mutation C($input: ClientInput!) { createClient(input: $input) { user { id } } }',
    {
      input: {
        kind: 'HOST',
        username,
        email,
        language: 'de',
        priceListId: createPriceList.id,
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
      },
    },
  );
  const deliveryDate = todayIn();
  const { createPhoneOrder: order } = await gqlAs<{
    createPhoneOrder: {
      id: string;
      number: number;
      deliveryDate: string;
      accepted: boolean;
      lines: { id: string; product: { id: string } }[];
    };
  }>(
    request,
    jwt,
    'mutation O($c: ID!, $input: PlaceOrderInput!) { createPhoneOrder(clientId: $c, input: $input) { id number deliveryDate accepted lines { id product { id } } } }',
    {
      c: createClient.user.id,
      input: {
        deliveryDate,
        lines: [
          { productId: weighed, amount: WEIGHED.amount },
          { productId: counted, amount: COUNTED.amount },
        ],
      },
    },
  );
  expect(order.accepted).toBe(true);
  const line = order.lines.find((l) => l.product.id === weighed)!;
  await gqlAs(
    request,
    jwt,
    'mutation W($g: Int!, $id: ID!) { uploadMeasuredWeight(grams: $g, orderedProductId: $id) { measuredWeight } }',
    { g: WEIGHED.grams, id: line.id },
  );
  return {
    jwt,
    client: { id: createClient.user.id, name, email },
    products: { weighed: `Bauernlaib ${suffix}`, counted: `Vinschgerl ${suffix}` },
    order,
  };
}

/** The lines and totals of the bill view in `language` (products keep the names of the bill's language, German). */
async function expectBillShown(page: Page, language: Language) {
  const t = texts[language];
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: fill(t.bills.billNumber, { number: bill.number }) }),
  ).toBeVisible({ timeout: 20_000 });
  const order = main.getByRole('region', {
    name: fill(t.bills.orderOf, { number: setup.order.number, date: shownDate(setup.order.deliveryDate) }),
  });
  await expect(order.getByRole('columnheader', { name: t.bills.lines.quantity })).toBeVisible();
  const weighed = order.getByRole('row').filter({ hasText: setup.products.weighed });
  await expect(weighed).toContainText(`${decimal(WEIGHED.grams / 1000, 3, language)} kg`);
  await expect(weighed).toContainText(`${euros(640, language)}/kg`);
  await expect(weighed).toContainText(euros(AMOUNTS.weighedCents, language));
  const counted = order.getByRole('row').filter({ hasText: setup.products.counted });
  await expect(counted).toContainText(`${COUNTED.amount} ${t.bills.lines.pieces}`);
  await expect(counted).toContainText(euros(AMOUNTS.countedCents, language));
  const totals = main.getByRole('group', { name: t.bills.totals.title });
  await expect(totals.getByLabel(t.bills.totals.net, { exact: true })).toHaveText(euros(AMOUNTS.netCents, language));
  await expect(totals.getByLabel(fill(t.bills.totals.vat, { rate: '10' }), { exact: true })).toHaveText(
    euros(AMOUNTS.vatCents, language),
  );
  await expect(totals.getByLabel(t.bills.totals.total, { exact: true })).toHaveText(
    euros(AMOUNTS.totalCents, language),
  );
}

/** The sent and paid bill as the list shows it in `language`. */
async function expectListed(page: Page, t: Catalogue, language: Language) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t.bills.title })).toBeVisible({ timeout: 20_000 });
  const row = main
    .getByRole('table', { name: t.bills.title })
    .getByRole('row', { name: fill(t.bills.billNumber, { number: bill.number }) });
  await expect(row).toContainText(setup.client.name);
  await expect(row).toContainText(euros(AMOUNTS.totalCents, language));
  await expect(
    row.getByText(fill(t.bills.status.sdi, { state: t.bills.sdiState.SENT }), { exact: true }),
  ).toBeVisible();
  await expect(row.getByText(t.bills.status.paid, { exact: true })).toBeVisible();
  return row;
}

// Serial: one story on start-server.sh's fresh bakery — the bill is numbered by the format the first step saves, then sent, paid and read.
test.describe.serial('billing journey', () => {
  // "this month" of the screens and today of the server in one calendar
  test.use({ timezoneId: 'Europe/Rome' });
  // long steps (sign-in, a dozen fields, downloads, two mails): room on a busy machine
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async ({ request }) => {
    setup = await setUp(request);
  });

  test.afterAll(async ({ request }) => {
    // the language pass changes the account's language: German again for the other journeys
    const { jwt } = await apiLogin(request, BAKERY);
    await gqlAs(request, jwt, 'mutation L($l: Language!) { changeLanguage(language: $l) { id } }', { l: 'de' });
  });

  test('the bakery fills its seller data and the bill numbers in Settings → Documents', async ({ page }) => {
    const d = de.settings.documents;
    await signIn(page, BAKERY);
    await page.goto('/settings');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: de.settings.tabs.documents }).click();
    await expect(page).toHaveURL(/\/settings\?tab=documents$/);

    const seller = main.getByRole('group', { name: d.seller.title });
    // nothing saved yet: the form starts from the base data and says so
    await expect(seller.getByRole('status').filter({ hasText: d.seller.prefilled })).toBeVisible();
    for (const field of [
      'companyName',
      'vatNumber',
      'street',
      'houseNumber',
      'postalCode',
      'city',
      'province',
      'pec',
    ] as const) {
      await labelled(seller, d.seller.fields[field]).fill(SELLER[field]);
    }
    await labelled(seller, d.seller.fields.regime).selectOption(SELLER.regime);

    const numbers = main.getByRole('group', { name: d.numbers.title });
    await labelled(numbers, d.numbers.billFormat).fill(BILL_FORMAT.format);
    await labelled(numbers, d.numbers.prefix).fill(BILL_FORMAT.prefix);
    const expected = `${BILL_FORMAT.prefix}${todayIn().slice(0, 4)}/1`;
    await expect(numbers.getByTestId('bill-preview')).toHaveText(expected);

    await main.getByRole('button', { name: de.common.save, exact: true }).click();
    await expect(page.getByText(d.saved)).toBeVisible();
    await expect(seller.getByRole('status').filter({ hasText: d.seller.prefilled })).toHaveCount(0);

    // saved on the server: a reload shows it
    await page.reload();
    await expect(labelled(seller, d.seller.fields.vatNumber)).toHaveValue(SELLER.vatNumber);
    await expect(labelled(seller, d.seller.fields.companyName)).toHaveValue(SELLER.companyName);
    await expect(labelled(seller, d.seller.fields.regime)).toHaveValue(SELLER.regime);
    await expect(labelled(seller, d.seller.fields.pec)).toHaveValue(SELLER.pec);
    await expect(numbers.getByTestId('bill-preview')).toHaveText(expected);
    bill.number = expected;
  });

  test("the bakery bills the client's month with the weighed product, previews the bill and downloads PDF and XML", async ({
    page,
    request,
  }) => {
    test.skip(!bill.number, 'needs the settings of the first step');
    const main = page.getByRole('main');
    await openSignedIn(page, request, BAKERY, '/bills');
    await main.getByRole('link', { name: de.bills.createAction }).click();
    await expect(page).toHaveURL(/\/bill\/create$/);
    await expect(main.getByRole('heading', { level: 1, name: de.bills.create.title })).toBeVisible();

    const thisMonth = main.getByRole('button', { name: de.bills.create.thisMonth, exact: true });
    await thisMonth.click();
    await expect(thisMonth).toHaveAttribute('aria-pressed', 'true');
    const client = main
      .getByRole('textbox', { name: de.bills.create.client, exact: true })
      .or(main.getByRole('combobox', { name: de.bills.create.client, exact: true }))
      .first();
    await client.click();
    await client.fill(setup.client.name);
    await page.getByRole('option', { name: new RegExp(setup.client.name) }).click();

    // today's order with the net of its lines; its weighed product is weighed, so no estimate warning
    const title = fill(de.bills.orderOf, { number: setup.order.number, date: shownDate(setup.order.deliveryDate) });
    const orders = main.getByRole('list', { name: de.bills.create.orders });
    await expect(orders.getByRole('checkbox', { name: title })).toBeChecked();
    await expect(orders.getByLabel(fill(de.bills.create.net, { order: title }), { exact: true })).toHaveText(
      euros(AMOUNTS.netCents, 'de'),
    );
    await expect(orders.getByText(fill(de.bills.create.notWeighed_one, { count: 1 }))).toHaveCount(0);
    await expect(main.getByText(fill(de.bills.create.chosen_one, { chosen: 1, count: 1 }))).toBeVisible();
    const draftTotals = main.getByRole('group', { name: de.bills.totals.title });
    await expect(draftTotals.getByLabel(de.bills.totals.total, { exact: true })).toHaveText(
      euros(AMOUNTS.totalCents, 'de'),
    );

    await main.getByRole('button', { name: de.bills.create.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/bill\/\d+$/);
    bill.id = page.url().split('/').pop()!;
    await expect(page.getByText(fill(de.bills.create.done, { number: bill.number }))).toBeVisible();
    await expectBillShown(page, 'de');
    await expect(main.getByText(de.bills.status.notSent, { exact: true })).toBeVisible();
    await expect(main.getByText(de.bills.status.unpaid, { exact: true })).toBeVisible();
    // the newest bill, not sent yet: it could still be deleted
    await expect(main.getByRole('button', { name: de.bills.view.delete })).toBeVisible();

    // the PDF as the client gets it, inline in a frame (not the fallback of a refused frame)
    await expect(main.getByRole('heading', { level: 2, name: de.bills.preview.heading })).toBeVisible();
    await expect(
      main.locator(`iframe[title="${fill(de.bills.preview.title, { number: bill.number })}"]`),
    ).toBeVisible();
    await expect(main.getByText(de.bills.preview.blocked)).toHaveCount(0);

    const pdf = await download(page, () => main.getByRole('button', { name: de.bills.view.downloadPdf }).click());
    expect(pdf.name).toMatch(/\.pdf$/);
    expectPdf(pdf);
    const text = pdfText(pdf);
    if (text !== null) {
      expect(text).toContain(bill.number);
      expect(text).toContain(setup.products.weighed);
      expect(text).toContain(`${decimal(WEIGHED.grams / 1000, 3, 'de')} kg`);
      expect(text).toContain(SELLER.companyName);
      expect(text).toContain(plainSpaces(euros(AMOUNTS.totalCents, 'de')));
    }

    const xml = await download(page, () => main.getByRole('button', { name: de.bills.view.downloadXml }).click());
    expect(xml.name).toMatch(new RegExp(`^IT${SELLER.vatNumber}_[0-9A-Za-z]{1,5}\\.xml$`));
    bill.file = xml.name;
    const content = xml.bytes.toString('utf8');
    expect(content).toContain('<p:FatturaElettronica');
    expect(content).toContain(`<Numero>${bill.number}</Numero>`);
    expect(content).toContain('<UnitaMisura>KG</UnitaMisura>');
    expect(content).toContain('<CodiceDestinatario>ABC1234</CodiceDestinatario>');
    expect(content).toContain(`<IdCodice>${SELLER.vatNumber}</IdCodice>`);
    expect(content).toContain('<IdCodice>12345678903</IdCodice>');
    expect(content).toContain('<ImportoTotaleDocumento>15.29</ImportoTotaleDocumento>');
  });

  test('the bakery sends the bill (PEC to SdI, mail to the client), marks it paid and cannot delete it any more', async ({
    page,
    request,
  }) => {
    test.skip(!bill.id, 'needs the bill of the previous step');
    const main = page.getByRole('main');
    await openSignedIn(page, request, BAKERY, `/bill/${bill.id}`);
    await expect(
      main.getByRole('heading', { level: 1, name: fill(de.bills.billNumber, { number: bill.number }) }),
    ).toBeVisible({ timeout: 20_000 });

    await main.getByRole('button', { name: de.bills.send.action, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(de.bills.send.title, { number: bill.number }) });
    await expect(dialog.getByText(de.bills.send.text)).toBeVisible();
    await expect(dialog.getByText(fill(de.bills.send.toSdiCode, { code: 'ABC1234' }))).toBeVisible();
    await expect(dialog.getByText(fill(de.bills.send.toMail, { email: setup.client.email }))).toBeVisible();
    await dialog.getByRole('button', { name: de.bills.send.action, exact: true }).click();
    await expect(page.getByText(fill(de.bills.send.done, { number: bill.number }))).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // the screen: sent to SdI, mailed, no second sending
    await expect(
      main.getByText(fill(de.bills.status.sdi, { state: de.bills.sdiState.SENT }), { exact: true }),
    ).toBeVisible();
    await expect(main.getByText(de.bills.view.sentAt, { exact: true })).toBeVisible();
    const history = main.getByRole('list', { name: de.bills.sdi.title });
    await expect(history.getByRole('listitem', { name: de.bills.sdiKind.SENT })).toBeVisible();
    await expect(history.getByRole('listitem', { name: de.bills.sdiKind.MAILED })).toContainText(setup.client.email);
    await expect(main.getByRole('button', { name: de.bills.send.action, exact: true })).toHaveCount(0);

    // (a) the PEC mail to SdI with the e-invoice
    const pec = await caughtMailTo(request, SDI_PEC, (m) => m.attachments.some((a) => a.filename === bill.file));
    expect(pec.subject).toBe(`Invio File ${bill.file}`);
    expect(pec.from).toContain('fatture@pec.e2e-baeckerei.example');
    const sdiXml = Buffer.from(pec.attachments.find((a) => a.filename === bill.file)!.content, 'base64').toString(
      'utf8',
    );
    expect(sdiXml).toContain('<p:FatturaElettronica');
    expect(sdiXml).toContain(`<Numero>${bill.number}</Numero>`);
    // (b) the client's mail (German, the client's language) with the PDF and the XML
    const mail = await caughtMailTo(request, setup.client.email, (m) => m.subject.includes(bill.number));
    expect(mail.subject).toBe(`Rechnung ${bill.number} von ${SELLER.companyName}`);
    expect(plainSpaces(mail.text)).toContain(plainSpaces(euros(AMOUNTS.totalCents, 'de')));
    const attachedPdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(attachedPdf?.filename).toMatch(/\.pdf$/);
    expect(Buffer.from(attachedPdf!.content, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const attachedXml = mail.attachments.find((a) => a.filename === bill.file);
    expect(Buffer.from(attachedXml!.content, 'base64').toString('utf8')).toContain(`<Numero>${bill.number}</Numero>`);

    // paid
    await main.getByRole('button', { name: de.bills.view.markPaid }).click();
    await expect(page.getByText(fill(de.bills.view.paidDone, { number: bill.number }))).toBeVisible();
    await expect(main.getByText(de.bills.status.paid, { exact: true })).toBeVisible();
    await expect(main.getByText(de.bills.view.paidAt, { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: de.bills.view.markUnpaid })).toBeVisible();

    // a sent bill cannot be deleted: not offered, with the reason; the server refuses too
    await expect(main.getByRole('button', { name: de.bills.view.delete })).toHaveCount(0);
    await expect(main.getByText(de.bills.view.notDeletable.SENT)).toBeVisible();
    await page.reload();
    await expect(main.getByText(de.bills.status.paid, { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: de.bills.view.delete })).toHaveCount(0);
    const refused = await gqlAnswer(request, setup.jwt, 'mutation D($id: ID!) { deleteBill(id: $id) }', {
      id: bill.id,
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BILL_NOT_DELETABLE');
  });

  test('the bill list and the bill read in Italian and English', async ({ page, request }) => {
    test.skip(!bill.id, 'needs the bill of the previous steps');
    await openSignedIn(page, request, BAKERY, '/bills');
    await expectListed(page, de, 'de');

    for (const [from, language] of [
      ['de', 'it'],
      ['it', 'en'],
    ] as const) {
      const t = texts[language];
      await page.goto('/bills');
      await switchLanguage(page, from, language);
      const row = await expectListed(page, t, language);
      await expect(page.getByRole('columnheader', { name: t.bills.column.client })).toBeVisible();
      await row.getByRole('link', { name: fill(t.bills.billNumber, { number: bill.number }) }).click();
      await expect(page).toHaveURL(new RegExp(`/bill/${bill.id}$`));
      await expectBillShown(page, language);
      const main = page.getByRole('main');
      await expect(main.getByText(t.bills.view.notDeletable.SENT)).toBeVisible();
      await expect(main.getByRole('button', { name: t.bills.view.markUnpaid })).toBeVisible();
      await expect(main.getByRole('button', { name: t.bills.view.downloadPdf })).toBeVisible();
      await expect(main.getByRole('heading', { level: 2, name: t.bills.sdi.title })).toBeVisible();
    }

    await switchLanguage(page, 'en', 'de');
    await expect(
      page
        .getByRole('main')
        .getByRole('heading', { level: 1, name: fill(de.bills.billNumber, { number: bill.number }) }),
    ).toBeVisible();
  });
});
