import { fireEvent, screen } from '@testing-library/react-native';
import type { AppUser } from '@bakery/api';
import { GUEST, fakeServer, memoryStorage, offline, product, refusal } from '../../test/fake-server';
import { renderApp } from '../../test/render-app';

async function onProfile(user: AppUser | null = GUEST) {
  const server = fakeServer({
    GuestMe: () => (user ? { data: { me: user } } : offline()),
    GuestProducts: () => ({ data: { guestProducts: [product('p1', 'Semmel', 60)] } }),
  });
  const utils = renderApp(server, { storage: memoryStorage('jwt-stored') });
  fireEvent.press(await screen.findByRole('tab', { name: user?.language === 'en' ? 'Profile' : 'Profil' }));
  return { server, ...utils };
}

function typePasswords(current: string, password: string, repeat: string) {
  fireEvent.changeText(screen.getByLabelText('Aktuelles Passwort'), current);
  fireEvent.changeText(screen.getByLabelText('Neues Passwort'), password);
  fireEvent.changeText(screen.getByLabelText('Neues Passwort wiederholen'), repeat);
}

describe('the profile', () => {
  it('shows the guest, the stay and the host to turn to', async () => {
    await onProfile();
    expect(screen.getByText('zimmer12')).toBeOnTheScreen();
    expect(screen.getByText('Ihr Aufenthalt')).toBeOnTheScreen();
    expect(screen.getByText('20.11.2026 – 27.11.2026')).toBeOnTheScreen();
    expect(screen.getByText('Während Ihres Aufenthalts können Sie bestellen.')).toBeOnTheScreen();
    expect(screen.getByText('Ihr Gastgeber')).toBeOnTheScreen();
    expect(screen.getByText('Hotel Sonne')).toBeOnTheScreen();
    expect(
      screen.getByText(
        'Bei Fragen zu Ihrem Aufenthalt oder Ihrer Lieferung wenden Sie sich bitte direkt an Hotel Sonne, zum Beispiel an der Rezeption.',
      ),
    ).toBeOnTheScreen();
  });

  it.each([
    ['UPCOMING', 'Ihr Aufenthalt hat noch nicht begonnen: Bestellen können Sie ab seinem ersten Tag.'],
    ['OVER', 'Ihr Aufenthalt ist vorbei.'],
  ] as const)('says when the stay is %s', async (stayStatus, text) => {
    await onProfile({ ...GUEST, stayStatus });
    expect(screen.getByText(text)).toBeOnTheScreen();
  });

  it('shows a private customer its bakery and no stay', async () => {
    await onProfile({
      ...GUEST,
      kind: 'PRIVATE',
      label: 'anna',
      displayName: 'Anna Huber',
      host: null,
      stayStatus: null,
      activeFrom: '2021-01-01',
      activeTo: '9999-01-01',
    });
    expect(screen.getByText('anna')).toBeOnTheScreen();
    expect(screen.getByText('Anna Huber')).toBeOnTheScreen();
    expect(screen.queryByText('Ihr Aufenthalt')).toBeNull();
    expect(screen.getByText('Ihre Bäckerei')).toBeOnTheScreen();
    expect(screen.getByText('Bäckerei Mair')).toBeOnTheScreen();
  });

  it('switches the language and saves it to the account', async () => {
    const { server } = await onProfile();
    server.on('GuestChangeLanguage', (variables) => ({
      data: { changeLanguage: { ...GUEST, language: variables.language } },
    }));
    fireEvent.press(screen.getByRole('radio', { name: 'Italiano' }));
    expect(await screen.findByText('Il Suo soggiorno')).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestChangeLanguage')?.variables).toEqual({
      language: 'it',
    });
    expect(screen.getByRole('radio', { name: 'Italiano' })).toBeChecked();
  });

  it('shows a refused language change', async () => {
    const { server } = await onProfile();
    server.on('GuestChangeLanguage', () => refusal('UNAUTHENTICATED'));
    fireEvent.press(screen.getByRole('radio', { name: 'English' }));
    // the session ended on the server: back to sign-in, saying why
    expect(await screen.findByText('Please sign in again.')).toBeOnTheScreen();
  });

  it('signs out and forgets the session', async () => {
    const { storage } = await onProfile();
    fireEvent.press(screen.getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeOnTheScreen();
    expect(storage.value).toBeNull();
  });

  it('offers language and sign-out when the account could not be loaded (offline)', async () => {
    await onProfile(null);
    expect(screen.getByRole('radio', { name: 'English' })).toBeOnTheScreen();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeOnTheScreen();
    expect(screen.queryByLabelText('Aktuelles Passwort')).toBeNull();
  });
});

