import { fireEvent, screen } from '@testing-library/react-native';
import { GUEST, fakeServer, offline, product, refusal } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

const SIGNED_IN = { data: { guestLogin: { jwt: 'jwt-1', userId: GUEST.id, user: GUEST } } };

function serverWithProducts() {
  return fakeServer({ GuestProducts: () => ({ data: { guestProducts: [product('p1', 'Semmel', 60)] } }) });
}

async function signIn(identifier: string, password: string) {
  fireEvent.changeText(await screen.findByLabelText('Benutzername'), identifier);
  fireEvent.changeText(screen.getByLabelText('Passwort'), password);
  fireEvent.press(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('sign-in with label and password', () => {
  it('signs in with the guest login, keeps the token and shows the products', async () => {
    const server = serverWithProducts();
    server.on('GuestLogin', () => SIGNED_IN);
    const { storage } = renderApp(server);

    await signIn('  zimmer12 ', 'Sonne-2026!');

    expect(await screen.findByText('Semmel')).toBeOnTheScreen();
    expect(screen.getByText('Hallo zimmer12')).toBeOnTheScreen();
    expect(screen.getByText('Ihr Aufenthalt: 20.11.2026 – 27.11.2026')).toBeOnTheScreen();
    expect(server.calls[0]).toEqual({
      operationName: 'GuestLogin',
      variables: { identifier: 'zimmer12', password: 'Sonne-2026!' },
      token: null,
    });
    expect(server.calls[1]).toMatchObject({ operationName: 'GuestProducts', token: 'jwt-1' });
    expect(storage.value).toBe('jwt-1');
  });

  it('asks for both fields and sends nothing while one is empty', async () => {
    const server = fakeServer({});
    renderApp(server);
    fireEvent.changeText(await screen.findByLabelText('Benutzername'), 'zimmer12');
    fireEvent.press(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Bitte geben Sie Benutzername und Passwort ein.')).toBeOnTheScreen();
    expect(server.calls).toHaveLength(0);
  });

  it.each([
    ['INVALID_CREDENTIALS', {}, 'Benutzername oder Passwort falsch!'],
    [
      'ACCOUNT_OUTSIDE_STAY',
      { activeFrom: '2026-12-01', activeTo: '2026-12-08' },
      'Ihr Konto ist nur während Ihres Aufenthalts aktiv (01.12.2026 – 08.12.2026).',
    ],
    [
      'ACCOUNT_LOCKED',
      {},
      'Ihr Konto wurde wegen zu vieler fehlerhafter Anmeldungen gesperrt. Setzen Sie Ihr Passwort zurück, um es zu entsperren.',
    ],
    ['ACCOUNT_BLOCKED', {}, 'Ihr Konto ist gesperrt. Bitte wenden Sie sich an Ihre Bäckerei oder an unseren Support.'],
    ['ACCOUNT_FAULTY', {}, 'Ihr Konto ist fehlerhaft. Bitte wenden Sie sich an Ihre Bäckerei oder an unseren Support.'],
    ['GUEST_IDENTIFIER_TOO_SHORT', {}, 'Bitte geben Sie mindestens 3 Zeichen ein.'],
    [
      'GUEST_IDENTIFIER_AMBIGUOUS',
      {},
      'Zu viele Gäste passen zu dieser Eingabe. Bitte geben Sie Ihren vollständigen Benutzernamen ein.',
    ],
    ['TOO_MANY_ATTEMPTS', {}, 'Zu viele Versuche. Bitte versuchen Sie es später erneut.'],
    ['SOMETHING_NEW', {}, 'Ein unerwarteter Fehler ist aufgetreten.'],
  ])('shows the refusal %s in German and stays signed out', async (code, extensions, text) => {
    const server = fakeServer({ GuestLogin: () => refusal(code, extensions) });
    const { storage } = renderApp(server);
    await signIn('zimmer12', 'wrong');
    expect(await screen.findByText(text)).toBeOnTheScreen();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
    expect(storage.value).toBeNull();
  });

  it('says so when the server cannot be reached', async () => {
    const server = fakeServer({ GuestLogin: offline });
    renderApp(server);
    await signIn('zimmer12', 'Sonne-2026!');
    expect(
      await screen.findByText(
        'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      ),
    ).toBeOnTheScreen();
  });

  it('speaks the device language and translates a shown refusal when the guest switches', async () => {
    const server = fakeServer({
      GuestLogin: () => refusal('ACCOUNT_OUTSIDE_STAY', { activeFrom: '2026-12-01', activeTo: '2026-12-08' }),
    });
    renderApp(server, { language: 'it' });
    fireEvent.changeText(await screen.findByLabelText('Nome utente'), 'camera12');
    fireEvent.changeText(screen.getByLabelText('Password'), 'x');
    fireEvent.press(screen.getByRole('button', { name: 'Accedi' }));
    expect(
      await screen.findByText('Il Suo account è attivo solo durante il Suo soggiorno (01.12.2026 – 08.12.2026).'),
    ).toBeOnTheScreen();

    fireEvent.press(screen.getByRole('radio', { name: 'English' }));
    expect(
      await screen.findByText('Your account is only active during your stay (01.12.2026 – 08.12.2026).'),
    ).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeOnTheScreen();
    // signed out, switching saves nothing
    expect(server.names()).toEqual(['GuestLogin']);
  });
});
