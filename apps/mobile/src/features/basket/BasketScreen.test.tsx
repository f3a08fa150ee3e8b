import { AppState } from 'react-native';
import { act, fireEvent, screen, within } from '@testing-library/react-native';
import { GUEST, fakeServer, memoryStorage, memoryStore, offline, refusal } from '../../test/fake-server';
import { NOW, PRODUCTS, order, orderOptionsAnswer } from '../../test/ordering';
import { renderApp } from '../../test/render-app';

type Handlers = Parameters<typeof fakeServer>[0];

function start(handlers: Handlers = {}, store = memoryStore()) {
  const server = fakeServer({
    GuestMe: () => ({ data: { me: GUEST } }),
    GuestProducts: () => ({ data: { guestProducts: PRODUCTS } }),
    GuestOrderOptions: () => ({ data: orderOptionsAnswer() }),
    ...handlers,
  });
  const utils = renderApp(server, { storage: memoryStorage('jwt-stored'), store });
  return { server, ...utils };
}

const euro = (text: string) => new RegExp(`^${text.replace(/[.]/g, '\\.')}\\s€$`);

async function addToBasket(name: string, times = 1) {
  fireEvent.press(await screen.findByRole('button', { name: `${name} in den Warenkorb` }));
  for (let i = 1; i < times; i++) fireEvent.press(screen.getByRole('button', { name: `${name}: eins mehr` }));
}

async function openBasket() {
  fireEvent.press(await screen.findByRole('button', { name: /^Warenkorb:/ }));
  expect(await screen.findByRole('header', { name: 'Warenkorb' })).toBeOnTheScreen();
}

/** Moves the clock to `instant` and lets the countdown's second tick. */
function tickTo(instant: string) {
  act(() => {
    jest.setSystemTime(new Date(Date.parse(instant) - 1000));
    jest.advanceTimersByTime(1000);
  });
}

function day(label: RegExp) {
  return screen.getByRole('radio', { name: label });
}

beforeEach(() => {
  jest.setSystemTime(NOW);
});

describe('the basket', () => {
  it('takes products with + and −, counts them on the tab and totals them with the delivery cost', async () => {
    start();
    await addToBasket('Semmel', 3);
    fireEvent.press(screen.getByRole('button', { name: 'Semmel: eins weniger' }));
    expect(screen.getByLabelText('2 × Semmel')).toBeOnTheScreen();
    expect(screen.getByRole('tab', { name: 'Produkte, 2 im Warenkorb' })).toBeSelected();
    expect(screen.getByRole('button', { name: /^Warenkorb: 2 Stück · 3,70\s€$/ })).toBeOnTheScreen();

    await openBasket();
    expect(screen.getByText(/^0,60\s€ pro Stück$/)).toBeOnTheScreen();
    expect(screen.getAllByText(euro('1,20'))).toHaveLength(2); // line and subtotal
    expect(screen.getByText(euro('2,50'))).toBeOnTheScreen();
    expect(screen.getByText(/^Ab 20,00\s€ liefern wir kostenlos – es fehlen noch 18,80\s€\.$/)).toBeOnTheScreen();
    expect(screen.getByText(euro('3,70'))).toBeOnTheScreen();
  });

  it('waives the delivery cost from the minimum and shows weighed products per kg, the total as approximate', async () => {
    start();
    expect(await screen.findByText(/^4,50\s€\/kg$/)).toBeOnTheScreen();
    await addToBasket('Bauernbrot', 5);
    await openBasket();
    expect(screen.getByText(/^4,50\s€\/kg · ca\. 1000 g pro Stück$/)).toBeOnTheScreen();
    expect(screen.getByText('kostenlos')).toBeOnTheScreen();
    expect(screen.getByText(/^Ab 20,00\s€ liefern wir kostenlos\.$/)).toBeOnTheScreen();
    expect(screen.getByText('Gesamt (ca.)')).toBeOnTheScreen();
    expect(screen.getAllByText(euro('22,50'))).toHaveLength(3);
    expect(screen.getByText('Gewogene Produkte werden nach ihrem genauen Gewicht berechnet.')).toBeOnTheScreen();
  });

  it('removes a line and goes back to the products', async () => {
    start();
    await addToBasket('Semmel');
    await addToBasket('Croissant');
    await openBasket();
    fireEvent.press(screen.getByRole('button', { name: 'Semmel entfernen' }));
    expect(screen.queryByText('Semmel')).toBeNull();
    expect(screen.getByRole('tab', { name: 'Produkte, 1 im Warenkorb' })).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: '‹ Weiter einkaufen' }));
    expect(await screen.findByLabelText('1 × Croissant')).toBeOnTheScreen();
  });

  it('charges nothing for collection when the client always collects', async () => {
    start({ GuestOrderOptions: () => ({ data: orderOptionsAnswer({ takeawayOnly: true }) }) });
    await addToBasket('Semmel');
    await openBasket();
    expect(screen.getByText('Abholung')).toBeOnTheScreen();
    expect(screen.getByText('kostenlos')).toBeOnTheScreen();
    expect(screen.queryByText(/liefern wir kostenlos/)).toBeNull();
  });
});

