import { fireEvent, screen, waitFor } from '@testing-library/react-native';
import { GUEST, fakeServer, memoryStorage, offline, product, refusal } from '../../test/fake-server';
import { orderOptionsAnswer } from '../../test/ordering';
import { renderApp } from '../../test/render-app';

const PRODUCTS = { data: { guestProducts: [product('p1', 'Semmel', 60)] } };
const LINK = 'https://bakery.test/guest?token=qr-token-123';

describe('sign-in with the QR link of the instruction sheet', () => {
  it('signs in with the token, keeps the session and drops the token from the address', async () => {
    const server = fakeServer({
      GuestTokenLogin: () => ({ data: { guestTokenLogin: { jwt: 'jwt-qr', userId: GUEST.id, user: GUEST } } }),
      GuestProducts: () => PRODUCTS,
    });
    const { storage, forgetSignInLink } = renderApp(server, { url: LINK });

    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
    expect(server.calls[0]).toEqual({
      operationName: 'GuestTokenLogin',
      variables: { token: 'qr-token-123' },
      token: null,
    });
    expect(storage.value).toBe('jwt-qr');
    expect(forgetSignInLink).toHaveBeenCalled();
  });

  it('opens from the app link (brotzeit://guest?token=…) too', async () => {
    const server = fakeServer({
      GuestTokenLogin: () => ({ data: { guestTokenLogin: { jwt: 'jwt-qr', userId: GUEST.id, user: GUEST } } }),
      GuestProducts: () => PRODUCTS,
    });
    renderApp(server, { url: 'brotzeit://guest?token=app-token' });
    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
    expect(server.calls[0]?.variables).toEqual({ token: 'app-token' });
  });

  it('takes the language of the account', async () => {
    const server = fakeServer({
      GuestTokenLogin: () => ({
        data: { guestTokenLogin: { jwt: 'jwt-qr', userId: GUEST.id, user: { ...GUEST, language: 'en' } } },
      }),
      GuestProducts: () => PRODUCTS,
    });
    renderApp(server, { url: LINK });
    expect(await screen.findByText('Hello zimmer12')).toBeOnTheScreen();
    expect(screen.getByText('Your stay: 20.11.2026 – 27.11.2026')).toBeOnTheScreen();
  });

  it.each([
    ['LINK_INVALID', {}, 'Dieser Link ist nicht mehr gültig.'],
    [
      'ACCOUNT_OUTSIDE_STAY',
      { activeFrom: '2026-12-01', activeTo: '2026-12-08' },
      'Ihr Konto ist nur während Ihres Aufenthalts aktiv (01.12.2026 – 08.12.2026).',
    ],
    ['ACCOUNT_BLOCKED', {}, 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an Ihre Bäckerei oder an unseren Support.'],
    ['TOO_MANY_ATTEMPTS', {}, 'Zu viele Versuche. Bitte versuchen Sie es später erneut.'],
  ])('shows the refusal %s on the sign-in screen', async (code, extensions, text) => {
    const server = fakeServer({ GuestTokenLogin: () => refusal(code, extensions) });
    const { storage, forgetSignInLink } = renderApp(server, { url: LINK, storage: memoryStorage('older-session') });
    expect(await screen.findByText(text)).toBeOnTheScreen();
    expect(screen.getByLabelText('Benutzername')).toBeOnTheScreen();
    expect(storage.value).toBeNull();
    expect(forgetSignInLink).toHaveBeenCalled();
  });

  it('says so when the link cannot be checked for lack of a connection', async () => {
    renderApp(fakeServer({ GuestTokenLogin: offline }), { url: LINK });
    expect(
      await screen.findByText(
        'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      ),
    ).toBeOnTheScreen();
  });
});

describe('a stored session', () => {
  it('is checked with me and opens the products without signing in again', async () => {
    const server = fakeServer({
      GuestMe: () => ({ data: { me: GUEST } }),
      GuestProducts: () => PRODUCTS,
      GuestOrderOptions: () => ({ data: orderOptionsAnswer() }),
    });
    renderApp(server, { storage: memoryStorage('jwt-stored') });
    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
    expect(server.calls.map((call) => [call.operationName, call.token])).toEqual([
      ['GuestMe', 'jwt-stored'],
      ['GuestProducts', 'jwt-stored'],
      ['GuestOrderOptions', 'jwt-stored'],
    ]);
  });

  it('that the server no longer knows leads to the sign-in screen and is forgotten', async () => {
    const server = fakeServer({ GuestMe: () => ({ data: { me: null } }) });
    const { storage } = renderApp(server, { storage: memoryStorage('jwt-old') });
    expect(await screen.findByText('Bitte melden Sie sich erneut an.')).toBeOnTheScreen();
    expect(storage.value).toBeNull();
  });

  it('stays while offline; the products screen says the app is offline and retries', async () => {
    let online = false;
    const server = fakeServer({ GuestMe: offline, GuestProducts: () => (online ? PRODUCTS : offline()) });
    const { storage } = renderApp(server, { storage: memoryStorage('jwt-stored') });
    expect(
      await screen.findByText(
        'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      ),
    ).toBeOnTheScreen();
    expect(storage.value).toBe('jwt-stored');

    online = true;
    fireEvent.press(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
  });

  it('stays when the server fails itself at the start (INTERNAL): the products come once it answers', async () => {
    let healthy = false;
    const server = fakeServer({
      GuestMe: () => refusal('INTERNAL'),
      GuestProducts: () => (healthy ? PRODUCTS : refusal('INTERNAL')),
    });
    const { storage } = renderApp(server, { storage: memoryStorage('jwt-stored') });
    fireEvent.press(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(storage.value).toBe('jwt-stored');

    healthy = true;
    fireEvent.press(await screen.findByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
    expect(storage.value).toBe('jwt-stored');
  });

  it('ends when the server answers UNAUTHENTICATED (e.g. the host blocked the guest)', async () => {
    const server = fakeServer({
      GuestMe: () => ({ data: { me: GUEST } }),
      GuestProducts: () => refusal('UNAUTHENTICATED'),
    });
    const { storage } = renderApp(server, { storage: memoryStorage('jwt-stored') });
    expect(await screen.findByText('Bitte melden Sie sich erneut an.')).toBeOnTheScreen();
    expect(screen.getByLabelText('Benutzername')).toBeOnTheScreen();
    await waitFor(() => expect(storage.value).toBeNull());
  });

  it('ends on sign-out', async () => {
    const server = fakeServer({ GuestMe: () => ({ data: { me: GUEST } }), GuestProducts: () => PRODUCTS });
    const { storage } = renderApp(server, { storage: memoryStorage('jwt-stored') });
    fireEvent.press(await screen.findByRole('tab', { name: 'Profil' }));
    fireEvent.press(screen.getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByLabelText('Benutzername')).toBeOnTheScreen();
    expect(storage.value).toBeNull();
  });
});
