import { fireEvent, screen, waitFor } from '@testing-library/react-native';
import { GUEST, fakeServer, memoryStorage, memoryStore, offline, refusal } from '../../test/fake-server';
import { PRODUCTS, orderOptionsAnswer } from '../../test/ordering';
import { renderApp } from '../../test/render-app';

// Issue 46 "Shared devices": whatever way a guest's session ends, nothing it kept on the device
// (basket, product list) waits there for the next guest; settings of the device stay.

const OTHER = {
  ...GUEST,
  id: '77',
  label: 'zimmer7',
  username: 'zimmer7abcdefghijklmnopqrstuvwxyz0123456',
  displayName: 'zimmer7',
};
const SETTINGS = { 'brotzeit.endpointOverride': 'https://staging.example', 'brotzeit.reminder': 'on' };
const stored = (userId: string | null, value: unknown) => JSON.stringify({ userId, value });
const BASKET_OF_GUEST = stored(GUEST.id, {
  lines: [{ productId: 'p1', amount: 3 }],
  date: null,
  message: 'Zimmer 12, bitte klingeln',
});

async function signInAs(identifier: string) {
  fireEvent.changeText(await screen.findByLabelText('Benutzername'), identifier);
  fireEvent.changeText(screen.getByLabelText('Passwort'), 'Sonne-2026!');
  fireEvent.press(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('a shared device', () => {
  it('forgets the basket and the kept answers when the server ends the session (UNAUTHENTICATED)', async () => {
    const server = fakeServer({
      GuestMe: () => ({ data: { me: GUEST } }),
      GuestProducts: () => ({ data: { guestProducts: PRODUCTS } }),
      GuestOrderOptions: () => ({ data: orderOptionsAnswer() }),
      GuestOrderCounts: () => refusal('UNAUTHENTICATED'),
      GuestOrders: () => refusal('UNAUTHENTICATED'),
    });
    const { store } = renderApp(server, { storage: memoryStorage('jwt-stored'), store: memoryStore(SETTINGS) });
    fireEvent.press(await screen.findByRole('button', { name: 'Semmel in den Warenkorb' }));
    await waitFor(() => expect(Object.keys(store.items)).toEqual(expect.arrayContaining(['brotzeit.basket'])));

    fireEvent.press(screen.getByRole('tab', { name: 'Bestellungen' }));
    expect(await screen.findByText('Bitte melden Sie sich erneut an.')).toBeOnTheScreen();
    await waitFor(() => expect(store.items).toEqual(SETTINGS));
  });

  it('never hands a basket kept while offline (owner unknown) to the next guest once that session ended', async () => {
    const server = fakeServer({
      GuestMe: offline,
      GuestProducts: () => refusal('UNAUTHENTICATED'),
      GuestOrderOptions: () => refusal('UNAUTHENTICATED'),
      GuestLogin: () => ({ data: { guestLogin: { jwt: 'jwt-other', userId: OTHER.id, user: OTHER } } }),
    });
    const store = memoryStore({ 'brotzeit.basket': stored(null, JSON.parse(BASKET_OF_GUEST).value) });
    renderApp(server, { storage: memoryStorage('jwt-stored'), store });
    expect(await screen.findByText('Bitte melden Sie sich erneut an.')).toBeOnTheScreen();

    server.on('GuestProducts', () => ({ data: { guestProducts: PRODUCTS } }));
    server.on('GuestOrderOptions', () => ({ data: orderOptionsAnswer() }));
    await signInAs('zimmer7');
    expect(await screen.findByText('Hallo zimmer7')).toBeOnTheScreen();
    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
    expect(screen.getByRole('tab', { name: 'Produkte' })).toBeOnTheScreen();
    expect(JSON.stringify(store.items)).not.toContain('Zimmer 12');
  });

  it('forgets on starting without a session what an earlier one left (the browser lost the token)', async () => {
    const store = memoryStore({
      ...SETTINGS,
      'brotzeit.basket': BASKET_OF_GUEST,
      'brotzeit.queries': stored(GUEST.id, { queries: [], mutations: [] }),
    });
    renderApp(fakeServer({}), { store });
    expect(await screen.findByLabelText('Benutzername')).toBeOnTheScreen();
    expect(store.items).toEqual(SETTINGS);
  });

  it('forgets when a refused QR link ends the session', async () => {
    const store = memoryStore({ ...SETTINGS, 'brotzeit.basket': BASKET_OF_GUEST });
    renderApp(fakeServer({ GuestTokenLogin: () => refusal('LINK_INVALID') }), {
      storage: memoryStorage('jwt-stored'),
      store,
      url: 'https://bakery.test/guest?token=revoked',
    });
    expect(await screen.findByText('Dieser Link ist nicht mehr gültig.')).toBeOnTheScreen();
    expect(store.items).toEqual(SETTINGS);
  });

  it('drops what the device kept for the previous guest when the next one signs in by QR link', async () => {
    const store = memoryStore({
      ...SETTINGS,
      'brotzeit.basket': BASKET_OF_GUEST,
      'brotzeit.queries': stored(GUEST.id, { mutations: [], queries: [] }),
    });
    // the next guest's answers do not come (no connection): nothing of theirs replaces the kept ones
    const server = fakeServer({
      GuestTokenLogin: () => ({ data: { guestTokenLogin: { jwt: 'jwt-qr', userId: OTHER.id, user: OTHER } } }),
      GuestProducts: offline,
      GuestOrderOptions: offline,
    });
    renderApp(server, { storage: memoryStorage('jwt-stored'), store, url: 'https://bakery.test/guest?token=next' });
    expect(await screen.findByText('Hallo zimmer7')).toBeOnTheScreen();
    expect(screen.getByRole('tab', { name: 'Produkte' })).toBeOnTheScreen();
    expect(store.items['brotzeit.queries']).toBeUndefined();
    expect(JSON.stringify(store.items)).not.toContain('Zimmer 12');
  });
});
