import { fireEvent, screen } from '@testing-library/react-native';
import { GUEST, fakeServer, memoryStorage, product, refusal } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const PRODUCTS = { data: { guestProducts: [product('p1', 'Semmel', 60)] } };
const OTHER = {
  ...GUEST,
  id: '42',
  label: 'zimmer14',
  username: 'zimmer14abcdefghijklmnopqrstuvwxyz012345',
  displayName: 'zimmer14',
};

describe('a QR link opened while the app is running', () => {
  it('signs in with its token and replaces the current session (app scheme)', async () => {
    const server = fakeServer({
      GuestMe: () => ({ data: { me: GUEST } }),
      GuestProducts: () => PRODUCTS,
      GuestTokenLogin: () => ({
        data: { guestTokenLogin: { jwt: 'jwt-qr', userId: OTHER.id, user: { ...OTHER, language: 'en' } } },
      }),
    });
    const { openLink, storage, forgetSignInLink } = renderApp(server, { storage: memoryStorage('jwt-stored') });
    expect(await screen.findByText('Hallo zimmer12')).toBeOnTheScreen();

    openLink('brotzeit://guest?token=qr-while-running');

    expect(await screen.findByText('Hello zimmer14')).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestTokenLogin')).toEqual({
      operationName: 'GuestTokenLogin',
      variables: { token: 'qr-while-running' },
      token: null,
    });
    expect(server.calls.filter((call) => call.operationName === 'GuestProducts').at(-1)?.token).toBe('jwt-qr');
    expect(storage.value).toBe('jwt-qr');
    expect(forgetSignInLink).toHaveBeenCalled();
  });

  it("never hands the previous guest's basket to the guest who signs in by link", async () => {
    const server = fakeServer({
      GuestMe: () => ({ data: { me: GUEST } }),
      GuestProducts: () => PRODUCTS,
      GuestTokenLogin: () => ({ data: { guestTokenLogin: { jwt: 'jwt-qr', userId: OTHER.id, user: OTHER } } }),
    });
    const { openLink } = renderApp(server, { storage: memoryStorage('jwt-stored') });
    fireEvent.press(await screen.findByRole('button', { name: 'Semmel in den Warenkorb' }));
    expect(await screen.findByRole('button', { name: /^Warenkorb: 1 Stück/ })).toBeOnTheScreen();

    openLink('brotzeit://guest?token=next-guest');

    expect(await screen.findByText('Hallo zimmer14')).toBeOnTheScreen();
    expect(await screen.findByRole('button', { name: 'Semmel in den Warenkorb' })).toBeOnTheScreen();
    expect(screen.queryByRole('button', { name: /^Warenkorb: \d/ })).toBeNull();
  });

  it('signs in from the sign-in screen too (web address)', async () => {
    const server = fakeServer({
      GuestProducts: () => PRODUCTS,
      GuestTokenLogin: () => ({ data: { guestTokenLogin: { jwt: 'jwt-qr', userId: GUEST.id, user: GUEST } } }),
    });
    const { openLink } = renderApp(server);
    await screen.findByLabelText('Benutzername');
    openLink('https://bakery.test/guest?token=abc');
    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
  });

  it('shows why a refused link did not sign in', async () => {
    const server = fakeServer({
      GuestMe: () => ({ data: { me: GUEST } }),
      GuestProducts: () => PRODUCTS,
      GuestTokenLogin: () => refusal('LINK_INVALID'),
    });
    const { openLink, storage } = renderApp(server, { storage: memoryStorage('jwt-stored') });
    await screen.findByText('Semmel');
    openLink('brotzeit://guest?token=revoked');
    expect(await screen.findByText('Dieser Link ist nicht mehr gültig.')).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeOnTheScreen();
    expect(storage.value).toBeNull();
  });

  it('ignores links without a token', async () => {
    const server = fakeServer({ GuestMe: () => ({ data: { me: GUEST } }), GuestProducts: () => PRODUCTS });
    const { openLink } = renderApp(server, { storage: memoryStorage('jwt-stored') });
    await screen.findByText('Semmel');
    openLink('brotzeit://guest');
    openLink('https://bakery.test/guest?lang=it');
    expect(screen.getByText('Semmel')).toBeOnTheScreen();
    expect(server.names()).not.toContain('GuestTokenLogin');
    expect(screen.getByText('Hallo zimmer12')).toBeOnTheScreen();
  });
});
