import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download } from '@playwright/test';
import { uniqueUsername } from './support/accounts';
import { apiLogin, gqlAs, isoAddDays, signIn, todayIn } from './support/billing';
import { MAIR } from './support/ordering';
import { expect, test } from './support/test';
import { fill, texts } from './support/texts';

/**
 * Issue 6 "Done when", compile part: in a fresh delivery zone two hosts have phone orders for the
 * next open day; the compile screen weighs a product by keyboard (kept on reload), marks one
 * missing, prints a label PDF at the configured width and a ZPL label, and the zone's delivery
 * dockets come out as one batch with consecutive numbers. Each test makes a zone, hosts and
 * orders of its own over the API, so each runs alone.
 */
const de = texts.de;
const c = de.compile;

interface Options {
  products: { product: { id: string; name: string; availableDays: number; haveToWeight: boolean } }[];
  days: { date: string; reasons: string[] }[];
}

/** A host of the bakery in `zoneId`, with a phone order of a weighed and a counted product on `date` (or its first open day). */
async function hostWithOrder(request: APIRequestContext, jwt: string, name: string, zoneId: string, date?: string) {
  const { createClient } = await gqlAs<{ createClient: { user: { id: string } } }>(
    request,
    jwt,
    'mutation C($input: ClientInput!) { createClient(input: $input) { user { id } } }',
    {
      input: {
        kind: 'HOST',
        username: uniqueUsername('e2e-pack'),
        companyName: name,
        deliveryZoneId: zoneId,
        language: 'de',
      },
    },
  );
  const clientId = createClient.user.id;
  const from = todayIn();
  const { orderOptions } = await gqlAs<{ orderOptions: Options }>(
    request,
    jwt,
    'query O($c: ID, $from: String!, $to: String!) { orderOptions(clientId: $c) { products { product { id name availableDays haveToWeight } } days(from: $from, to: $to) { date reasons } } }',
    { c: clientId, from: isoAddDays(from, 1), to: isoAddDays(from, 21) },
  );
  const everyDay = orderOptions.products.map((p) => p.product).filter((p) => p.availableDays === 0);
  const weighed = everyDay.find((p) => p.haveToWeight);
  const counted = everyDay.find((p) => !p.haveToWeight);
  if (!weighed || !counted) throw new Error('the demo bakery needs a weighed and a counted product sold every day');
  const deliveryDate = date ?? orderOptions.days.find((d) => d.reasons.length === 0)?.date;
  if (!deliveryDate) throw new Error('no open delivery day in three weeks');
  const { createPhoneOrder } = await gqlAs<{
    createPhoneOrder: {
      id: string;
      deadline: string;
      deliveryDate: string;
      lines: { id: string; product: { id: string } }[];
    };
  }>(
    request,
    jwt,
    'mutation P($c: ID!, $input: PlaceOrderInput!) { createPhoneOrder(clientId: $c, input: $input) { id deadline deliveryDate lines { id product { id } } } }',
    {
      c: clientId,
      input: {
        deliveryDate,
        lines: [
          { productId: weighed.id, amount: 2 },
          { productId: counted.id, amount: 6 },
        ],
      },
    },
  );
  return { clientId, name, weighed, counted, order: createPhoneOrder };
}

async function saved(download: Download): Promise<{ path: string; bytes: Buffer }> {
  const path = (await download.path())!;
  return { path, bytes: await readFile(path) };
}

/** A zone of its own with two hosts, each with a phone order for the same open day (one deadline). */
async function zoneWithTwoHosts(request: APIRequestContext) {
  const { jwt } = await apiLogin(request, MAIR);
  const name = `Packzone ${uniqueUsername('z').slice(2)}`;
  const { createDeliveryZone } = await gqlAs<{ createDeliveryZone: { id: string } }>(
    request,
    jwt,
    'mutation Z($n: String!) { createDeliveryZone(name: $n) { id } }',
    { n: name },
  );
  const zone = { id: createDeliveryZone.id, name };
  const first = await hostWithOrder(request, jwt, `Gasthof Packtest ${zone.id}`, zone.id);
  const second = await hostWithOrder(request, jwt, `Pension Packtest ${zone.id}`, zone.id, first.order.deliveryDate);
  expect(second.order.deadline).toBe(first.order.deadline);
  return { jwt, zone, first, second, deadline: first.order.deadline };
}

