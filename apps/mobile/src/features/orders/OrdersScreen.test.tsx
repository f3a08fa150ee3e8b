import { act, fireEvent, screen, waitForElementToBeRemoved } from '@testing-library/react-native';
import type { AppOrder } from '@bakery/api';
import { GUEST, fakeServer, memoryStorage, offline, refusal } from '../../test/fake-server';
import { NOW, PRODUCTS, order, orderOptionsAnswer } from '../../test/ordering';
import { renderApp } from '../../test/render-app';

type Handlers = Parameters<typeof fakeServer>[0];

const NEXT = order();
const FUTURE = order({
  id: 'o2',
  number: 43,
  deliveryDate: '2026-11-25',
  deadline: '2026-11-24T17:00:00.000Z',
  accepted: true,
  message: 'Bitte klingeln',
  lines: [
    {
      id: 'l2',
      amount: 1,
      priceCents: 150,
      totalCents: 150,
      product: { id: 'p3', name: 'Croissant', haveToWeight: false },
    },
    {
      id: 'l3',
      amount: 2,
      priceCents: 60,
      totalCents: 120,
      product: { id: 'p1', name: 'Semmel', haveToWeight: false },
    },
  ],
  linesTotalCents: 270,
  totalCents: 520,
});
const PAST = order({
  id: 'o0',
  number: 40,
  deliveryDate: '2026-11-21',
  deadline: '2026-11-20T17:00:00.000Z',
  accepted: true,
  editable: false,
});

function page(items: AppOrder[], total = items.length) {
  return { data: { orders: { total, items } } };
}

function start(handlers: Handlers = {}) {
  const server = fakeServer({
    GuestMe: () => ({ data: { me: GUEST } }),
    GuestProducts: () => ({ data: { guestProducts: PRODUCTS } }),
    GuestOrderOptions: () => ({ data: orderOptionsAnswer() }),
    GuestOrderCounts: () => ({
      data: { orderCounts: { next: 1, future: 1, past: 1, all: 3, nextDeliveryDate: '2026-11-24' } },
    }),
    GuestOrders: (variables) =>
      variables.group === 'NEXT' ? page([NEXT]) : variables.group === 'FUTURE' ? page([FUTURE]) : page([PAST]),
    ...handlers,
  });
  renderApp(server, { storage: memoryStorage('jwt-stored') });
  return server;
}

async function openOrders() {
  fireEvent.press(await screen.findByRole('tab', { name: 'Bestellungen' }));
}

async function openOrder(number: number) {
  fireEvent.press(await screen.findByRole('button', { name: new RegExp(`^Bestellung Nr\\. ${number} für`) }));
  expect(await screen.findByRole('header', { name: `Bestellung Nr. ${number}` })).toBeOnTheScreen();
}

beforeEach(() => {
  jest.setSystemTime(NOW);
});

describe('my orders', () => {
  it('shows the next delivery first, with counts, status, total and whether it can be changed', async () => {
    const server = start();
    await openOrders();
    expect(
      await screen.findByRole('button', {
        name: /^Bestellung Nr\. 42 für Di\.? 24\.11\.2026, Wartet auf die Annahme durch Ihren Gastgeber, 3,70\s€$/,
      }),
    ).toBeOnTheScreen();
    expect(screen.getByRole('radio', { name: 'Nächste Lieferung, 1' })).toBeChecked();
    expect(screen.getByText('2 × Semmel')).toBeOnTheScreen();
    expect(screen.getByText('Noch änderbar')).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestOrders')?.variables).toEqual({
      group: 'NEXT',
      page: 0,
    });
  });

  it('switches to the future and the past orders', async () => {
    start();
    await openOrders();
    fireEvent.press(await screen.findByRole('radio', { name: 'Geplant, 1' }));
    expect(
      await screen.findByRole('button', { name: /^Bestellung Nr\. 43 für Mi\.? 25\.11\.2026, Angenommen/ }),
    ).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('radio', { name: 'Vergangen, 1' }));
    expect(await screen.findByRole('button', { name: /^Bestellung Nr\. 40/ })).toBeOnTheScreen();
    expect(screen.getByText('Nicht mehr änderbar')).toBeOnTheScreen();
  });

  it('says when a group is empty', async () => {
    start({ GuestOrders: () => page([]) });
    await openOrders();
    expect(await screen.findByText('Keine anstehende Lieferung.')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('radio', { name: /^Vergangen/ }));
    expect(await screen.findByText('Noch keine vergangenen Bestellungen.')).toBeOnTheScreen();
  });

  it('loads more orders on demand', async () => {
    const server = start({
      GuestOrders: (variables) =>
        variables.page === 0 ? page([PAST], 2) : page([order({ id: 'o9', number: 39, editable: false })], 2),
    });
    await openOrders();
    fireEvent.press(await screen.findByRole('button', { name: 'Weitere laden' }));
    expect(await screen.findByRole('button', { name: /^Bestellung Nr\. 39/ })).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: 'Weitere laden' })).toBeNull();
    expect(
      server.calls.filter((call) => call.operationName === 'GuestOrders').map((call) => call.variables.page),
    ).toEqual([0, 1]); // the server counts pages from 0
  });

  it('shows a failed load and loads again on retry', async () => {
    let online = false;
    start({ GuestOrders: () => (online ? page([NEXT]) : offline()) });
    await openOrders();
    expect(
      await screen.findByText(
        'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      ),
    ).toBeOnTheScreen();
    online = true;
    fireEvent.press(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('button', { name: /^Bestellung Nr\. 42/ })).toBeOnTheScreen();
  });
});

