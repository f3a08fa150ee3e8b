import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gramPriceFromCents } from '@bakery/core';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderUi } from '../../test/render-ui';
import { makeOrderDetail } from '../../test/order-fixtures';
import { dateRefusals, orderTotals, parseAmount, type OrderRules } from '@bakery/core/order-form';
import { NewOrderScreen } from './NewOrderScreen';

const product = (id: string, name: string, priceCents: number, availableDays = 0) => ({
  gramPrice: gramPriceFromCents(priceCents, 50),
  priceCents,
  product: { id, name, approxWeight: 50, haveToWeight: false, availableDays },
});
const HOLIDAY = { id: '1', name: 'Betriebsurlaub', from: '2026-03-13', to: '2026-03-13' };

/** orderOptions of a host delivered every day, deadline 18:00 the day before (the form checks the days itself). */
const ownOptions = (products: ReturnType<typeof product>[]) => ({
  timeZone: 'Europe/Rome',
  deadlineTime: '18:00:00',
  ignoreDeadline: false,
  takeawayOnly: false,
  deliveryCostCents: 0,
  deliveryCostMinCents: 0,
  noDeliveryCost: true,
  products,
  days: [],
});

type Handler = NonNullable<Parameters<typeof installFakeApi>[0]>[string];

function hostApi(placeOrder: Handler = () => data({ placeOrder: makeOrderDetail({ id: '77', number: 1077 }) })) {
  return installFakeApi({
    MyOrderOptions: () =>
      data({
        orderOptions: ownOptions([product('12', 'Semmel', 45), product('13', 'Krapfen', 120)]),
        holidaysOfMyBakery: [HOLIDAY],
      }),
    PlaceOrder: placeOrder,
  });
}

const renderForm = (language: 'de' | 'it' | 'en' = 'de') =>
  renderUi(
    <>
      <Notifications />
      <NewOrderScreen viewerKind="HOST" initialClientId={null} />
    </>,
    language,
  );

async function chooseDay(user: ReturnType<typeof userEvent.setup>, day: string) {
  await user.click(screen.getByRole('button', { name: 'Liefertag' }));
  const buttons = (await screen.findAllByRole('button', { name: new RegExp(`^${day}`) })).filter(
    (b) => !b.hasAttribute('data-outside'),
  );
  await user.click(buttons[0]!);
}

const RULES: OrderRules = {
  timeZone: 'Europe/Rome',
  deadlineTime: '18:00',
  ignoreDeadline: false,
  deliversSaturday: false,
  deliversSunday: false,
  holidays: [HOLIDAY],
  deliveryCost: { deliveryCostCents: 300, deliveryCostMinCents: 2000, noDeliveryCost: false },
  takeawayOnly: false,
};

describe('order rules of the form', () => {
  it('refuses weekends without delivery, holidays, passed deadlines and products not baked that day', () => {
    const now = new Date('2026-03-10T08:00:00Z'); // Tuesday
    expect(dateRefusals('2026-03-12', RULES, [], now)).toEqual([]);
    expect(dateRefusals('2026-03-13', RULES, [], now)).toEqual(['HOLIDAY']);
    expect(dateRefusals('2026-03-14', RULES, [], now)).toEqual(['SATURDAY']);
    expect(dateRefusals('2026-03-10', RULES, [], now)).toEqual(['DEADLINE_PASSED']);
    expect(dateRefusals('2026-03-12', RULES, [-(1 << 0)], now)).toEqual(['PRODUCT_NOT_AVAILABLE']); // Mondays only
    expect(dateRefusals('2026-03-14', { ...RULES, deliversSaturday: null }, [], now)).toEqual([]); // unknown: the server decides
    // days listed by orderOptions: the server's closing reasons win, deadline and product days stay live
    const server: OrderRules = {
      ...RULES,
      serverDays: {
        '2026-03-10': { deadline: '2026-03-09T17:00:00Z', reasons: [] },
        '2026-03-12': { deadline: '2026-03-11T17:00:00Z', reasons: ['OUTSIDE_STAY'] },
        '2026-03-13': { deadline: '2026-03-12T17:00:00Z', reasons: [] },
      },
    };
    expect(dateRefusals('2026-03-13', server, [], now)).toEqual([]);
    // core orderDays, as in the guest app: one order of the reasons
    expect(dateRefusals('2026-03-12', server, [-(1 << 0)], now)).toEqual(['PRODUCT_NOT_AVAILABLE', 'OUTSIDE_STAY']);
    expect(dateRefusals('2026-03-10', server, [], now)).toEqual(['DEADLINE_PASSED']);
  });

  it('accepts only whole amounts 1 … 999 and waives delivery from the minimum', () => {
    expect([
      parseAmount('3'),
      parseAmount(' 12 '),
      parseAmount('0'),
      parseAmount('2,5'),
      parseAmount('1000'),
      parseAmount('-1'),
      parseAmount(''),
    ]).toEqual([3, 12, null, null, null, null, null]);
    const semmel = {
      id: '12',
      name: 'Semmel',
      priceCents: 45,
      gramPrice: '0.009',
      approxWeight: 50,
      availableDays: 0,
      haveToWeight: false,
    };
    expect(orderTotals([{ product: semmel, amount: 10 }], RULES, false)).toEqual({
      linesCents: 450,
      deliveryCents: 300,
      totalCents: 750,
    });
    expect(orderTotals([{ product: semmel, amount: 50 }], RULES, false)).toEqual({
      linesCents: 2250,
      deliveryCents: 0,
      totalCents: 2250,
    });
    expect(orderTotals([{ product: semmel, amount: 10 }], RULES, true).deliveryCents).toBe(0);
  });
});