test.describe('compile and weigh', () => {
  test('weighs by keyboard, keeps the weight on reload and marks a product missing', async ({ page, request }) => {
    const { zone, first, second, deadline } = await zoneWithTwoHosts(request);
    await signIn(page, MAIR);
    await page.goto(`/orders/compile?deadline=${encodeURIComponent(deadline)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: de.screens.ordersCompile })).toBeVisible();
    const zoneButton = main
      .getByRole('group', { name: c.zone.label })
      .getByRole('button', { name: new RegExp(zone.name) });
    await expect(zoneButton).toContainText('0 / 4');
    await zoneButton.click();
    await expect(zoneButton).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`zone=${zone.id}`));

    const card = main.getByRole('region', { name: first.name });
    const nextCard = main.getByRole('region', { name: second.name });
    const weight = card.getByRole('textbox', { name: fill(c.weight.label, { product: first.weighed.name }) });
    const nextWeight = nextCard.getByRole('textbox', { name: fill(c.weight.label, { product: second.weighed.name }) });
    await weight.click();
    await page.keyboard.type('1534');
    const answer = page.waitForResponse(
      (res) => res.url().endsWith('/graphql') && res.request().postDataJSON()?.operationName === 'UploadMeasuredWeight',
    );
    await page.keyboard.press('Enter');
    await expect(nextWeight).toBeFocused();
    expect((await (await answer).json()).data.uploadMeasuredWeight.measuredWeight).toBe(1534);
    await expect(card.getByRole('listitem', { name: first.weighed.name })).toContainText(c.weight.saved);
    await expect(zoneButton).toContainText('1 / 4');

    await page.reload();
    await expect(weight).toHaveValue('1534');
    await expect(zoneButton).toContainText('1 / 4');

    // one of the six counted pieces is missing
    await card.getByRole('button', { name: fill(c.missing.buttonFor, { product: first.counted.name }) }).click();
    const missing = page.getByRole('textbox', { name: fill(c.missing.label, { amount: 6 }) });
    await missing.fill('1');
    await missing.press('Enter');
    await expect(
      card.getByRole('button', { name: fill(c.missing.buttonFor, { product: first.counted.name }) }),
    ).toHaveText(fill(c.missing.count_one, { count: 1 }));
    await card
      .getByRole('switch', { name: fill(c.line.packedFor, { product: first.counted.name }) })
      .click({ force: true });
    await expect(zoneButton).toContainText('2 / 4');
    await expect(card.getByLabel(fill(c.progress.label, { packed: 2, total: 2 }))).toBeVisible();
  });

  test('prints a label PDF at the configured width and a ZPL label', async ({ page, request }) => {
    const { jwt, zone, first, deadline } = await zoneWithTwoHosts(request);
    // the weighed line weighed, so packed (labels are printed for packed lines), as the step before leaves it
    const weighedLine = first.order.lines.find((l) => l.product.id === first.weighed.id);
    if (!weighedLine) throw new Error('the order has no weighed line');
    await gqlAs(
      request,
      jwt,
      'mutation W($g: Int!, $id: ID!) { uploadMeasuredWeight(grams: $g, orderedProductId: $id) { measuredWeight } }',
      { g: 1534, id: weighedLine.id },
    );
    await signIn(page, MAIR);
    await page.goto(`/orders/compile?deadline=${encodeURIComponent(deadline)}&zone=${zone.id}`);
    const main = page.getByRole('main');
    const card = main.getByRole('region', { name: first.name });
    await expect(card).toBeVisible();

    await main.getByRole('button', { name: c.labelSettings.open }).click();
    const dialog = page.getByRole('dialog', { name: c.labelSettings.title });
    const width = dialog.getByRole('textbox', { name: c.labelSettings.width });
    await width.fill('80');
    await dialog.getByRole('switch', { name: c.labelSettings.continuous }).uncheck({ force: true });
    await dialog.getByRole('textbox', { name: c.labelSettings.height }).fill('50');
    await dialog.getByText(c.labelSettings.formatPdf).click();
    await dialog.getByRole('button', { name: de.common.save }).click();
    await expect(dialog).toBeHidden();

    const label = card.getByRole('button', { name: fill(c.label.lineFor, { product: first.weighed.name }) });
    const [pdfDownload] = await Promise.all([page.waitForEvent('download'), label.click()]);
    const pdf = await saved(pdfDownload);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const size = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(execFileSync('pdfinfo', [pdf.path]).toString());
    expect(size, 'pdfinfo page size').not.toBeNull();
    expect(Number(size![1])).toBeCloseTo((80 / 25.4) * 72, 0);
    expect(Number(size![2])).toBeCloseTo((50 / 25.4) * 72, 0);
    expect(execFileSync('pdftotext', [pdf.path, '-']).toString()).toContain(first.name);

    await main.getByRole('button', { name: c.labelSettings.open }).click();
    await dialog.getByText(c.labelSettings.formatZpl).click();
    await dialog.getByRole('button', { name: de.common.save }).click();
    await expect(dialog).toBeHidden();
    const [zplDownload] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: fill(c.label.bagFor, { client: first.name }) }).click(),
    ]);
    const zpl = (await saved(zplDownload)).bytes.toString('utf8');
    expect(zpl.startsWith('^XA')).toBe(true);
    expect(zpl).toContain('^XZ');
  });

  test('creates the delivery dockets of the zone and downloads the batch with consecutive numbers', async ({
    page,
    request,
  }) => {
    const { zone, first, second, deadline } = await zoneWithTwoHosts(request);
    await signIn(page, MAIR);
    await page.goto(`/orders/compile?deadline=${encodeURIComponent(deadline)}&zone=${zone.id}`);
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: c.tab.dockets }).click();
    await expect(main.getByText(c.dockets.empty)).toBeVisible();
    await main.getByRole('button', { name: c.dockets.create }).click();
    const table = main.getByRole('table', { name: c.dockets.title });
    await expect(table.getByRole('row')).toHaveCount(3);
    const rows = table.getByRole('row');
    const numbers = [
      (await rows.nth(1).getByRole('cell').first().textContent())!.trim(),
      (await rows.nth(2).getByRole('cell').first().textContent())!.trim(),
    ];
    await expect(table).toContainText(first.name);
    await expect(table).toContainText(second.name);
    // the counter part of the two numbers follows one another
    const counters = numbers.map((n) => [...n.matchAll(/\d+/g)].map((m) => Number(m[0])));
    const differing = counters[0]!.map((v, i) => counters[1]![i]! - v).filter((d) => d !== 0);
    expect(differing).toEqual([1]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main.getByRole('button', { name: fill(c.dockets.printAll, { n: 2 }) }).click(),
    ]);
    const pdf = await saved(download);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', ['-layout', pdf.path, '-']).toString();
    for (const n of numbers) expect(text).toContain(n);
    expect(text.indexOf(numbers[0]!)).toBeLessThan(text.indexOf(numbers[1]!));

    // nothing is left to make: the button is off and the panel says why, also after a reload
    await expect(main.getByRole('button', { name: c.dockets.create })).toBeDisabled();
    await expect(main.getByText(c.dockets.allMade)).toBeVisible();
    await page.reload();
    await main.getByRole('tab', { name: c.tab.dockets }).click();
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(main.getByRole('button', { name: c.dockets.create })).toBeDisabled();
  });
});
