import { DEMO } from './support/accounts';
import { apiLogin, euros, gqlAs, openSignedIn } from './support/billing';
import { ensureSellerData } from './support/sdi';
import { expect, test } from './support/test';
import { fill, texts } from './support/texts';

/**
 * Issue 45 item 5, journey: a host whose deliveries of last month all left without a docket
 * (support/seed-undocketed-month.ts: 25 days) is billed on /bill/create in one action — the form
 * shows that its orders make 25 immediate invoices (one per delivery day, art. 21 c. 4 D.P.R. 633/72)
 * and their total, one confirmation makes them all, and the bills list holds 25 TD01 of the client,
 * numbered in date order, adding up to the total shown.
 */
const BAKERY = DEMO.adminBakery;
const CLIENT = 'Pension Monatsrechnung';
const DAYS = 25;
const de = texts.de;

interface ListedBill {
  number: string;
  documentType: string;
  billDate: string;
  totalCents: number;
  client: { id: string };
}

test('bills a month of undocketed deliveries for one client in one action', async ({ page, request }) => {
  test.setTimeout(300_000); // 25 bills with their e-invoices, on a machine that may be busy
  const { jwt } = await apiLogin(request, BAKERY);
  await gqlAs(
    request,
    jwt,
    'mutation S($input: BakerySettingsInput!) { updateBakerySettings(input: $input) { createBills } }',
    {
      input: { createBills: true },
    },
  );
  await ensureSellerData(request, jwt);

  await openSignedIn(page, request, BAKERY, '/bill/create');
  const main = page.getByRole('main');
  const t = de.bills.create;
  await expect(main.getByRole('heading', { level: 1, name: t.title })).toBeVisible({ timeout: 20_000 });
  // the form starts with last month
  await expect(main.getByRole('button', { name: t.lastMonth, exact: true })).toHaveAttribute('aria-pressed', 'true');
  const client = main
    .getByRole('textbox', { name: t.client, exact: true })
    .or(main.getByRole('combobox', { name: t.client, exact: true }))
    .first();
  await client.click();
  await client.fill(CLIENT);
  await page.getByRole('option', { name: new RegExp(CLIENT) }).click();

  const panel = main.getByRole('region', { name: fill(de.bills.clientRun.title_other, { count: DAYS }) });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  const text = (await panel.getByText(/Sofortrechnungen/).textContent()) ?? '';
  const total = /zusammen (.+)\.$/.exec(text)?.[1];
  expect(total, text).toBeTruthy();
  expect(text).toContain(`${DAYS} Rechnungen, davon ${DAYS} Sofortrechnungen`);

  await panel.getByRole('button', { name: fill(de.bills.clientRun.open_other, { count: DAYS }), exact: true }).click();
  const dialog = page.getByRole('dialog', { name: de.bills.clientRun.confirmTitle });
  await expect(
    dialog.getByText(fill(de.bills.clientRun.confirm_other, { count: DAYS, client: CLIENT, total: total! })),
  ).toBeVisible();
  await dialog
    .getByRole('button', { name: fill(de.bills.clientRun.start_other, { count: DAYS }), exact: true })
    .click();
  await expect(
    dialog.getByRole('status').filter({ hasText: fill(de.bills.run.created_other, { count: DAYS }) }),
  ).toBeVisible({
    timeout: 120_000,
  });
  await dialog.getByRole('link', { name: de.bills.clientRun.toBills }).click();
  await expect(page).toHaveURL(/\/bills$/);

  // the client's 25 immediate invoices, numbered in date order, adding up to the total the form showed
  const { clients } = await gqlAs<{ clients: { items: { id: string; displayName: string }[] } }>(
    request,
    jwt,
    'query C($s: String) { clients(search: $s) { items { id displayName } } }',
    { s: CLIENT },
  );
  const clientId = clients.items.find((c) => c.displayName === CLIENT)?.id;
  expect(clientId).toBeTruthy();
  const made: ListedBill[] = [];
  for (let p = 0; p < 10; p++) {
    const { bills } = await gqlAs<{ bills: { items: ListedBill[] } }>(
      request,
      jwt,
      'query B($p: Int, $c: ID) { bills(page: $p, clientId: $c) { items { number documentType billDate totalCents client { id } } } }',
      { p, c: clientId },
    );
    made.push(...bills.items.filter((b) => b.client.id === clientId));
    if (bills.items.length < 10) break;
  }
  const mine = made;
  expect(mine).toHaveLength(DAYS);
  expect(mine.every((b) => b.documentType === 'TD01')).toBe(true);
  // the list is newest first: oldest first, the dates never go back
  const dates = [...mine].reverse().map((b) => b.billDate);
  expect(dates).toEqual([...dates].sort());
  expect(
    euros(
      mine.reduce((sum, b) => sum + b.totalCents, 0),
      'de',
    ),
  ).toBe(total);
});
