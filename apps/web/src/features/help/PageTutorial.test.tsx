import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccountKind, Language } from '../../api/operations';
import { data, installFakeApi, makeUser } from '../../test/fake-api';
import { renderApp, signInStored } from '../../test/render-app';
import { dismissedKey } from './tutorial-store';
import { tutorialFor } from './tutorials';

function signInAs(kind: AccountKind, language: Language = 'de') {
  signInStored();
  installFakeApi({ Me: () => data({ me: makeUser({ kind, language }) }) });
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

  it('closes, stays closed for this user after a reload, and comes back from the help button', async () => {
    const user = userEvent.setup({ delay: null });
    signInAs('BAKERY');
    const first = renderApp('/settings?tab=password');
    const guide = await screen.findByRole('region', { name: settingsTitle.de }, { timeout: 25_000 });
    await user.click(within(guide).getByRole('button', { name: 'Verstanden' }));
    expect(screen.queryByRole('region', { name: settingsTitle.de })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(dismissedKey('7')) ?? '[]')).toEqual(['settingsBakery']);

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
    expect(localStorage.getItem(dismissedKey('7'))).toBe('[]');

    await user.click(within(again).getByRole('button', { name: 'Anleitung schließen' }));
    expect(screen.queryByRole('region', { name: settingsTitle.de })).not.toBeInTheDocument();
    // the focus goes back to the button that reopens it, not to the page's start
    expect(help).toHaveFocus();
  });

  it('remembers the choice per user: another account in the same browser still sees the guide', async () => {
    localStorage.setItem(dismissedKey('99'), JSON.stringify(['settingsBakery']));
    signInAs('BAKERY');
    renderApp('/settings?tab=password');
    expect(await screen.findByRole('region', { name: settingsTitle.de }, { timeout: 25_000 })).toBeInTheDocument();
  });

  it('leads the help button to the FAQ on a screen without a guide', async () => {
    signInAs('BAKERY');
    renderApp('/sitemap');
    const help = await screen.findByRole('link', { name: 'Hilfe' }, { timeout: 25_000 });
    expect(help).toHaveAttribute('href', '/faq');
  });
});
