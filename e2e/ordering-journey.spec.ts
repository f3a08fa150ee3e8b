import { newAccount, registerPrivateCustomer, confirmByMailLink } from './support/accounts';
import {
  apiLogin,
  download,
  expectPdf,
  gqlAnswer,
  gqlAs,
  isoAddDays,
  shownDate,
  signIn,
  todayIn,
} from './support/billing';
import {
  acceptedPrivateCustomer,
  chooseProduct,
  everyDayProduct,
  firstOpenDay,
  HOTEL,
  MAIR,
  openDays,
  orderHeading,
  orderOptions,
  pickerDay,
  placeOrderAs,
  reasonsOn,
  submitOrder,
} from './support/ordering';
import { expect, test } from './support/test';
import { fill, texts } from './support/texts';

/**
 * Issue 4 "Done when": a host creates a guest and prints its sheet; a registered private customer
 * is accepted, orders for the next orderable day, changes it, is refused on a holiday and after the
 * deadline; the host orders for itself; the bakery sees the orders, shifts one and takes a phone
 * order. The real clock decides which days are open: the spec asks the server (orderOptions).
 * Each step sets up over the API what the steps before it would have left (a customer of its own,
 * accepted; orders), so every test runs alone.
 */
const de = texts.de;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A holiday of the bakery on `date` (deleted again by the returned function). */
async function holidayOn(
  request: Parameters<typeof apiLogin>[0],
  date: string,
  name: string,
): Promise<() => Promise<void>> {
  const bakery = await apiLogin(request, MAIR);
  const { createHoliday } = await gqlAs<{ createHoliday: { id: string } }>(
    request,
    bakery.jwt,
    'mutation H($n: String!, $f: String!, $t: String!) { createHoliday(name: $n, from: $f, to: $t) { id } }',
    { n: name, f: date, t: date },
  );
  return async () => {
    await gqlAs(request, bakery.jwt, 'mutation D($id: ID!) { deleteHoliday(id: $id) }', { id: createHoliday.id });
  };
}

