import { BackHandler, Linking } from 'react-native';
import { act, fireEvent, screen } from '@testing-library/react-native';
import { GUEST, fakeServer, memoryStorage } from '../../test/fake-server';
import { NOW, PRODUCTS, order, orderOptionsAnswer } from '../../test/ordering';
import { renderApp } from '../../test/render-app';

/**
 * Android's back button (ADR 018): React Navigation listens on BackHandler; here the handlers are
 * kept as Android would call them, newest first, until one takes the press. `pressBack` answers
 * whether the app took it (false: Android leaves the app).
 */
function androidBack() {
  type Handler = Parameters<typeof BackHandler.addEventListener>[1];
  const handlers: Handler[] = [];
  jest.spyOn(BackHandler, 'addEventListener').mockImplementation((_event, handler) => {
    handlers.push(handler);
    return { remove: () => void handlers.splice(handlers.indexOf(handler), 1) };
  });
  return () => {
    let taken = false;
    act(() => {
      const event = { type: 'hardwareBackPress', timeStamp: Date.now() };
      taken = [...handlers].reverse().some((handler) => handler(event) === true);
    });
    return taken;
  };
}

const ORDER = order();
const ABO = {
  id: 'a1',
  active: true,
  interval: { kind: 'WEEKDAYS', days: null, weekdays: [2, 5] },
  startsOn: '2026-11-20',
  pausedUntil: null,
  lastOrder: null,
  lines: [{ id: 'l1', amount: 2, product: { id: 'p1', name: 'Semmel' } }],
  nextDeliveries: ['2026-11-24'],
};

function start(url: string | null = null, storage = memoryStorage('jwt-stored')) {
  const server = fakeServer({
    GuestPlaceOrder: () => ({ data: { placeOrder: ORDER } }),
    GuestTokenLogin: () => ({ data: { guestTokenLogin: { jwt: 'jwt-qr', userId: GUEST.id, user: GUEST } } }),
    GuestMe: () => ({ data: { me: GUEST } }),
    GuestProducts: () => ({ data: { guestProducts: PRODUCTS } }),
    GuestOrderOptions: () => ({ data: orderOptionsAnswer() }),
    GuestOrderCounts: () => ({
      data: { orderCounts: { next: 1, future: 0, past: 0, all: 1, nextDeliveryDate: '2026-11-24' } },
    }),
    GuestOrders: () => ({ data: { orders: { total: 1, items: [ORDER] } } }),
    GuestOrder: () => ({ data: { order: ORDER } }),
    GuestAbos: () => ({ data: { abos: { total: 1, items: [ABO] } } }),
  });
  // the address the device opened the app with, as React Navigation reads it
  jest.mocked(Linking.getInitialURL).mockResolvedValue(url as string);
  renderApp(server, { storage, url });
  return server;
}

const header = (name: string) => screen.findByRole('header', { name });

beforeEach(() => {
  jest.setSystemTime(NOW);
});

describe("Android's back button", () => {
  it('goes from the basket back to the products, and leaves the app only from there', async () => {
    const pressBack = androidBack();
    start();
    fireEvent.press(await screen.findByRole('button', { name: 'Semmel in den Warenkorb' }));
    fireEvent.press(screen.getByRole('button', { name: /^Warenkorb:/ }));
    expect(await header('Warenkorb')).toBeOnTheScreen();

    expect(pressBack()).toBe(true);
    expect(await header('Produkte')).toBeOnTheScreen();
    expect(screen.queryByRole('header', { name: 'Warenkorb' })).toBeNull();
    // the basket is kept
    expect(screen.getByRole('button', { name: /^Warenkorb:/ })).toBeOnTheScreen();

    expect(pressBack()).toBe(false);
  });

  it('goes from the confirmation of a placed order to the products, not to the emptied basket', async () => {
    const pressBack = androidBack();
    start();
    fireEvent.press(await screen.findByRole('button', { name: 'Semmel in den Warenkorb' }));
    fireEvent.press(screen.getByRole('button', { name: /^Warenkorb:/ }));
    fireEvent.press(await screen.findByRole('radio', { name: /^Di\.? 24\.11\.2026/ }));
    fireEvent.press(screen.getByRole('button', { name: /^Bestellen · / }));
    expect(await header('Danke für Ihre Bestellung!')).toBeOnTheScreen();

    expect(pressBack()).toBe(true);
    expect(await header('Produkte')).toBeOnTheScreen();
    expect(screen.queryByRole('header', { name: 'Warenkorb' })).toBeNull();
  });

  it('goes from an order back to the list, then to the products', async () => {
    const pressBack = androidBack();
    start();
    fireEvent.press(await screen.findByRole('tab', { name: 'Bestellungen' }));
    fireEvent.press(await screen.findByRole('button', { name: /^Bestellung Nr\. 42 für/ }));
    expect(await header('Bestellung Nr. 42')).toBeOnTheScreen();

    expect(pressBack()).toBe(true);
    expect(await header('Meine Bestellungen')).toBeOnTheScreen();
    expect(screen.queryByRole('header', { name: 'Bestellung Nr. 42' })).toBeNull();

    expect(pressBack()).toBe(true);
    expect(await header('Produkte')).toBeOnTheScreen();
    expect(screen.getByRole('tab', { name: 'Produkte' })).toBeSelected();
    expect(pressBack()).toBe(false);
  });

  it('closes the form of a standing order without saving', async () => {
    const pressBack = androidBack();
    const server = start();
    fireEvent.press(await screen.findByRole('tab', { name: 'Abos' }));
    fireEvent.press(await screen.findByRole('button', { name: 'Neues Abo' }));
    expect(await header('Neues Abo')).toBeOnTheScreen();

    expect(pressBack()).toBe(true);
    expect(await header('Abos')).toBeOnTheScreen();
    expect(screen.queryByRole('header', { name: 'Neues Abo' })).toBeNull();
    expect(server.names()).not.toContain('GuestCreateAbo');
  });
});

describe('addresses', () => {
  it('opens an order by its address, loading it, with its list below', async () => {
    const pressBack = androidBack();
    const server = start('brotzeit://guest/orders/o1');
    expect(await header('Bestellung Nr. 42')).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestOrder')?.variables).toEqual({ id: 'o1' });
    expect(screen.getByRole('tab', { name: 'Bestellungen' })).toBeSelected();

    expect(pressBack()).toBe(true);
    expect(await header('Meine Bestellungen')).toBeOnTheScreen();
  });

  it('opens the order of a confirmation that is gone (a reload) under Orders', async () => {
    start('brotzeit://guest/basket/placed/o1');
    expect(await header('Bestellung Nr. 42')).toBeOnTheScreen();
    expect(screen.getByRole('tab', { name: 'Bestellungen' })).toBeSelected();
  });

  it('opens the basket by its address', async () => {
    start('brotzeit://guest/basket');
    expect(await header('Warenkorb')).toBeOnTheScreen();
  });
});

describe('the QR link', () => {
  it('brotzeit://guest?token=… still signs in and opens the products', async () => {
    const server = start('brotzeit://guest?token=qr-token', memoryStorage());
    expect(await header('Produkte')).toBeOnTheScreen();
    expect(screen.getByRole('header', { name: 'Hallo zimmer12' })).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestTokenLogin')?.variables).toEqual({
      token: 'qr-token',
    });
  });
});