describe('an order before its deadline', () => {
  it('shows day, status, countdown, lines and totals', async () => {
    start();
    await openOrders();
    await openOrder(42);
    expect(screen.getByText(/^Liefertag: Di\.? 24\.11\.2026$/)).toBeOnTheScreen();
    expect(screen.getByText('Wartet auf die Annahme durch Ihren Gastgeber')).toBeOnTheScreen();
    expect(
      screen.getByText(/^Bestellschluss: 23\.11\.2026, 18:00 Uhr – noch (7 Std\. 0|6 Std\. 59) Min\.$/),
    ).toBeOnTheScreen();
    expect(screen.getByLabelText('2 × Semmel')).toBeOnTheScreen();
    expect(screen.getByText(/^3,70\s€$/)).toBeOnTheScreen();
  });

  it('changes an amount', async () => {
    const server = start({
      GuestUpdateOrderedProductAmount: (variables) => ({
        data: {
          updateOrderedProductAmount: order({
            lines: [{ ...NEXT.lines[0]!, amount: variables.amount as number, totalCents: 180 }],
            linesTotalCents: 180,
            totalCents: 430,
          }),
        },
      }),
    });
    await openOrders();
    await openOrder(42);
    fireEvent.press(screen.getByRole('button', { name: 'Semmel: eins mehr' }));
    expect(await screen.findByLabelText('3 × Semmel')).toBeOnTheScreen();
    expect(screen.getByText(/^4,30\s€$/)).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestUpdateOrderedProductAmount')?.variables).toEqual({
      orderId: 'o1',
      orderedProductId: 'l1',
      amount: 3,
    });
  });

  it('offers to add only what is not ordered yet, and says what is not delivered that day', async () => {
    const server = start();
    await openOrders();
    fireEvent.press(await screen.findByRole('radio', { name: /^Geplant/ }));
    await openOrder(43);
    fireEvent.press(screen.getByRole('button', { name: 'Produkt hinzufügen' }));
    // Wednesday: Bauernbrot is baked on Tuesdays and Fridays only
    expect(screen.getByRole('button', { name: 'Bauernbrot zur Bestellung hinzufügen' })).toBeDisabled();
    expect(screen.getByText(/^Am Mi\.? 25\.11\.2026 nicht lieferbar$/)).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: 'Semmel zur Bestellung hinzufügen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Croissant zur Bestellung hinzufügen' })).toBeNull();
    fireEvent.press(screen.getByRole('button', { name: 'Fertig' }));
    expect(screen.queryByRole('button', { name: 'Bauernbrot zur Bestellung hinzufügen' })).toBeNull();
    expect(server.names()).not.toContain('GuestAddOrderedProduct');
  });

  it('adds a product not yet in the order', async () => {
    const server = start({
      GuestAddOrderedProduct: () => ({
        data: {
          addOrderedProduct: {
            ...NEXT,
            lines: [
              ...NEXT.lines,
              {
                id: 'l9',
                amount: 1,
                priceCents: 150,
                totalCents: 150,
                product: { id: 'p3', name: 'Croissant', haveToWeight: false },
              },
            ],
          },
        },
      }),
    });
    await openOrders();
    await openOrder(42);
    fireEvent.press(screen.getByRole('button', { name: 'Produkt hinzufügen' }));
    fireEvent.press(screen.getByRole('button', { name: 'Croissant zur Bestellung hinzufügen' }));
    expect(await screen.findByLabelText('1 × Croissant')).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestAddOrderedProduct')?.variables).toEqual({
      orderId: 'o1',
      productId: 'p3',
      amount: 1,
    });
  });

  it('removes a product', async () => {
    const server = start({
      GuestRemoveOrderedProduct: () => ({ data: { removeOrderedProduct: { ...FUTURE, lines: [FUTURE.lines[0]!] } } }),
    });
    await openOrders();
    fireEvent.press(await screen.findByRole('radio', { name: /^Geplant/ }));
    await openOrder(43);
    fireEvent.press(screen.getByRole('button', { name: 'Semmel entfernen' }));
    await waitForElementToBeRemoved(() => screen.queryByText('Semmel'));
    expect(screen.getByLabelText('1 × Croissant')).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestRemoveOrderedProduct')?.variables).toEqual({
      orderId: 'o2',
      orderedProductId: 'l3',
    });
  });

  it('deletes the order after asking', async () => {
    const server = start({ GuestDeleteOrder: () => ({ data: { deleteOrder: true } }) });
    await openOrders();
    await openOrder(42);
    fireEvent.press(screen.getByRole('button', { name: 'Bestellung löschen' }));
    expect(screen.getByText('Bestellung Nr. 42 wirklich löschen?')).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: 'Nicht löschen' }));
    expect(server.names()).not.toContain('GuestDeleteOrder');

    server.on('GuestOrders', () => page([]));
    fireEvent.press(screen.getByRole('button', { name: 'Bestellung löschen' }));
    fireEvent.press(screen.getByRole('button', { name: 'Ja, löschen' }));
    expect(await screen.findByText('Bestellung Nr. 42 wurde gelöscht.')).toBeOnTheScreen();
    expect(await screen.findByText('Keine anstehende Lieferung.')).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestDeleteOrder')?.variables).toEqual({ id: 'o1' });
  });

  it.each([
    [
      'GuestUpdateOrderedProductAmount',
      refusal('ORDER_AMOUNT_INVALID', { max: 999 }),
      'Die Menge muss eine ganze Zahl von 1 bis 999 sein.',
    ],
    ['GuestUpdateOrderedProductAmount', refusal('NOT_FOUND'), 'Nicht gefunden.'],
    ['GuestUpdateOrderedProductAmount', refusal('FORBIDDEN'), 'Sie dürfen diese Aktion nicht ausführen.'],
    [
      'GuestUpdateOrderedProductAmount',
      offline,
      'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
    ],
    [
      'GuestRemoveOrderedProduct',
      refusal('ORDER_LAST_PRODUCT'),
      'Produkt kann nicht entfernt werden: es ist das letzte der Bestellung. Löschen Sie stattdessen die Bestellung.',
    ],
    [
      'GuestAddOrderedProduct',
      refusal('PRODUCT_NOT_ORDERABLE', { productIds: ['p3'] }),
      'Nicht bestellbar: Croissant.',
    ],
    [
      'GuestAddOrderedProduct',
      refusal('ORDER_DATE_REFUSED', { reasons: ['PRODUCT_NOT_AVAILABLE'] }),
      'Ungültiges Datum ausgewählt: für diesen Liefertag kann nicht bestellt werden. (Produkt an diesem Tag nicht lieferbar)',
    ],
    ['GuestDeleteOrder', refusal('NOT_FOUND'), 'Nicht gefunden.'],
  ])('translates the refusal of %s: %j', async (operationName, answer, text) => {
    start({ [operationName]: typeof answer === 'function' ? answer : () => answer });
    await openOrders();
    await openOrder(42);
    if (operationName === 'GuestUpdateOrderedProductAmount')
      fireEvent.press(screen.getByRole('button', { name: 'Semmel: eins mehr' }));
    if (operationName === 'GuestRemoveOrderedProduct')
      fireEvent.press(screen.getByRole('button', { name: 'Semmel entfernen' }));
    if (operationName === 'GuestAddOrderedProduct') {
      fireEvent.press(screen.getByRole('button', { name: 'Produkt hinzufügen' }));
      fireEvent.press(screen.getByRole('button', { name: 'Croissant zur Bestellung hinzufügen' }));
    }
    if (operationName === 'GuestDeleteOrder') {
      fireEvent.press(screen.getByRole('button', { name: 'Bestellung löschen' }));
      fireEvent.press(screen.getByRole('button', { name: 'Ja, löschen' }));
    }
    expect(await screen.findByText(text)).toBeOnTheScreen();
    expect(screen.getByLabelText('2 × Semmel')).toBeOnTheScreen();
  });

  it.each([
    [
      'ORDER_DEADLINE_PASSED',
      'Die Bestellfrist ist abgelaufen: nur die Bäckerei kann diese Bestellung noch ändern.',
      'Diese Bestellung kann nicht mehr geändert werden.',
    ],
    [
      'ORDER_NOT_EDITABLE',
      'Sie dürfen diese Bestellung nicht bearbeiten.',
      'Diese Bestellung kann nicht mehr geändert werden.',
    ],
    [
      'ORDER_PAID',
      'Diese Bestellung ist bereits bezahlt und kann nicht mehr geändert werden. Wenden Sie sich an Ihre Gastgeberin oder Ihren Gastgeber bzw. an die Bäckerei.',
      'Bezahlt: Diese Bestellung kann nicht mehr geändert werden. Für eine Änderung wenden Sie sich an Ihre Gastgeberin oder Ihren Gastgeber.',
    ],
  ])('after %s reads the order again and shows it read-only', async (code, text, readOnly) => {
    const server = start({
      GuestUpdateOrderedProductAmount: () => refusal(code),
      GuestOrder: () => ({ data: { order: { ...NEXT, editable: false, paid: code === 'ORDER_PAID' } } }),
    });
    await openOrders();
    await openOrder(42);
    fireEvent.press(screen.getByRole('button', { name: 'Semmel: eins mehr' }));
    expect(await screen.findByText(text)).toBeOnTheScreen();
    expect(await screen.findByText(readOnly)).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: 'Semmel: eins mehr' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bestellung löschen' })).toBeNull();
    expect(server.calls.find((call) => call.operationName === 'GuestOrder')?.variables).toEqual({ id: 'o1' });
  });
});