test.describe('ordering journey', () => {
  test('the host creates a guest, sees its password and QR code once and prints its instruction sheet', async ({
    page,
  }) => {
    const t = de.clients;
    const label = newAccount('zi').username.slice(0, 14);
    const from = todayIn();
    const to = isoAddDays(from, 4);
    await signIn(page, HOTEL);
    await page.goto('/clients');
    await expect(page.getByRole('heading', { level: 1, name: t.guestsTitle })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: t.createGuest }).click();
    await expect(page).toHaveURL(/\/client\/create$/);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: t.guestLabel }).fill(label);
    await main.getByLabel(t.stayFrom).fill(from);
    await main.getByLabel(t.stayTo).fill(to);
    await main
      .getByRole('textbox', { name: t.fields.language })
      .or(main.getByRole('combobox', { name: t.fields.language }))
      .first()
      .click();
    await page.getByRole('option', { name: de.language.en, exact: true }).click();
    await main.getByRole('button', { name: t.createGuest }).click();

    await expect(main.getByRole('heading', { name: fill(t.createdTitle, { name: label }) })).toBeVisible();
    await expect(main.getByText(t.passwordOnce)).toBeVisible();
    const password = ((await main.getByTestId('generated-password').textContent()) ?? '').trim();
    expect(password.length).toBeGreaterThanOrEqual(8);
    const qr = main.getByRole('img', { name: t.qrAlt });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await main.getByRole('link', { name: t.printInstructions }).click();
    await expect(page).toHaveURL(/\/printInstruction\/en\//);
    // the sheet is in the guest's language (English), with label, password, host, bakery and stay
    const en = texts.en.printInstruction;
    await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
    const sheet = page.locator('[lang="en"]');
    await expect(sheet.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByTestId('sheet-password')).toHaveText(password);
    await expect(sheet.getByRole('row', { name: new RegExp(`^${en.host}`) })).toContainText('Alpenrose');
    await expect(sheet.getByRole('row', { name: new RegExp(`^${en.bakery}`) })).toContainText('Mair');
    await expect(sheet.getByRole('img', { name: en.scan })).toBeVisible();
    await expect(sheet.getByText(fill(en.stay, { from: shownDate(from), to: shownDate(to) }))).toBeVisible();
    await expect(page.getByRole('button', { name: de.printInstruction.print })).toBeVisible();
    // and as a PDF made by the server, in the guest's language, with the password on it
    const pdf = await download(page, () => page.getByRole('button', { name: de.printInstruction.pdf }).click());
    expect(pdf.name).toBe(`Instructions-${label.replace(/[^\p{L}\p{N}_-]+/gu, '-')}.pdf`);
    expectPdf(pdf);
    expect(pdf.bytes.byteLength).toBeGreaterThan(5000);

    // the new guest is in the host's list
    await page.goto('/clients');
    await page.getByRole('main').getByRole('textbox', { name: t.search }).fill(label);
    await expect(page.getByRole('listitem', { name: label })).toBeVisible();
  });

  test('the bakery accepts the new private customer', async ({ page, request }) => {
    // registered earlier: over the API, e-mail confirmed by its link, waiting for the bakery
    const customer = await registerPrivateCustomer(request, 'e2e-accept');
    await confirmByMailLink(request, customer.email);
    const t = de.clients;
    await signIn(page, MAIR);
    await page.goto('/clients');
    const main = page.getByRole('main');
    // the count of new private customers waiting (one or more, other specs register too)
    const esc = (text: string) => escapeRegExp(text).replace('\\{\\{count\\}\\}', '\\d+');
    await expect(
      main.getByText(new RegExp(`^(${esc(t.newPrivates_one)}|${esc(t.newPrivates_other)})$`)).first(),
    ).toBeVisible({ timeout: 20_000 });
    await main.getByRole('textbox', { name: t.search }).fill(customer.username);
    const card = main.getByRole('listitem').filter({ hasText: customer.username });
    await expect(card.getByText(t.awaiting)).toBeVisible();
    const name = (await card.getAttribute('aria-label')) ?? customer.username;
    await card.getByRole('button', { name: fill(t.acceptName, { name }) }).click();
    await expect(page.getByText(fill(t.accepted, { name }))).toBeVisible();
    await expect(card.getByText(t.awaiting)).toHaveCount(0);
  });

  test('the private customer orders for the next open day, changes it, and is refused on a holiday and after the deadline', async ({
    page,
    request,
  }) => {
    const customer = await acceptedPrivateCustomer(request, 'e2e-order');
    const me = await apiLogin(request, customer);
    const options = await orderOptions(request, me.jwt);
    const open = openDays(options);
    const product = everyDayProduct(options);
    const d1 = firstOpenDay(options);
    // the holiday: the day after d1 where that day is open, else the next open day
    const holiday = reasonsOn(options, isoAddDays(d1, 1)).length === 0 ? isoAddDays(d1, 1) : open[1];
    if (!holiday) throw new Error('no second open day for the holiday');
    const holidayName = `Betriebsausflug ${Date.now().toString(36)}`;

    await signIn(page, customer);
    await page.goto('/order/new');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: de.orders.form.title })).toBeVisible();

    // today: the deadline (the day before) has passed, shown closed with its reason
    const today = await pickerDay(page, todayIn());
    await expect(today).toHaveAttribute('data-closed', 'true');
    await expect(today).toHaveAttribute('title', new RegExp(escapeRegExp(de.orders.refusal.DEADLINE_PASSED)));
    // chosen, the field writes the reason out (not only in a tooltip) and nothing can be ordered for it
    await today.click();
    await expect(main.getByText(`${de.orders.form.dateRefused} ${de.orders.refusal.DEADLINE_PASSED}`)).toBeVisible();
    // the first open day
    await page.keyboard.press('Escape');
    await (await pickerDay(page, d1)).click();
    await chooseProduct(page, product.name, 2);
    const { id, number } = await submitOrder(page, de.orders.form.submit);

    // it is listed at /orders
    await page.goto('/orders');
    await page.getByRole('tab', { name: new RegExp(de.orders.group.all) }).click();
    const card = main.getByRole('listitem', { name: fill(de.orders.number, { number }) });
    await expect(card).toBeVisible();

    // and changed at /order/:id: 2 → 3
    await card.getByRole('link', { name: fill(de.orders.number, { number }) }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${id}$`));
    const line = main.getByRole('list', { name: de.orders.view.lines }).getByRole('listitem', { name: product.name });
    await line.getByRole('button', { name: fill(de.orders.action.increase, { name: product.name }) }).click();
    await expect(page.getByText(de.orders.done.amount)).toBeVisible();
    await expect(
      line.getByRole('textbox', { name: fill(de.orders.action.amount, { name: product.name }) }),
    ).toHaveValue('3');
    await page.reload();
    await expect(
      line.getByRole('textbox', { name: fill(de.orders.action.amount, { name: product.name }) }),
    ).toHaveValue('3');

    // a holiday: the form is open on that day when the bakery closes it; sending is refused with the reason
    await page.goto('/order/new');
    await (await pickerDay(page, holiday)).click();
    await chooseProduct(page, product.name, 1);
    const removeHoliday = await holidayOn(request, holiday, holidayName);
    try {
      await main.getByRole('button', { name: de.orders.form.submit }).click();
      const refusal = main.getByRole('alert');
      await expect(refusal).toContainText(de.errors.ORDER_DATE_REFUSED);
      await expect(refusal).toContainText(de.orders.refusal.HOLIDAY);
      await expect(page).toHaveURL(/\/order\/new$/);

      // opened again, the form shows the holiday closed with its name
      await page.reload();
      const closed = await pickerDay(page, holiday);
      await expect(closed).toHaveAttribute('data-closed', 'true');
      await expect(closed).toHaveAttribute('title', fill(de.orders.refusal.HOLIDAY_NAMED, { name: holidayName }));
      await page.keyboard.press('Escape');
    } finally {
      await removeHoliday();
    }

    // after the deadline: the server refuses today's delivery with the reason the form translates
    const late = await gqlAnswer(
      request,
      me.jwt,
      'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }',
      {
        input: { deliveryDate: todayIn(), lines: [{ productId: product.id, amount: 1 }] },
      },
    );
    expect(late.errors?.[0]?.extensions?.code).toBe('ORDER_DATE_REFUSED');
    expect(late.errors?.[0]?.extensions?.reasons).toContain('DEADLINE_PASSED');

    // the order list in Italian (footer switch), then back to German
    await page.goto('/orders');
    await page.getByRole('radiogroup', { name: de.footer.language }).getByText(de.language.it, { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.it.screens.orders })).toBeVisible();
    await expect(page.getByRole('tab', { name: new RegExp(texts.it.orders.group.all) })).toBeVisible();
    await page
      .getByRole('radiogroup', { name: texts.it.footer.language })
      .getByText(texts.it.language.de, { exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: de.screens.orders })).toBeVisible();
  });

  test('the host places an order for itself', async ({ page, request }) => {
    const host = await apiLogin(request, HOTEL);
    const options = await orderOptions(request, host.jwt);
    const product = everyDayProduct(options);
    const date = firstOpenDay(options);
    await signIn(page, HOTEL);
    await page.goto('/orders');
    await page.getByRole('main').getByRole('link', { name: de.orders.newOrder }).click();
    await expect(page).toHaveURL(/\/order\/new$/);
    await (await pickerDay(page, date)).click();
    await chooseProduct(page, product.name, 4);
    await page.getByRole('main').getByLabel(de.orders.form.message).fill('Bitte an den Hintereingang');
    await submitOrder(page, de.orders.form.submit);
    const main = page.getByRole('main');
    await expect(orderHeading(page)).toBeVisible();
    await expect(main.getByText('Bitte an den Hintereingang')).toBeVisible();
    await expect(
      main.getByRole('list', { name: de.orders.view.lines }).getByRole('listitem', { name: product.name }),
    ).toBeVisible();
  });

  test('the bakery sees the accepted orders, shifts one by a day and takes a phone order', async ({
    page,
    request,
  }) => {
    // the orders the two steps before leave: a new private customer's and the host's own, both accepted
    const customer = await acceptedPrivateCustomer(request, 'e2e-shift');
    const customerOwn = await orderOptions(request, (await apiLogin(request, customer)).jwt);
    const privateOrder = await placeOrderAs(
      request,
      customer,
      firstOpenDay(customerOwn),
      everyDayProduct(customerOwn).id,
      2,
    );
    const hostOwn = await orderOptions(request, (await apiLogin(request, HOTEL)).jwt);
    const hostOrder = await placeOrderAs(request, HOTEL, firstOpenDay(hostOwn), everyDayProduct(hostOwn).id, 4);

    const bakery = await apiLogin(request, MAIR);
    await signIn(page, MAIR);
    const main = page.getByRole('main');

    // both orders are in the bakery's list, accepted
    for (const order of [privateOrder, hostOrder]) {
      await page.goto('/orders');
      await page.getByRole('tab', { name: new RegExp(de.orders.group.all) }).click();
      const publicId = main.getByRole('textbox', { name: de.orders.filter.publicId });
      if (!(await publicId.isVisible()))
        await main.getByRole('button', { name: new RegExp(`^${de.orders.filter.toggle}`) }).click();
      const detail = await gqlAs<{ order: { publicId: string; number: number } }>(
        request,
        bakery.jwt,
        'query O($id: ID!) { order(id: $id) { publicId number } }',
        { id: order.id },
      );
      expect(detail.order.number).toBe(order.number);
      await publicId.fill(detail.order.publicId);
      const card = main.getByRole('listitem', { name: fill(de.orders.number, { number: order.number }) });
      await expect(card).toBeVisible();
      await expect(card.getByRole('switch', { name: de.orders.action.accepted })).toBeChecked();
    }

    // shifting the customer's order a day later onto a closed day (a holiday where that day is open): refused with its reason
    const customerDays = await orderOptions(request, bakery.jwt, customer.id);
    const later = isoAddDays(privateOrder.date, 1);
    const actions = main.getByRole('region', { name: de.orders.view.bakeryActions });
    const removeHoliday =
      reasonsOn(customerDays, later).length === 0
        ? await holidayOn(request, later, `Ruhetag ${Date.now().toString(36)}`)
        : null;
    try {
      const closedDays = await orderOptions(request, bakery.jwt, customer.id);
      const reason = reasonsOn(closedDays, later)[0] as keyof typeof de.orders.refusal | undefined;
      if (!reason) throw new Error(`${later} is not closed`);
      await page.goto(`/order/${privateOrder.id}`);
      await actions.getByRole('button', { name: de.orders.action.shiftLater }).click();
      await page.getByRole('dialog').getByRole('button', { name: de.orders.confirm.shiftAction }).click();
      await expect(page.getByText(de.orders.refusal[reason]).first()).toBeVisible();
      await expect(main.getByText(shownDate(privateOrder.date)).first()).toBeVisible();
    } finally {
      await removeHoliday?.();
    }

    // a shift the rules allow: of the two orders, the first day next to it that is open
    const hostDays = await orderOptions(request, bakery.jwt, (await apiLogin(request, HOTEL)).id);
    const candidates = [
      { order: privateOrder, days: customerDays, by: 1 as const },
      { order: privateOrder, days: customerDays, by: -1 as const },
      { order: hostOrder, days: hostDays, by: 1 as const },
      { order: hostOrder, days: hostDays, by: -1 as const },
    ];
    const allowed = candidates.find((c) => {
      const target = isoAddDays(c.order.date, c.by);
      return (
        target >= todayIn() && c.days.days.some((d) => d.date === target) && reasonsOn(c.days, target).length === 0
      );
    });
    if (!allowed) throw new Error('no allowed shift for either order');
    const target = isoAddDays(allowed.order.date, allowed.by);
    await page.goto(`/order/${allowed.order.id}`);
    await actions
      .getByRole('button', { name: allowed.by === 1 ? de.orders.action.shiftLater : de.orders.action.shiftEarlier })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(
        fill(de.orders.confirm.shiftText, { from: shownDate(allowed.order.date), to: shownDate(target) }),
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: de.orders.confirm.shiftAction }).click();
    await expect(page.getByText(fill(de.orders.done.shifted, { date: shownDate(target) }))).toBeVisible();
    await page.reload();
    await expect(main.getByText(shownDate(target)).first()).toBeVisible();

    // a phone order for the host, on the first day the bakery delivers (no deadline for the bakery)
    const host = await apiLogin(request, HOTEL);
    const phoneOptions = await orderOptions(request, bakery.jwt, host.id);
    const phoneDay = firstOpenDay(phoneOptions);
    const product = everyDayProduct(phoneOptions);
    await page.goto('/orders');
    await main.getByRole('link', { name: de.orders.newPhoneOrder }).click();
    await expect(page).toHaveURL(/\/order\/new$/);
    await expect(main.getByRole('heading', { level: 1, name: de.orders.form.phoneTitle })).toBeVisible();
    const client = main
      .getByRole('textbox', { name: de.orders.form.client })
      .or(main.getByRole('combobox', { name: de.orders.form.client }))
      .first();
    await client.click();
    await client.fill('Alpenrose');
    await page.getByRole('option', { name: host.displayName }).click();
    await (await pickerDay(page, phoneDay)).click();
    await chooseProduct(page, product.name, 5);
    await submitOrder(page, de.orders.form.submitPhone);
    await expect(main.getByText(host.displayName)).toBeVisible();
    await expect(
      main.getByRole('list', { name: de.orders.view.lines }).getByRole('listitem', { name: product.name }),
    ).toBeVisible();
    await expect(main.getByText(shownDate(phoneDay)).first()).toBeVisible();
  });
});