describe('changing the password', () => {
  it('ticks off the §5 rules while typing', async () => {
    await onProfile();
    expect(screen.getByLabelText('mindestens 8 Zeichen: fehlt')).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText('Neues Passwort'), 'sonne2026');
    expect(screen.getByLabelText('mindestens 8 Zeichen: erfüllt')).toBeOnTheScreen();
    expect(screen.getByLabelText('eine Zahl: erfüllt')).toBeOnTheScreen();
    expect(screen.getByLabelText('einen Kleinbuchstaben: erfüllt')).toBeOnTheScreen();
    expect(screen.getByLabelText('einen Großbuchstaben: fehlt')).toBeOnTheScreen();
    expect(screen.getByLabelText('ein Sonderzeichen (z. B. ! ? - #): fehlt')).toBeOnTheScreen();
    expect(screen.getByLabelText('dieselbe Wiederholung: fehlt')).toBeOnTheScreen();
    fireEvent.changeText(screen.getByLabelText('Neues Passwort'), 'Sonne-2026');
    fireEvent.changeText(screen.getByLabelText('Neues Passwort wiederholen'), 'Sonne-2026');
    expect(screen.queryByLabelText(/: fehlt$/)).toBeNull();
  });

  it('changes it and continues the session with the new token', async () => {
    const { server, storage } = await onProfile();
    server.on('GuestChangePassword', () => ({
      data: { changePassword: { jwt: 'jwt-new', userId: GUEST.id, user: GUEST } },
    }));
    typePasswords('alt-Passwort1', 'Sonne-2026!', 'Sonne-2026!');
    fireEvent.press(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Ihr Passwort wurde geändert. Andere Geräte wurden abgemeldet.')).toBeOnTheScreen();
    expect(server.calls.find((call) => call.operationName === 'GuestChangePassword')).toEqual({
      operationName: 'GuestChangePassword',
      variables: { currentPassword: 'alt-Passwort1', password: 'Sonne-2026!', passwordConfirmation: 'Sonne-2026!' },
      token: 'jwt-stored',
    });
    expect(storage.value).toBe('jwt-new');
    expect(screen.getByLabelText('Aktuelles Passwort')).toHaveDisplayValue('');

    // the next call carries the new token
    server.on('GuestAbos', () => ({ data: { abos: { total: 0, items: [] } } }));
    fireEvent.press(screen.getByRole('tab', { name: 'Abos' }));
    await screen.findByText('Sie haben noch keine Abos.');
    expect(server.calls.at(-1)).toMatchObject({ operationName: 'GuestAbos', token: 'jwt-new' });
  });

  it.each([
    ['', 'Sonne-2026!', 'Sonne-2026!', 'Bitte geben Sie Ihr aktuelles Passwort ein.'],
    ['alt', 'Sonne-1', 'Sonne-1', 'Passwörter müssen aus mindestens 8 Zeichen bestehen!'],
    ['alt', 'Sonne-Mond', 'Sonne-Mond', 'Mindestens eine Zahl!'],
    ['alt', 'SONNE-2026', 'SONNE-2026', 'Mindestens ein Kleinbuchstabe!'],
    ['alt', 'sonne-2026', 'sonne-2026', 'Mindestens ein Großbuchstabe!'],
    ['alt', 'Sonne2026', 'Sonne2026', 'Mindestens ein Sonderzeichen!'],
    ['alt', 'Sonne-2026', '', 'Bitte wiederholen Sie das Passwort.'],
    ['alt', 'Sonne-2026', 'Sonne-2027', 'Die Passwörter stimmen nicht überein!'],
  ])('asks to fix the entry (%s / %s / %s) before sending', async (current, password, repeat, text) => {
    const { server } = await onProfile();
    typePasswords(current, password, repeat);
    fireEvent.press(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(screen.getByText(text)).toBeOnTheScreen();
    expect(server.names()).not.toContain('GuestChangePassword');
  });

  it.each([
    ['PASSWORD_WRONG', 'Passwort falsch!'],
    ['PASSWORD_NO_SPECIAL', 'Mindestens ein Sonderzeichen!'],
    ['TOO_MANY_ATTEMPTS', 'Zu viele Versuche. Bitte versuchen Sie es später erneut.'],
    ['INTERNAL', 'Ein unerwarteter Fehler ist aufgetreten.'],
  ])('shows the refusal %s and keeps the session', async (code, text) => {
    const { server, storage } = await onProfile();
    server.on('GuestChangePassword', () => refusal(code));
    typePasswords('falsch', 'Sonne-2026!', 'Sonne-2026!');
    fireEvent.press(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText(text)).toBeOnTheScreen();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(storage.value).toBe('jwt-stored');
    expect(screen.getByRole('button', { name: 'Passwort ändern' })).toBeEnabled();
  });

  it('says when the server cannot be reached', async () => {
    const { server } = await onProfile();
    server.on('GuestChangePassword', offline);
    typePasswords('alt-Passwort1', 'Sonne-2026!', 'Sonne-2026!');
    fireEvent.press(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(
      await screen.findByText(
        'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
      ),
    ).toBeOnTheScreen();
  });
});