describe('an order after its deadline', () => {
  it('is read-only with the reason', async () => {
    start();
    await openOrders();
    fireEvent.press(await screen.findByRole('radio', { name: /^Vergangen/ }));
    await openOrder(40);
    expect(
      screen.getByText(
        'Nicht mehr änderbar: Die Bestellfrist ist am 20.11.2026 um 18:00 Uhr abgelaufen. Nur die Bäckerei kann diese Bestellung jetzt noch ändern.',
      ),
    ).toBeOnTheScreen();
    expect(screen.getByText('Angenommen')).toBeOnTheScreen();
    expect(screen.getByText('2 × Semmel')).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: /eins mehr/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Produkt hinzufügen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bestellung löschen' })).toBeNull();
  });

  it('becomes read-only on screen when the deadline passes', async () => {
    start();
    await openOrders();
    await openOrder(42);
    expect(screen.getByRole('button', { name: 'Bestellung löschen' })).toBeOnTheScreen();
    act(() => {
      jest.setSystemTime(new Date('2026-11-23T16:59:55Z'));
      jest.advanceTimersByTime(5000);
    });
    expect(
      await screen.findByText(
        'Nicht mehr änderbar: Die Bestellfrist ist am 23.11.2026 um 18:00 Uhr abgelaufen. Nur die Bäckerei kann diese Bestellung jetzt noch ändern.',
      ),
    ).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: 'Bestellung löschen' })).toBeNull();
  });

  it('goes back to the list', async () => {
    start();
    await openOrders();
    await openOrder(42);
    fireEvent.press(screen.getByRole('button', { name: '‹ Alle Bestellungen' }));
    expect(await screen.findByRole('radio', { name: /^Nächste Lieferung/ })).toBeOnTheScreen();
  });
});

describe('in Italian and English', () => {
  it.each([
    [
      'it',
      'Ordini',
      /^Ordine n\. 42 per mar 24\.11\.2026, In attesa dell’accettazione della Sua struttura ospitante, 3,70\s€$/,
    ],
    ['en', 'Orders', /^Order no\. 42 for Tue 24\.11\.2026, Waiting for your host’s acceptance, €3\.70$/],
  ] as const)('%s', async (language, tab, card) => {
    start({ GuestMe: () => ({ data: { me: { ...GUEST, language } } }) });
    fireEvent.press(await screen.findByRole('tab', { name: tab }));
    expect(await screen.findByRole('button', { name: card })).toBeOnTheScreen();
  });
});
