import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountKind, Language } from '../../api/operations';
import { data, gqlError, installFakeApi, makeUser } from '../../test/fake-api';
import { renderApp, signInStored } from '../../test/render-app';
import { dismissedKey } from './tutorial-store';
import { tutorialFor } from './tutorials';

/**
 * A signed-in account as the server keeps it: `me` answers the tutorials it closed, and
 * `setTutorialDismissed` changes them (or fails, with `failSaves`).
 */
function signInAs(
  kind: AccountKind,
  language: Language = 'de',
  { dismissed = [] as string[], failSaves = false } = {},
) {
  signInStored();
  const account = { dismissed: [...dismissed] };
  const api = installFakeApi({
    Me: () => data({ me: makeUser({ kind, language, dismissedTutorials: [...account.dismissed] }) }),
    SetTutorialDismissed: ({ key, dismissed: close }) => {
      if (failSaves) return gqlError('INTERNAL');
      const others = account.dismissed.filter((k) => k !== key);
      account.dismissed = close ? [...others, String(key)] : others;
      return data({ setTutorialDismissed: account.dismissed });
    },
  });
  return { ...api, account };
}

const settingsTitle = {
  de: 'Kurzanleitung: Einstellungen',
  it: 'Guida rapida: Impostazioni',
  en: 'Quick guide: Settings',
};

