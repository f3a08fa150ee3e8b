import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountKind, Language } from '../../api/operations';
import { data, installFakeApi, makeUser } from '../../test/fake-api';
import { renderApp, signInStored } from '../../test/render-app';
import { PUBLIC_ROUTES } from '../public-routes';

function signInAs(kind: AccountKind, language: Language) {
  signInStored();
  installFakeApi({ Me: () => data({ me: makeUser({ kind, language, label: `${kind} user` }) }) });
}

/** The links under the level-2 heading `name`. */
function linksUnder(name: string): string[] {
  const section = screen.getByRole('heading', { level: 2, name }).parentElement!;
  return within(section)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '');
}

describe('/sitemap', () => {
  it('heads the logged-out links "public pages"', async () => {
    installFakeApi();
    renderApp('/sitemap');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Öffentliche Seiten' }, { timeout: 25_000 }),
    ).toBeInTheDocument();
    expect(linksUnder('Öffentliche Seiten')).toContain('/login');
  });

  it.each([
    ['de', 'Ihre Seiten'],
    ['it', 'Le Sue pagine'],
    ['en', 'Your pages'],
  ] as const)(
    "heads a signed-in bakery's own pages as its pages, not as public ones (%s)",
    async (language, heading) => {
      signInAs('BAKERY', language);
      renderApp('/sitemap');
      expect(await screen.findByRole('heading', { level: 2, name: heading }, { timeout: 25_000 })).toBeInTheDocument();
      expect(linksUnder(heading)).toEqual(expect.arrayContaining(['/dashboard', '/orders', '/bills']));
      expect(
        screen.queryByRole('heading', { name: /Öffentliche Seiten|Pagine pubbliche|Public pages/ }),
      ).not.toBeInTheDocument();
    },
  );
});

describe('/sitemap from the route table', () => {
  it('lists every public page of the route table the installation offers, and no address with parameters', async () => {
    installFakeApi({}, { registrationOpen: true, showPrices: true });
    renderApp('/sitemap');
    await screen.findByRole('heading', { level: 2, name: 'Öffentliche Seiten' }, { timeout: 25_000 });
    // the installation's offer arrives with the public config
    await waitFor(() => expect(linksUnder('Öffentliche Seiten')).toContain('/register'));
    const listed = [...linksUnder('Öffentliche Seiten'), ...linksUnder('Hilfe'), ...linksUnder('Rechtliches')];
    const expected = PUBLIC_ROUTES.filter((route) => route.sitemap).map((route) => route.path);
    expect(listed.sort()).toEqual([...expected].sort());
    expect(listed).toEqual(expect.arrayContaining(['/faq', '/register', '/plans', '/tos', '/privacy', '/impressum']));
    expect(listed.some((path) => path.includes(':'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Häufige Fragen' })).toHaveAttribute('href', '/faq');
  });

  it('leaves out registration and prices where the installation offers neither', async () => {
    installFakeApi({}, { registrationOpen: false, showPrices: false, devOutbox: true });
    renderApp('/sitemap');
    await screen.findByRole('heading', { level: 2, name: 'Öffentliche Seiten' }, { timeout: 25_000 });
    // the footer's outbox link says the public config has arrived
    await screen.findByRole('link', { name: 'Mail-Ausgang (Entwicklung)' });
    expect(linksUnder('Öffentliche Seiten')).not.toContain('/register');
    expect(linksUnder('Öffentliche Seiten')).not.toContain('/plans');
  });

  it('gives a signed-in user its menu, the FAQ and the legal pages in its language', async () => {
    signInAs('HOST', 'it');
    renderApp('/sitemap');
    await screen.findByRole('heading', { level: 2, name: 'Le Sue pagine' }, { timeout: 25_000 });
    expect(linksUnder('Le Sue pagine')).toEqual(expect.arrayContaining(['/client/billing', '/clients']));
    expect(linksUnder('Aiuto')).toEqual(['/faq']);
    expect(linksUnder('Note legali')).toEqual(['/tos', '/privacy', '/impressum', '/sitemap']);
  });
});
