import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setBrowserLanguages } from '../../test/setup';
import { data, installFakeApi, makeUser } from '../../test/fake-api';
import { renderApp, signInStored } from '../../test/render-app';
import { detectLanguage } from './language';

// requirements/accounts-and-sign-in.md#languages
describe('language resolution', () => {
  it('follows the browser language without a cookie', async () => {
    setBrowserLanguages(['it-IT', 'en']);
    installFakeApi();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Bentornato' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
  });

  it('lets the sw_lang cookie win over the browser', async () => {
    setBrowserLanguages(['it-IT']);
    document.cookie = 'sw_lang=en; path=/';
    expect(detectLanguage()).toBe('en');
    installFakeApi();
    renderApp('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it("lets the signed-in user's own language win over the cookie", async () => {
    setBrowserLanguages(['de-DE']);
    document.cookie = 'sw_lang=en; path=/';
    signInStored();
    installFakeApi({ Me: () => data({ me: makeUser({ language: 'it', label: 'Forno Rossi' }) }) });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Benvenuto, Forno Rossi' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
    // and remembers it, so the next page load starts in Italian (the server's page, the first render)
    expect(document.cookie).toContain('sw_lang=it');
  });

  it('falls back to German for an unsupported browser language', () => {
    setBrowserLanguages(['fr-FR']);
    expect(detectLanguage()).toBe('de');
  });
});

describe('language switch', () => {
  it('logged out: switches the texts and remembers the choice in sw_lang', async () => {
    const user = userEvent.setup({ delay: null });
    const api = installFakeApi();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Willkommen zurück' });
    await user.click(screen.getByText('English'));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(document.cookie).toContain('sw_lang=en');
    expect(document.documentElement.lang).toBe('en');
    expect(api.callsOf('ChangeLanguage')).toHaveLength(0);
  });

  it('logged in: also saves the language to the account, then asks the screen again (the server names products in it)', async () => {
    const user = userEvent.setup({ delay: null });
    signInStored();
    const api = installFakeApi({
      Me: () => data({ me: makeUser({ language: 'de', label: 'Hotel Post' }) }),
      ChangeLanguage: (variables) =>
        data({ changeLanguage: makeUser({ language: variables.language as 'it', label: 'Hotel Post' }) }),
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Schön, dass Sie da sind, Hotel Post' });
    await waitFor(() => expect(api.callsOf('Dashboard')).toHaveLength(1));
    await user.click(screen.getByText('Italiano'));

    expect(await screen.findByRole('heading', { name: 'Benvenuto, Hotel Post' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsOf('ChangeLanguage')).toHaveLength(1));
    expect(api.callsOf('ChangeLanguage')[0]?.variables).toEqual({ language: 'it' });
    expect(document.cookie).toContain('sw_lang=it');
    // the dashboard (top products by name) is read again, after the account's language was saved
    await waitFor(() => expect(api.callsOf('Dashboard')).toHaveLength(2));
    const order = api.calls.map((call) => call.operationName);
    expect(order.lastIndexOf('Dashboard')).toBeGreaterThan(order.indexOf('ChangeLanguage'));
  });
});
