import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountKind } from '../api/operations';
import { data, installFakeApi, makeUser } from '../test/fake-api';
import { openMenu, renderApp, signInStored } from '../test/render-app';

function signInAs(kind: AccountKind, handlers: Parameters<typeof installFakeApi>[0] = {}) {
  signInStored();
  installFakeApi({ Me: () => data({ me: makeUser({ kind, label: `${kind} user` }) }), ...handlers });
}

async function expectPath(path: string) {
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`)));
}

describe('route guard', () => {
  it('tells a guest that /bakery is not accessible to guests', async () => {
    signInAs('GUEST');
    renderApp('/bakery');
    // the first test of the file pays for transforming the lazy route modules (slow on a busy machine)
    expect(
      await screen.findByText('Dieser Bereich ist für Gäste nicht zugänglich.', {}, { timeout: 25_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Backliste', { selector: 'h1' })).not.toBeInTheDocument();
  });

  it('refuses a host on the bakery-only bake list', async () => {
    signInAs('HOST');
    renderApp('/bakery');
    expect(await screen.findByText('Sie dürfen diese Seite nicht sehen.')).toBeInTheDocument();
  });

  it('lets a bakery open its bake list', async () => {
    signInAs('BAKERY', {
      BakeList: () => data({ bakeList: null }),
      BakeListDeadlines: () => data({ bakeListDeadlines: [] }),
    });
    renderApp('/bakery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Backliste' })).toBeInTheDocument();
    expect(screen.queryByText('Sie dürfen diese Seite nicht sehen.')).not.toBeInTheDocument();
  });

  it('lets a host bill its guests but not create bills', async () => {
    signInAs('HOST', {
      GuestBilling: ({ from, to }) =>
        data({
          guestBilling: { from, to, orderCount: 0, totalCents: 0, taxCents: 0, netCents: 0, summaries: [], guests: [] },
        }),
    });
    const { unmount } = renderApp('/client/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gäste abrechnen' })).toBeInTheDocument();
    // a host's list holds only its guests: the menu says so
    openMenu();
    expect(screen.getByRole('link', { name: 'Gäste' })).toHaveAttribute('href', '/clients');
    expect(screen.queryByRole('link', { name: 'Kunden' })).not.toBeInTheDocument();
    unmount();
    renderApp('/bill/create');
    expect(await screen.findByText('Sie dürfen diese Seite nicht sehen.')).toBeInTheDocument();
  });

  it('shows the settings with the password change to a bakery', async () => {
    signInAs('BAKERY');
    renderApp('/settings?tab=password');
    expect(await screen.findByRole('heading', { level: 2, name: 'Passwort ändern' })).toBeInTheDocument();
  });
});

describe('logged-out routing', () => {
  it('redirects an unknown path to /login', async () => {
    installFakeApi();
    renderApp('/orders/compile');
    await expectPath('/login');
    expect(screen.getByRole('heading', { name: 'Willkommen zurück' })).toBeInTheDocument();
  });

  it.each([
    ['/tos', 'Allgemeine Geschäftsbedingungen'],
    ['/privacy', 'Datenschutzerklärung'],
    ['/impressum', 'Impressum'],
    ['/sitemap', 'Sitemap'],
    ['/404', 'Seite nicht gefunden'],
    ['/500', 'Seite vorübergehend nicht verfügbar'],
    ['/about', 'Über Brotzeit'],
    ['/chat/create', 'Support kontaktieren'],
  ])('renders %s', async (path, title) => {
    installFakeApi();
    renderApp(path);
    // a page's h1, or the title of the 404/500 message (ui/MessageScreen.tsx) in <main>
    expect(await screen.findByText(title, { selector: 'h1, main div' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it('states the service price in the terms', async () => {
    installFakeApi();
    renderApp('/tos');
    expect(await screen.findByText(/3,00 EUR pro aktivem Käuferkonto und Monat/)).toBeInTheDocument();
  });
});

describe('logged-in routing', () => {
  it('sends every other path to /dashboard', async () => {
    signInAs('BAKERY');
    renderApp('/login');
    await expectPath('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Schön, dass Sie da sind, BAKERY user' })).toBeInTheDocument();
  });

  it('renders the print instruction in the guest language with German dates', async () => {
    signInAs('HOST', {
      GuestInstructionLink: () =>
        data({ guestInstructionLink: { guestId: '41', signInUrl: 'http://bakery.test/guest?token=t' } }),
    });
    renderApp('/printInstruction/en/anna/Secret1!/Hotel%20Post/B%C3%A4ckerei%20Huber/18:00/3/2026-07-01/2026-07-14');
    expect(await screen.findByRole('heading', { name: 'Ordering bread during your stay' })).toBeInTheDocument();
    expect(
      screen.getByText('Welcome to Hotel Post! Order fresh bread and pastries from Bäckerei Huber in the guest app.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your stay: 01.07.2026 – 14.07.2026')).toBeInTheDocument();
    expect(screen.getByText('anna')).toBeInTheDocument();
  });

  it('shows the role navigation of a private customer', async () => {
    signInAs('PRIVATE');
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: /Schön, dass Sie da sind/ });
    // on a phone (the tests' width) the closed menu's items are not drawn until it is first opened
    expect(screen.queryByRole('link', { name: 'Profil', hidden: true })).not.toBeInTheDocument();
    openMenu();
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Backliste' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kunden' })).not.toBeInTheDocument();
    // its products screen is the catalogue it orders from
    expect(screen.getByRole('link', { name: 'Produkte' })).toHaveAttribute('href', '/products');
  });
});