describe('the delivery day', () => {
  it('offers only open days and says why the others are closed', async () => {
    start();
    await addToBasket('Semmel');
    await openBasket();
    const picker = screen.getByLabelText('Liefertag wählen');
    expect(within(picker).getAllByRole('radio')).toHaveLength(7);
    expect(day(/^Mo\.? 23\.11\.2026, nicht möglich: Bestellfrist abgelaufen$/)).toBeDisabled();
    expect(day(/^Di\.? 24\.11\.2026, bestellbar$/)).toBeEnabled();
    expect(day(/^Do\.? 26\.11\.2026, nicht möglich: Feiertag: Betriebsausflug$/)).toBeDisabled();
    expect(
      day(/^Sa\.? 28\.11\.2026, nicht möglich: Samstags keine Lieferung · Außerhalb Ihres Aufenthalts$/),
    ).toBeDisabled();
    expect(
      day(/^So\.? 29\.11\.2026, nicht möglich: Sonntags keine Lieferung · Außerhalb Ihres Aufenthalts$/),
    ).toBeDisabled();
    expect(screen.getByText('Feiertag: Betriebsausflug')).toBeOnTheScreen();
  });

  it('closes the days a product of the basket is not delivered', async () => {
    start();
    await addToBasket('Bauernbrot');
    await openBasket();
    expect(day(/^Mi\.? 25\.11\.2026, nicht möglich: Nicht lieferbar: Bauernbrot$/)).toBeDisabled();
    expect(day(/^Di\.? 24\.11\.2026, bestellbar$/)).toBeEnabled();
    expect(day(/^Fr\.? 27\.11\.2026, bestellbar$/)).toBeEnabled();
  });

  it('counts down to the deadline of the chosen day and closes it when the deadline passes', async () => {
    start();
    await addToBasket('Semmel');
    await openBasket();
    fireEvent.press(day(/^Di\.? 24\.11\.2026/));
    expect(day(/^Di\.? 24\.11\.2026/)).toBeChecked();
    expect(
      screen.getByText(/^Bestellschluss: 23\.11\.2026, 18:00 Uhr – noch (7 Std\. 0|6 Std\. 59) Min\.$/),
    ).toBeOnTheScreen();

    tickTo('2026-11-23T16:59:50Z');
    expect(screen.getByText('Bestellschluss: 23.11.2026, 18:00 Uhr – noch 0 Min. 10 Sek.')).toBeOnTheScreen();
    tickTo('2026-11-23T17:00:00Z');
    expect(screen.getByText('Die Bestellfrist ist am 23.11.2026 um 18:00 Uhr abgelaufen.')).toBeOnTheScreen();
    act(() => jest.advanceTimersByTime(5000)); // the screen's own clock closes the day
    expect(screen.getByText('An diesem Tag ist keine Bestellung möglich: Bestellfrist abgelaufen')).toBeOnTheScreen();
    expect(day(/^Di\.? 24\.11\.2026, nicht möglich: Bestellfrist abgelaufen$/)).toBeDisabled();
  });

  it('asks for a day before placing', async () => {
    const { server } = start();
    await addToBasket('Semmel');
    await openBasket();
    fireEvent.press(screen.getByRole('button', { name: /^Bestellen/ }));
    expect(screen.getAllByText('Bitte wählen Sie einen Liefertag.').length).toBeGreaterThan(0);
    expect(server.names()).not.toContain('GuestPlaceOrder');
  });
});