describe('page tutorials', () => {
  it('picks each kind its own guide of a screen, none where there is none', () => {
    expect(tutorialFor('/orders', 'BAKERY')).toBe('ordersBakery');
    expect(tutorialFor('/orders', 'HOST')).toBe('ordersHost');
    expect(tutorialFor('/orders', 'GUEST')).toBe('ordersClient');
    expect(tutorialFor('/products', 'HOST')).toBe('productsHost');
    expect(tutorialFor('/bills/', 'PRIVATE')).toBe('billsClient');
    expect(tutorialFor('/orders/compile', 'BAKERY')).toBe('compile');
    expect(tutorialFor('/bakery', 'BAKERY')).toBe('bakeList');
    expect(tutorialFor('/order/12', 'BAKERY')).toBeNull();
    expect(tutorialFor('/bakeries', 'OPERATOR')).toBeNull();
    expect(tutorialFor('/chat', 'HOST')).toBe('messages');
    expect(tutorialFor('/chat', 'OPERATOR')).toBeNull();
  });

  it.each(['de', 'it', 'en'] as const)('shows the guide in the user language (%s)', async (language) => {
    signInAs('BAKERY', language);
    renderApp('/settings?tab=password');
    const guide = await screen.findByRole('region', { name: settingsTitle[language] }, { timeout: 25_000 });
    expect(within(guide).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(within(guide).getByRole('link', { name: /FAQ/ })).toHaveAttribute('href', '/faq');
  });

  it('closes, stays closed for this account after a reload, and comes back from the help button', async () => {
    const user = userEvent.setup({ delay: null });
    const api = signInAs('BAKERY');
    const first = renderApp('/settings?tab=password');
    const guide = await screen.findByRole('region', { name: settingsTitle.de }, { timeout: 25_000 });
    await user.click(within(guide).getByRole('button', { name: 'Verstanden' }));
    // closed at once, and saved to the account (not to this browser)
    expect(screen.queryByRole('region', { name: settingsTitle.de })).not.toBeInTheDocument();
    await waitFor(() => expect(api.account.dismissed).toEqual(['settingsBakery']));
    expect(api.callsOf('SetTutorialDismissed').map((call) => call.variables)).toEqual([
      { key: 'settingsBakery', dismissed: true },
    ]);
    expect(localStorage.getItem(dismissedKey('7'))).toBeNull();

    first.unmount();
    renderApp('/settings?tab=password');
    const help = await screen.findByRole('button', { name: 'Hilfe' }, { timeout: 25_000 });
    await screen.findByRole('heading', { level: 2, name: 'Passwort ändern' });
    expect(screen.queryByRole('region', { name: settingsTitle.de })).not.toBeInTheDocument();
    expect(help).toHaveAttribute('aria-expanded', 'false');

    await user.click(help);
    const again = await screen.findByRole('region', { name: settingsTitle.de });
    await waitFor(() => expect(again).toHaveFocus());
    expect(help).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(api.account.dismissed).toEqual([]));

    await user.click(within(again).getByRole('button', { name: 'Anleitung schließen' }));
    expect(screen.queryByRole('region', { name: settingsTitle.de })).not.toBeInTheDocument();
    // the focus goes back to the button that reopens it, not to the page's start
    expect(help).toHaveFocus();
    await waitFor(() => expect(api.account.dismissed).toEqual(['settingsBakery']));
  });

  it('keeps a guide the account closed elsewhere closed in a fresh browser', async () => {
    // issue 45 (11): closed on the office PC, the tablet (nothing in its local storage) does not show it
    expect(localStorage.length).toBe(0);
    const api = signInAs('BAKERY', 'de', { dismissed: ['settingsBakery'] });
    renderApp('/settings?tab=password');
    const help = await screen.findByRole('button', { name: 'Hilfe' }, { timeout: 25_000 });
    await screen.findByRole('heading', { level: 2, name: 'Passwort ändern' });
    expect(screen.queryByRole('region', { name: settingsTitle.de })).not.toBeInTheDocument();
    expect(help).toHaveAttribute('aria-expanded', 'false');
    expect(api.callsOf('SetTutorialDismissed')).toEqual([]);
  });

  it('sends the guides this browser closed before once to the account, and shows them no more', async () => {
    localStorage.setItem(dismissedKey('7'), JSON.stringify(['settingsBakery', 'compile', 'nonsense']));
    const api = signInAs('BAKERY', 'de', { dismissed: ['compile'] });
    renderApp('/settings?tab=password');
    await screen.findByRole('heading', { level: 2, name: 'Passwort ändern' }, { timeout: 25_000 });
    expect(screen.queryByRole('region', { name: settingsTitle.de })).not.toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(dismissedKey('7'))).toBeNull());
    // only what the account lacked; the browser's list is gone once the account has it
    expect(api.callsOf('SetTutorialDismissed').map((call) => call.variables)).toEqual([
      { key: 'settingsBakery', dismissed: true },
    ]);
    expect(api.account.dismissed).toEqual(['compile', 'settingsBakery']);
  });

  it('keeps a guide closed on this page when saving fails, without an alarm', async () => {
    const user = userEvent.setup({ delay: null });
    const api = signInAs('BAKERY', 'de', { failSaves: true });
    renderApp('/settings?tab=password');
    const guide = await screen.findByRole('region', { name: settingsTitle.de }, { timeout: 25_000 });
    await user.click(within(guide).getByRole('button', { name: 'Verstanden' }));
    await waitFor(() => expect(api.callsOf('SetTutorialDismissed')).toHaveLength(1));
    // the answer has come back as an error: still closed, and nothing alarms the user
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: settingsTitle.de })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("remembers the choice per account: what another account closed in the same browser is not this one's", async () => {
    localStorage.setItem(dismissedKey('99'), JSON.stringify(['settingsBakery']));
    const api = signInAs('BAKERY');
    renderApp('/settings?tab=password');
    expect(await screen.findByRole('region', { name: settingsTitle.de }, { timeout: 25_000 })).toBeInTheDocument();
    expect(api.callsOf('SetTutorialDismissed')).toEqual([]);
  });

  it('leads the help button to the FAQ on a screen without a guide', async () => {
    signInAs('BAKERY');
    renderApp('/sitemap');
    const help = await screen.findByRole('link', { name: 'Hilfe' }, { timeout: 25_000 });
    expect(help).toHaveAttribute('href', '/faq');
  });
});
