import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { data, gqlError, installFakeApi, makeUser } from '../../test/fake-api';
import { renderApp, signInStored } from '../../test/render-app';

const STRONG = 'Semmel2026!';

describe('forgot password', () => {
  it('sends the mail from the login screen and says so', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({ ForgotPassword: () => data({ forgotPassword: true }) });
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Passwort vergessen?' }));
    const email = await screen.findByLabelText('E-Mail-Adresse');
    await user.type(email, 'no-at-sign');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
    expect(api.callsOf('ForgotPassword')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByText(/Falls ein Konto anna@example.com verwendet/)).toBeInTheDocument();
    expect(api.callsOf('ForgotPassword')[0]?.variables).toEqual({ email: 'anna@example.com' });
  });
});

describe('password reset (/password/restore/:code)', () => {
  it('shows the captcha question and sends token and answer', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({
      Captcha: () => data({ captcha: { question: '7 + 5', token: 'captcha-token' } }),
      ResetPassword: () => data({ resetPassword: true }),
    });
    renderApp('/password/restore/reset-code-9');
    await user.type(await screen.findByLabelText(/^Neues Passwort/), STRONG);
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), STRONG);
    await user.type(await screen.findByLabelText('Wie viel ist 7 + 5?'), '12');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));

    expect(
      await screen.findByText('Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(api.callsOf('ResetPassword')[0]?.variables).toEqual({
      code: 'reset-code-9',
      password: STRONG,
      passwordConfirmation: STRONG,
      captchaToken: 'captcha-token',
      captchaAnswer: 12,
    });
  });

  it('does not send a password that breaks the rules', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi({ Captcha: () => data({ captcha: { question: '2 + 2', token: 't' } }) });
    renderApp('/password/restore/reset-code-9');
    await user.type(await screen.findByLabelText(/^Neues Passwort/), 'short');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'short');
    await user.type(await screen.findByLabelText('Wie viel ist 2 + 2?'), '4');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(document.querySelector('[data-rule="TOO_SHORT"]')).toHaveAttribute('data-met', 'false');
    expect(api.callsOf('ResetPassword')).toHaveLength(0);
  });

  // a captcha works once (issue 45): after any refusal the server may have spent it
  it.each([
    ['CAPTCHA_WRONG', 'Die Lösung der Rechenaufgabe ist falsch.'],
    ['LINK_INVALID', 'Dieser Link ist nicht mehr gültig.'],
  ])('shows %s and loads a new question', async (code, text) => {
    const user = userEvent.setup({ delay: null });
    let round = 0;
    const api = installFakeApi({
      Captcha: () => {
        round += 1;
        return data({ captcha: { question: round === 1 ? '3 + 4' : '6 + 1', token: `t${round}` } });
      },
      ResetPassword: () => gqlError(code),
    });
    renderApp('/password/restore/reset-code-9');
    await user.type(await screen.findByLabelText(/^Neues Passwort/), STRONG);
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), STRONG);
    await user.type(await screen.findByLabelText('Wie viel ist 3 + 4?'), '8');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(await screen.findByLabelText('Wie viel ist 6 + 1?')).toBeInTheDocument();
    expect(api.callsOf('Captcha')).toHaveLength(2);
  });

  it('announces a captcha that fails to load as an alert', async () => {
    installFakeApi({ Captcha: () => gqlError('INTERNAL') });
    renderApp('/password/restore/reset-code-9');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ein unerwarteter Fehler ist aufgetreten.');
  });
});

describe('password change in the settings', () => {
  function setup() {
    signInStored();
    return installFakeApi({
      Me: () => data({ me: makeUser({ kind: 'PRIVATE', label: 'anna' }) }),
      ChangePassword: (variables) =>
        variables.currentPassword === 'Old-pass1'
          ? data({
              changePassword: { jwt: 'rotated-jwt', userId: '7', user: makeUser({ kind: 'PRIVATE', label: 'anna' }) },
            })
          : gqlError('PASSWORD_WRONG'),
    });
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, current: string) {
    await user.type(await screen.findByLabelText(/^Aktuelles Passwort/), current);
    await user.type(screen.getByLabelText(/^Neues Passwort/), STRONG);
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), STRONG);
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
  }

  it('translates PASSWORD_WRONG', async () => {
    const user = userEvent.setup({ delay: null });
    setup();
    renderApp('/settings?tab=password');
    await fill(user, 'not-it');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwort falsch!');
    expect(localStorage.getItem('token')).toBe('stored-token');
  });

  it('changes the password and keeps the session with the returned token', async () => {
    const user = userEvent.setup({ delay: null });
    const api = setup();
    renderApp('/settings?tab=password');
    await fill(user, 'Old-pass1');
    expect(await screen.findByText('Ihr Passwort wurde geändert.')).toBeInTheDocument();
    expect(api.callsOf('ChangePassword')[0]?.variables).toEqual({
      currentPassword: 'Old-pass1',
      password: STRONG,
      passwordConfirmation: STRONG,
    });
    expect(localStorage.getItem('token')).toBe('rotated-jwt');
    expect(screen.getByLabelText(/^Aktuelles Passwort/)).toHaveValue('');
  });
});