describe('placing the order', () => {
  it('sends lines, day and message, confirms with number and status and empties the basket', async () => {
    const { server, store } = start({
      GuestPlaceOrder: () => ({ data: { placeOrder: order({ message: 'Bitte klingeln' }) } }),
    });
    await addToBasket('Semmel', 2);
    await openBasket();
    fireEvent.press(day(/^Di\.? 24\.11\.2026/));
    fireEvent.changeText(screen.getByLabelText('Nachricht an die Bäckerei'), '  Bitte klingeln ');
    fireEvent.press(screen.getByRole('button', { name: /^Bestellen · 3,70\s€$/ }));

    expect(await screen.findByText('Danke für Ihre Bestellung!')).toBeOnTheScreen();
    expect(screen.getByText(/^Bestellung Nr\. 42 für Di\.? 24\.11\.2026 ist eingegangen\.$/)).toBeOnTheScreen();
    expect(screen.getByText('Wartet auf die Annahme durch Ihren Gastgeber')).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestPlaceOrder')?.variables).toEqual({
      input: { deliveryDate: '2026-11-24', lines: [{ productId: 'p1', amount: 2 }], message: 'Bitte klingeln' },
    });
    expect(screen.getByRole('tab', { name: 'Produkte' })).toBeOnTheScreen();
    expect(JSON.parse(store.items['brotzeit.basket']!).value).toEqual({ lines: [], date: null, message: '' });

    server.on('GuestOrders', () => ({ data: { orders: { total: 1, items: [order()] } } }));
    server.on('GuestOrderCounts', () => ({
      data: { orderCounts: { next: 1, future: 0, past: 0, all: 1, nextDeliveryDate: '2026-11-24' } },
    }));
    fireEvent.press(screen.getByRole('button', { name: 'Meine Bestellungen' }));
    expect(screen.getByRole('tab', { name: 'Bestellungen' })).toBeSelected();
    expect(await screen.findByRole('button', { name: /^Bestellung Nr\. 42 für/ })).toBeOnTheScreen();
  });

  it.each([
    [
      refusal('ORDER_DATE_REFUSED', { reasons: ['HOLIDAY', 'DEADLINE_PASSED'] }),
      'Ungültiges Datum ausgewählt: für diesen Liefertag kann nicht bestellt werden. (Feiertag · Bestellfrist abgelaufen)',
    ],
    [
      refusal('ORDER_DATE_REFUSED', { reasons: ['OUTSIDE_STAY'] }),
      'Ungültiges Datum ausgewählt: für diesen Liefertag kann nicht bestellt werden. (Außerhalb Ihres Aufenthalts)',
    ],
    [
      refusal('ORDER_DATE_REFUSED', { reasons: ['PRODUCT_NOT_AVAILABLE'] }),
      'Ungültiges Datum ausgewählt: für diesen Liefertag kann nicht bestellt werden. (Produkt an diesem Tag nicht lieferbar)',
    ],
    [
      refusal('PRODUCT_NOT_ORDERABLE', { productIds: ['p1'] }),
      'Nicht mehr bestellbar: Semmel. Bitte aus dem Warenkorb entfernen.',
    ],
    [refusal('ORDER_AMOUNT_INVALID', { max: 999 }), 'Die Menge muss eine ganze Zahl von 1 bis 999 sein.'],
    [refusal('ORDER_TOO_MANY_LINES', { max: 100 }), 'Zu viele verschiedene Produkte in einer Bestellung.'],
    [refusal('ORDER_EMPTY'), 'Bestellung konnte nicht erstellt werden: bitte mindestens ein Produkt wählen.'],
    [refusal('BAD_INPUT', { fields: ['message'] }), 'Die Nachricht ist zu lang (höchstens 1000 Zeichen).'],
    [
      refusal('ACCOUNT_OUTSIDE_STAY', { activeFrom: '2026-11-20', activeTo: '2026-11-27' }),
      'Ihr Konto ist nur während Ihres Aufenthalts aktiv (20.11.2026 – 27.11.2026).',
    ],
    [refusal('FORBIDDEN'), 'Sie dürfen diese Aktion nicht ausführen.'],
    [refusal('INTERNAL'), 'Ein unerwarteter Fehler ist aufgetreten.'],
  ])('translates the refusal %j and keeps the basket', async (answer, text) => {
    const { server } = start({ GuestPlaceOrder: () => answer });
    await addToBasket('Semmel', 2);
    await openBasket();
    fireEvent.press(day(/^Di\.? 24\.11\.2026/));
    fireEvent.press(screen.getByRole('button', { name: /^Bestellen/ }));
    expect(await screen.findByText(text)).toBeOnTheScreen();
    expect(screen.getByLabelText('2 × Semmel')).toBeOnTheScreen();
    // the rules are asked again: the server knows better now
    expect(server.names().filter((name) => name === 'GuestOrderOptions').length).toBeGreaterThanOrEqual(2);
  });

  it('fails gracefully without a connection, keeps the basket and sends again', async () => {
    let online = false;
    const { server } = start({ GuestPlaceOrder: () => (online ? { data: { placeOrder: order() } } : offline()) });
    await addToBasket('Semmel', 2);
    await openBasket();
    fireEvent.press(day(/^Di\.? 24\.11\.2026/));
    fireEvent.press(screen.getByRole('button', { name: /^Bestellen/ }));
    expect(
      await screen.findByText(
        'Keine Verbindung – die Bestellung wurde nicht gesendet. Ihr Warenkorb bleibt erhalten; senden Sie erneut, sobald Sie online sind.',
      ),
    ).toBeOnTheScreen();
    expect(screen.getByLabelText('2 × Semmel')).toBeOnTheScreen();

    online = true;
    fireEvent.press(screen.getByRole('button', { name: 'Erneut senden' }));
    expect(await screen.findByText('Danke für Ihre Bestellung!')).toBeOnTheScreen();
    expect(server.names().filter((name) => name === 'GuestPlaceOrder')).toHaveLength(2);
  });

  it('is in the guest’s language', async () => {
    start({
      GuestMe: () => ({ data: { me: { ...GUEST, language: 'it' } } }),
      GuestPlaceOrder: () => refusal('ORDER_DATE_REFUSED', { reasons: ['SATURDAY'] }),
    });
    fireEvent.press(await screen.findByRole('button', { name: 'Semmel nel carrello' }));
    fireEvent.press(screen.getByRole('button', { name: /^Carrello:/ }));
    expect(
      screen.getByRole('radio', {
        name: /^sab 28\/11\/2026|^sab 28\.11\.2026, non possibile: Nessuna consegna il sabato · Fuori dal Suo soggiorno$/,
      }),
    ).toBeDisabled();
    fireEvent.press(screen.getByRole('radio', { name: /24\.11\.2026, ordinabile$/ }));
    expect(
      screen.getByText(/^Termine d’ordine: 23\.11\.2026, ore 18:00 – ancora (7 h 0|6 h 59) min$/),
    ).toBeOnTheScreen();
    fireEvent.press(screen.getByRole('button', { name: /^Ordina/ }));
    expect(await screen.findByText(/\(Nessuna consegna il sabato\)$/)).toBeOnTheScreen();
  });
});

