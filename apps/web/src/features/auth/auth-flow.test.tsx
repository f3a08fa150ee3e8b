import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { request } from '../../api/client';
import { ChangeLanguageMutation } from '../../api/operations';
import { data, gqlError, installFakeApi, makeUser } from '../../test/fake-api';
import { openMenu, renderApp, signInStored } from '../../test/render-app';
import { setBrowserLanguages } from '../../test/setup';

// requirements/accounts-and-sign-in.md#sessions
describe('authentication flow', () => {
  it('shows the login form without a stored session and never asks for the user', async () => {
    const api = installFakeApi();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Willkommen zurück' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(api.callsOf('Me')).toHaveLength(0);
  });

  it('loads the stored user with the bearer token and logs in', async () => {
    signInStored();
    const api = installFakeApi({ Me: () => data({ me: makeUser({ label: 'Bäckerei Huber' }) }) });
    renderApp('/dashboard');
    expect(screen.getByText('Sie werden angemeldet…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Schön, dass Sie da sind, Bäckerei Huber' })).toBeInTheDocument();
    expect(screen.getByTestId('user-kind')).toHaveTextContent('Bäckerei');
    expect(api.callsOf('Me')[0]?.authorization).toBe('Bearer stored-token');
  });

  it('removes token and userID and shows the error when loading the user fails', async () => {
    signInStored();
    installFakeApi({ Me: () => gqlError('ACCOUNT_BLOCKED') });
    renderApp('/orders');
    expect(await screen.findByText('Ihre Sitzung konnte nicht wiederhergestellt werden')).toBeInTheDocument();
    expect(screen.getByText(/Ihr Konto ist gesperrt/)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userID')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('treats a null `me` (expired token) as a failure', async () => {
    signInStored();
    installFakeApi({ Me: () => data({ me: null }) });
    renderApp('/dashboard');
    expect(await screen.findByText('Bitte melden Sie sich erneut an.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the stored session when the server cannot be reached and logs in once it answers', async () => {
    signInStored();
    let calls = 0;
    installFakeApi({
      Me: () => {
        calls += 1;
        // the first answer never comes (no connection, or the page was left while asking)
        if (calls === 1) throw new TypeError('Failed to fetch');
        return data({ me: makeUser({ label: 'Bäckerei Huber' }) });
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByText(/Der Server ist gerade nicht erreichbar/)).toBeInTheDocument();
    expect(screen.getByText('Sie werden angemeldet…')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('stored-token');
    expect(localStorage.getItem('userID')).not.toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Schön, dass Sie da sind, Bäckerei Huber' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it("keeps the stored session when the server fails itself (INTERNAL), and ends it when the server's next answer refuses it", async () => {
    signInStored();
    let calls = 0;
    installFakeApi({
      Me: () => {
        calls += 1;
        return calls === 1 ? gqlError('INTERNAL') : data({ me: null });
      },
    });
    renderApp('/orders');
    expect(await screen.findByText(/Der Server ist gerade nicht erreichbar/)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('stored-token');
    expect(
      await screen.findByText('Bitte melden Sie sich erneut an.', undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('stores the session after a successful login and greets the user', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({
      Login: () =>
        data({
          login: { jwt: 'new-jwt', userId: '42', user: makeUser({ id: '42', label: 'Hotel Post', kind: 'HOST' }) },
        }),
    });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Benutzername oder E-Mail'), 'hotelpost');
    await user.type(screen.getByLabelText('Passwort'), 'Secret1!x');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText('Willkommen, Hotel Post!')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('new-jwt');
    expect(localStorage.getItem('userID')).toBe('42');
    expect(api.callsOf('Login')[0]?.variables).toEqual({ identifier: 'hotelpost', password: 'Secret1!x' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
  });

  it('names the show-password button in the interface language and reaches it by Tab', async () => {
    const user = userEvent.setup({ delay: null });
    setBrowserLanguages(['en-GB', 'en']);
    installFakeApi();
    renderApp('/login');
    await user.click(await screen.findByLabelText('Username or e-mail'));
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('does not send a login without identifier and password', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(screen.getAllByText('Bitte füllen Sie dieses Feld aus.')).toHaveLength(2);
    expect(api.callsOf('Login')).toHaveLength(0);
  });

  it('shows a red alert with the translated error when the login fails', async () => {
    const user = userEvent.setup({ delay: null });
    installFakeApi({ Login: () => gqlError('INVALID_CREDENTIALS') });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Benutzername oder E-Mail'), 'huber');
    await user.type(screen.getByLabelText('Passwort'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Anmeldung fehlgeschlagen');
    expect(alert).toHaveTextContent('Benutzername oder Passwort falsch!');
    expect(alert.closest('[data-variant]') ?? alert).toHaveStyle({
      '--alert-color': 'var(--mantine-color-red-light-color)',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('points a guest to the guest app (ONLY_FOR_ADMINS)', async () => {
    const user = userEvent.setup({ delay: null });
    installFakeApi({ Login: () => gqlError('ONLY_FOR_ADMINS') });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Benutzername oder E-Mail'), 'guest1');
    await user.type(screen.getByLabelText('Passwort'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Als Gast bestellen Sie bitte in der Gäste-App.');
    expect(within(alert).getByRole('link', { name: 'Zur Gäste-App' })).toHaveAttribute(
      'href',
      'https://guest.brotzeit.test',
    );
  });

  it('takes the guest app address from the refusal when the public config has none, in the chosen language', async () => {
    const user = userEvent.setup({ delay: null });
    installFakeApi(
      { Login: () => gqlError('ONLY_FOR_ADMINS', { guestAppUrl: 'https://bakery.test/guest' }) },
      { guestAppUrl: '' },
    );
    setBrowserLanguages(['it-IT']);
    renderApp('/login');
    await user.type(await screen.findByLabelText('Nome utente o e-mail'), 'camera12');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Gli ospiti ordinano nell'app per gli ospiti.");
    expect(within(alert).getByRole('link', { name: "Apri l'app per gli ospiti" })).toHaveAttribute(
      'href',
      'https://bakery.test/guest',
    );
  });

  it('formats the stay of ACCOUNT_OUTSIDE_STAY as German dates', async () => {
    const user = userEvent.setup({ delay: null });
    installFakeApi({
      Login: () => gqlError('ACCOUNT_OUTSIDE_STAY', { activeFrom: '2026-07-01', activeTo: '2026-07-14' }),
    });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Benutzername oder E-Mail'), 'private1');
    await user.type(screen.getByLabelText('Passwort'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihr Konto ist nur während Ihres Aufenthalts aktiv (01.07.2026 – 14.07.2026).',
    );
  });

  it("tells a bakery whose contract ended why it is blocked and links the operator's contact, not the bakery", async () => {
    const user = userEvent.setup({ delay: null });
    installFakeApi({ Login: () => gqlError('CONTRACT_ENDED', { lastDay: '2026-11-30' }) });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Benutzername oder E-Mail'), 'baeckerei');
    await user.type(screen.getByLabelText('Passwort'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Der Vertrag Ihrer Bäckerei mit Brotzeit ist nach Ihrer Kündigung am 30.11.2026 geendet, deshalb ist das Konto gesperrt.',
    );
    expect(alert).not.toHaveTextContent('Ihre Bäckerei oder');
    expect(within(alert).getByRole('link', { name: 'Zur Kontaktseite des Betreibers' })).toHaveAttribute(
      'href',
      '/chat/create',
    );
  });

  it('offers the verification code form to an unconfirmed account', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({
      Login: () => gqlError('ACCOUNT_NOT_CONFIRMED'),
      ConfirmEmail: () => data({ confirmEmail: true }),
    });
    renderApp('/login');
    await user.type(await screen.findByLabelText('Benutzername oder E-Mail'), 'anna@example.com');
    await user.type(screen.getByLabelText('Passwort'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ihr Konto ist noch nicht aktiviert.');
    // the code form is a chunk of its own, there once fetched
    expect(await screen.findByLabelText('E-Mail-Adresse')).toHaveValue('anna@example.com');
    await user.type(screen.getByLabelText('Bestätigungscode'), '123456');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(
      await screen.findByText('Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.'),
    ).toBeInTheDocument();
    expect(api.callsOf('ConfirmEmail')[0]?.variables).toEqual({ email: 'anna@example.com', code: '123456' });
  });

  it('ends an expired or revoked session once, however many requests are refused', async () => {
    signInStored();
    const refused = () => gqlError('UNAUTHENTICATED');
    // the orders screen sends several requests at once; each is refused
    const api = installFakeApi({
      Me: () => data({ me: makeUser() }),
      Orders: refused,
      OrderCounts: refused,
      OrderClients: refused,
      ChangeLanguage: refused,
    });
    renderApp('/orders');
    await act(async () => {
      await Promise.allSettled([
        request(ChangeLanguageMutation, { language: 'de' }),
        request(ChangeLanguageMutation, { language: 'de' }),
      ]);
    });
    expect(
      api.calls.filter((c) => c.operationName !== 'Me' && c.operationName !== 'PublicConfig').length,
    ).toBeGreaterThanOrEqual(3);

    expect(
      await screen.findByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userID')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.getByRole('heading', { name: 'Willkommen zurück' })).toBeInTheDocument();
  });

  it('ends the session when a screen is refused as UNAUTHENTICATED', async () => {
    const user = userEvent.setup({ delay: null });
    signInStored();
    const api = installFakeApi({
      Me: () => data({ me: makeUser({ kind: 'PRIVATE', label: 'anna' }) }),
      ChangePassword: () => gqlError('UNAUTHENTICATED'),
    });
    renderApp('/settings?tab=password');
    await user.type(await screen.findByLabelText(/^Aktuelles Passwort/), 'Old-pass1');
    await user.type(screen.getByLabelText(/^Neues Passwort/), 'Semmel2026!');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'Semmel2026!');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));

    expect(
      await screen.findByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'),
    ).toBeInTheDocument();
    expect(api.callsOf('ChangePassword')[0]?.authorization).toBe('Bearer stored-token');
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('does not end a newer session for the refusal of an older token', async () => {
    signInStored();
    installFakeApi({ Me: () => data({ me: makeUser() }), ChangeLanguage: () => gqlError('UNAUTHENTICATED') });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: /Schön, dass Sie da sind/ });
    localStorage.setItem('token', 'older-token');
    const refused = request(ChangeLanguageMutation, { language: 'de' });
    localStorage.setItem('token', 'stored-token');
    await act(async () => {
      await refused.catch(() => undefined);
    });
    expect(localStorage.getItem('token')).toBe('stored-token');
    expect(screen.getByRole('heading', { name: /Schön, dass Sie da sind/ })).toBeInTheDocument();
    expect(screen.queryByText('Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.')).not.toBeInTheDocument();
  });

  it('logs out: clears the user and the stored keys and says so', async () => {
    const user = userEvent.setup({ delay: null });
    signInStored();
    installFakeApi({ Me: () => data({ me: makeUser() }) });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: /Schön, dass Sie da sind/ });
    openMenu();
    await user.click(screen.getAllByText('Abmelden')[0]!);

    expect(await screen.findByText('Sie wurden abgemeldet.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('userID')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(screen.getByRole('heading', { name: 'Willkommen zurück' })).toBeInTheDocument();
  });
});