describe('/order/new for a host', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("greys the bakery's holiday in the date picker and, chosen, says why and sends nothing", async () => {
    const user = userEvent.setup({ delay: null });
    const api = hostApi();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Mehr: Semmel' }));
    expect(screen.getByText(/Grau durchgestrichene Tage sind geschlossen/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Liefertag' }));
    const holiday = await screen.findByTitle('Ruhetag der Bäckerei: Betriebsurlaub.');
    expect(holiday).toHaveAttribute('data-closed', 'true');
    await user.click(holiday);
    // the reason is written out under the field, not only in a tooltip
    expect(
      await screen.findByText('An diesem Tag ist keine Bestellung möglich: Ruhetag der Bäckerei: Betriebsurlaub.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Bestellung aufgeben' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ruhetag der Bäckerei: Betriebsurlaub.');
    expect(api.callsOf('PlaceOrder')).toHaveLength(0);
  });

  it('shows the deadline of the chosen day and the line totals, then places the order', async () => {
    const user = userEvent.setup({ delay: null });
    const api = hostApi();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Mehr: Semmel' }));
    await user.click(screen.getByRole('button', { name: 'Mehr: Semmel' }));
    await chooseDay(user, '12');
    expect(await screen.findByText(/Bestellschluss: 11\.03\.2026 \d{2}:00 \(noch 1 Tag 9 Std\.\)/)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Ihre Bestellung' });
    expect(within(summary).getByLabelText('2 × Semmel')).toHaveTextContent('0,90 €');
    await user.type(screen.getByRole('textbox', { name: 'Nachricht an die Bäckerei' }), 'Bitte klingeln');
    await user.click(screen.getByRole('button', { name: 'Bestellung aufgeben' }));
    await waitFor(() =>
      expect(api.callsOf('PlaceOrder')[0]?.variables).toEqual({
        input: {
          deliveryDate: '2026-03-12',
          lines: [{ productId: '12', amount: 2 }],
          message: 'Bitte klingeln',
          takeaway: false,
        },
      }),
    );
    expect(await screen.findByText('Bestellung Nr. 1077 aufgegeben.')).toBeInTheDocument();
  });

  it('starts with one piece of the product chosen on the products screen, and ignores one it may not order', async () => {
    hostApi();
    const { unmount } = renderUi(<NewOrderScreen viewerKind="HOST" initialClientId={null} initialProductId="13" />);
    const summary = await screen.findByRole('region', { name: 'Ihre Bestellung' });
    expect(within(summary).getByLabelText('1 × Krapfen')).toHaveTextContent('1,20 €');
    expect(within(summary).queryByLabelText(/Semmel/)).toBeNull();
    unmount();
    renderUi(<NewOrderScreen viewerKind="HOST" initialClientId={null} initialProductId="99" />);
    expect(await screen.findByRole('button', { name: 'Mehr: Semmel' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^1 × /)).toBeNull();
  });

  it('sends nothing while an amount is not a whole number', async () => {
    const user = userEvent.setup({ delay: null });
    const api = hostApi();
    renderForm();
    await user.click(await screen.findByRole('button', { name: 'Mehr: Krapfen' }));
    await chooseDay(user, '12');
    const amount = screen.getByRole('textbox', { name: 'Menge: Krapfen' });
    await user.clear(amount);
    await user.type(amount, '1.5');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Bestellung aufgeben' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bitte eine ganze Zahl von 1 bis 999 eingeben.');
    expect(api.callsOf('PlaceOrder')).toHaveLength(0);
  });

  it("shows the server's refusal with its reasons in the user's language", async () => {
    const user = userEvent.setup({ delay: null });
    hostApi(() => gqlError('ORDER_DATE_REFUSED', { reasons: ['DEADLINE_PASSED'] }));
    renderForm('it');
    await user.click(await screen.findByRole('button', { name: 'Di più: Semmel' }));
    await user.click(screen.getByRole('button', { name: 'Giorno di consegna' }));
    const days = (await screen.findAllByRole('button', { name: /^12/ })).filter((b) => !b.hasAttribute('data-outside'));
    await user.click(days[0]!);
    await user.click(screen.getByRole('button', { name: 'Invia ordine' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Il termine d'ordine per questo giorno è scaduto.");
  });
});

describe("/order/new: the bakery's phone order", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T08:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** orderOptions(clientId) of a host: the server closes Thursday 12 (holiday) and Saturday 14 (no Saturday delivery). */
  function phoneApi() {
    return installFakeApi({
      OrderClients: () =>
        data({
          clients: {
            total: 1,
            items: [{ id: '20', displayName: 'Hotel Post', kind: 'HOST', detail: null, clientSettings: null }],
          },
        }),
      ClientOrderOptions: () =>
        data({
          orderOptions: {
            ...ownOptions([product('12', 'Semmel', 45), product('13', 'Krapfen', 120)]),
            ignoreDeadline: true,
            days: [
              { date: '2026-03-11', deadline: '2026-03-10T17:00:00Z', reasons: [] },
              { date: '2026-03-12', deadline: '2026-03-11T17:00:00Z', reasons: ['HOLIDAY'] },
              { date: '2026-03-14', deadline: '2026-03-13T17:00:00Z', reasons: ['SATURDAY'] },
            ],
          },
          holidaysOfMyBakery: [],
        }),
      CreatePhoneOrder: () => data({ createPhoneOrder: makeOrderDetail({ id: '78', number: 1078 }) }),
    });
  }

  const renderPhone = () =>
    renderUi(
      <>
        <Notifications />
        <NewOrderScreen viewerKind="BAKERY" initialClientId="20" />
      </>,
    );

  it("reads the client's products, prices and closed days from the server's orderOptions(clientId)", async () => {
    const user = userEvent.setup({ delay: null });
    const api = phoneApi();
    renderPhone();
    await screen.findByRole('listitem', { name: 'Semmel' });
    expect(api.callsOf('ClientOrderOptions')[0]?.variables).toEqual({
      clientId: '20',
      from: '2026-03-09',
      to: '2026-05-09',
    });
    expect(api.callsOf('OrderClient')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Liefertag' }));
    expect(await screen.findByTitle('Ruhetag der Bäckerei.')).toHaveAttribute('data-closed', 'true');
    for (const saturday of screen.getAllByTitle('Samstags liefert die Bäckerei nicht.'))
      expect(saturday).toHaveAttribute('data-closed', 'true');
  });

  it('tells the bakery why a client has nothing to order (not the customer text "contact your bakery")', async () => {
    installFakeApi({
      OrderClients: () =>
        data({
          clients: {
            total: 1,
            items: [{ id: '20', displayName: 'Hotel Post', kind: 'HOST', detail: null, clientSettings: null }],
          },
        }),
      ClientOrderOptions: () =>
        data({ orderOptions: { ...ownOptions([]), ignoreDeadline: true, days: [] }, holidaysOfMyBakery: [] }),
    });
    renderPhone();
    expect(await screen.findByText(/^Dieser Kunde kann zurzeit keine Produkte bestellen/)).toBeInTheDocument();
    expect(screen.queryByText(/Bitte wenden Sie sich an Ihre Bäckerei/)).not.toBeInTheDocument();
  });

  it('places the phone order for the chosen client without a deadline', async () => {
    const user = userEvent.setup({ delay: null });
    const api = phoneApi();
    renderPhone();
    await user.click(await screen.findByRole('button', { name: 'Mehr: Semmel' }));
    await user.click(screen.getByRole('button', { name: 'Mehr: Semmel' }));
    await chooseDay(user, '11');
    expect(screen.getByText('Telefonbestellung: ohne Bestellschluss')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Ihre Bestellung' })).getByLabelText('2 × Semmel'),
    ).toHaveTextContent('0,90 €');
    await user.click(screen.getByRole('button', { name: 'Telefonbestellung anlegen' }));
    await waitFor(() =>
      expect(api.callsOf('CreatePhoneOrder')[0]?.variables).toEqual({
        clientId: '20',
        input: { deliveryDate: '2026-03-11', lines: [{ productId: '12', amount: 2 }], message: null, takeaway: false },
      }),
    );
    expect(await screen.findByText('Bestellung Nr. 1078 aufgegeben.')).toBeInTheDocument();
  });
});
