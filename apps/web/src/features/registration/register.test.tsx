import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, gqlError, installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const STRONG = 'Brot2026!x';

describe('registration', () => {
  it('names the registration bakery', async () => {
    installFakeApi();
    renderApp('/register');
    expect(await screen.findByText('Bestellen Sie als Privatkunde bei Bäckerei Huber.')).toBeInTheDocument();
  });

  it('says registration is closed when no bakery takes registrations', async () => {
    installFakeApi({}, { registrationOpen: false });
    renderApp('/register');
    expect(await screen.findByText('Die Registrierung ist geschlossen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrieren' })).not.toBeInTheDocument();
  });

  it('checks the username live: client rules first, then the debounced server count', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({
      UsernameCount: (variables) => data({ usernameCount: variables.username === 'anna' ? 1 : 0 }),
    });
    renderApp('/register');
    const input = await screen.findByLabelText(/^Benutzername/);

    await user.type(input, 'an');
    expect(screen.getByText('Der Benutzername muss mindestens 3 Zeichen lang sein.')).toBeInTheDocument();
    await user.type(input, '<');
    expect(screen.getByText('Der Benutzername darf keines der Zeichen < > = { } enthalten.')).toBeInTheDocument();
    expect(api.callsOf('UsernameCount')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'anna');
    expect(await screen.findByText('Dieser Benutzername ist bereits vergeben.')).toBeInTheDocument();
    expect(api.callsOf('UsernameCount').map((call) => call.variables.username)).toEqual(['anna']);

    await user.type(input, '2');
    expect(await screen.findByText('Dieser Benutzername ist frei.')).toBeInTheDocument();
  });

  it('sends nothing while the e-mail is malformed', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({ UsernameCount: () => data({ usernameCount: 0 }) });
    renderApp('/register');
    await user.type(await screen.findByLabelText(/^Benutzername/), 'anna');
    await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'anna@');
    await user.click(screen.getByRole('button', { name: 'Generieren' }));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(api.callsOf('EmailCount')).toHaveLength(0);
    expect(api.callsOf('Register')).toHaveLength(0);
  });

  it('registers and asks for the verification code from the mail', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({
      UsernameCount: () => data({ usernameCount: 0 }),
      Register: () => data({ register: true }),
      ConfirmEmail: (variables) =>
        variables.code === '123456' ? data({ confirmEmail: true }) : gqlError('VERIFICATION_CODE_WRONG'),
    });
    renderApp('/register');
    await user.type(await screen.findByLabelText(/^Benutzername/), 'anna');
    await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Neues Passwort/), STRONG);
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), STRONG);
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));

    expect(
      await screen.findByText(/Wir haben eine Bestätigungs-E-Mail an anna@example.com gesendet/),
    ).toBeInTheDocument();
    // the address is never checked on its own: that would tell strangers which addresses have an account
    expect(api.callsOf('EmailCount')).toHaveLength(0);
    expect(api.callsOf('Register')[0]?.variables).toEqual({
      username: 'anna',
      email: 'anna@example.com',
      password: STRONG,
      language: 'de',
    });

    await user.type(screen.getByLabelText('Bestätigungscode'), '000000');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(await screen.findByText('Bestätigungscode falsch.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Bestätigungscode'));
    await user.type(screen.getByLabelText('Bestätigungscode'), '123456');
    await user.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(
      await screen.findByText('Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.'),
    ).toBeInTheDocument();
    expect(api.callsOf('ConfirmEmail').at(-1)?.variables).toEqual({ email: 'anna@example.com', code: '123456' });
  });

  it('shows a server refusal translated', async () => {
    const user = userEvent.setup({ delay: null });
    installFakeApi({
      UsernameCount: () => data({ usernameCount: 0 }),
      Register: () => gqlError('REGISTRATION_FAILED'),
    });
    renderApp('/register');
    await user.type(await screen.findByLabelText(/^Benutzername/), 'anna');
    await user.type(screen.getByLabelText(/^E-Mail-Adresse/), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Generieren' }));
    await user.click(screen.getByRole('button', { name: 'Registrieren' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registrierung fehlgeschlagen.'));
  });
});

describe('e-mail verification by link (/login/:verify)', () => {
  it('confirms the token of the link', async () => {
    const api = installFakeApi({ ConfirmEmail: () => data({ confirmEmail: true }) });
    renderApp('/login/token-ok-1');
    expect(
      await screen.findByText('Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.'),
    ).toBeInTheDocument();
    expect(api.callsOf('ConfirmEmail')).toHaveLength(1);
    expect(api.callsOf('ConfirmEmail')[0]?.variables).toEqual({ token: 'token-ok-1' });
  });

  it('explains an invalid link and offers the code form', async () => {
    installFakeApi({ ConfirmEmail: () => gqlError('LINK_INVALID') });
    renderApp('/login/token-old-1');
    expect(await screen.findByText('Dieser Link ist nicht mehr gültig.')).toBeInTheDocument();
    expect(screen.getByLabelText('Bestätigungscode')).toBeInTheDocument();
  });
});