describe('resilience', () => {
  it('keeps the basket, the chosen day and the message over a restart', async () => {
    const store = memoryStore();
    const first = start({}, store);
    await addToBasket('Semmel', 2);
    await openBasket();
    fireEvent.press(day(/^Di\.? 24\.11\.2026/));
    fireEvent.changeText(screen.getByLabelText('Nachricht an die Bäckerei'), 'Bitte klingeln');
    first.unmount();

    start({}, store);
    expect(await screen.findByRole('tab', { name: 'Produkte, 2 im Warenkorb' })).toBeOnTheScreen();
    await openBasket();
    expect(day(/^Di\.? 24\.11\.2026/)).toBeChecked();
    expect(screen.getByLabelText('Nachricht an die Bäckerei')).toHaveDisplayValue('Bitte klingeln');
  });

  it('starts without a connection with the last product list, says so and keeps the basket', async () => {
    const store = memoryStore();
    const first = start({}, store);
    await addToBasket('Croissant');
    await screen.findByText(/^4,50\s€\/kg$/); // rules loaded and kept
    first.unmount();

    start({ GuestMe: offline, GuestProducts: offline, GuestOrderOptions: offline }, store);
    expect(
      await screen.findByText(
        /^Offline – Sie sehen die Produktliste vom \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr\. Ihr Warenkorb bleibt erhalten\.$/,
      ),
    ).toBeOnTheScreen();
    expect(screen.getByText('Semmel')).toBeOnTheScreen();
    expect(screen.getByLabelText('1 × Croissant')).toBeOnTheScreen();
    await openBasket();
    expect(
      screen.getByText('Offline: Preise und Liefertage vom letzten Laden. Bestellen geht erst wieder mit Verbindung.'),
    ).toBeOnTheScreen();
    expect(day(/^Di\.? 24\.11\.2026, bestellbar$/)).toBeEnabled();
  });

  it('does not show another account’s basket', async () => {
    const store = memoryStore({
      'brotzeit.basket': JSON.stringify({
        userId: '99',
        value: { lines: [{ productId: 'p1', amount: 5 }], date: null, message: '' },
      }),
    });
    start({}, store);
    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
    expect(screen.getByRole('tab', { name: 'Produkte' })).toBeOnTheScreen();
  });

  it('forgets the basket and the product list on signing out', async () => {
    const { store } = start();
    await addToBasket('Semmel');
    fireEvent.press(screen.getByRole('tab', { name: 'Profil' }));
    fireEvent.press(screen.getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByLabelText('Benutzername')).toBeOnTheScreen();
    expect(store.items).toEqual({});
  });

  it('asks for the days again when the basket is opened after a while', async () => {
    const { server } = start();
    await addToBasket('Semmel');
    await screen.findByText(/^4,50\s€\/kg$/);
    const asked = () => server.names().filter((name) => name === 'GuestOrderOptions').length;
    expect(asked()).toBe(1);
    act(() => jest.setSystemTime(new Date(NOW.getTime() + 6 * 60_000)));
    await openBasket();
    await act(async () => undefined);
    expect(asked()).toBe(2);
  });

  it('loads the product list and the days again when the app comes back to the foreground after ten minutes', async () => {
    const { server } = start();
    await screen.findByText(/^4,50\s€\/kg$/);
    // the device's app state is the boundary: React Native's Jest setup records the listener
    const listeners = (AppState.addEventListener as jest.Mock).mock.calls
      .filter(([type]) => type === 'change')
      .map(([, listener]) => listener as (state: string) => void);
    act(() => listeners.forEach((listener) => listener('active')));
    expect(server.names().filter((name) => name === 'GuestProducts')).toHaveLength(1); // fresh: nothing to do
    act(() => listeners.forEach((listener) => listener('background')));
    act(() => jest.setSystemTime(new Date(NOW.getTime() + 11 * 60_000)));
    act(() => listeners.forEach((listener) => listener('active')));
    await act(async () => undefined);
    expect(server.names().filter((name) => name === 'GuestProducts')).toHaveLength(2);
    expect(server.names().filter((name) => name === 'GuestOrderOptions')).toHaveLength(2);
  });
});
