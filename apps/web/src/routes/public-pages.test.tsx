import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { data, installFakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { LANGUAGE_COOKIE } from '../features/language';
import { detectPlatform } from './app-get/AppGetRoute';

const PLANS = [
  { id: '1', key: 'bakery', name: 'Bakery', description: 'server text', costPerMonth: '3.00', userRestriction: null },
  { id: '2', key: 'host', name: 'Host', description: 'server text', costPerMonth: '0.00', userRestriction: null },
];

function setUserAgent(userAgent: string) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/plans', () => {
  it('lists the plans with the monthly price in euro in the user language', async () => {
    installFakeApi({ Plans: () => data({ plans: PLANS }) });
    renderApp('/plans');
    const cards = await screen.findAllByTestId('plan');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Bäckerei')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/^3,00\s€$/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Kostenlos')).toBeInTheDocument();
  });
});

describe('/plans service terms', () => {
  it('states the terms with the paid plan price read from the plans table', async () => {
    installFakeApi({ Plans: () => data({ plans: [{ ...PLANS[0]!, costPerMonth: '4.50' }, PLANS[1]] }) });
    renderApp('/plans');
    const terms = await screen.findByTestId('plan-terms', {}, { timeout: 25_000 });
    expect(terms).toHaveTextContent(/4,50\s€ pro aktivem Käuferkonto und Monat/);
    expect(terms).toHaveTextContent('innerhalb von 30 Tagen');
    expect(terms).toHaveTextContent('innerhalb von 14 Tagen');
    expect(screen.getByRole('link', { name: 'Alle Bedingungen in den AGB' })).toHaveAttribute('href', '/tos');
  });
});

describe('legal pages in every language', () => {
  it.each([
    ['de', '/tos', 'Allgemeine Geschäftsbedingungen', '4. Preise', /3,00 EUR pro aktivem Käuferkonto/],
    ['it', '/tos', 'Condizioni generali di contratto', '4. Prezzi', /3,00 EUR per account acquirente attivo/],
    ['en', '/tos', 'Terms of service', '4. Prices', /3\.00 EUR per active buyer account/],
    ['de', '/privacy', 'Datenschutzerklärung', '7. Cookies und Speicher im Browser', /sw_consent merkt sich 150 Tage/],
    [
      'it',
      '/privacy',
      'Informativa sulla privacy',
      '7. Cookie e memoria del browser',
      /sw_consent ricorda per 150 giorni/,
    ],
    ['en', '/privacy', 'Privacy policy', '7. Cookies and browser storage', /sw_consent remembers for 150 days/],
    ['de', '/about', 'Über Brotzeit', 'Impressum', /Gastgeber bieten ihren Gästen frisches Brot/],
    ['it', '/about', 'Chi siamo', 'Note legali', /Le strutture ospitanti offrono pane fresco/],
    ['en', '/about', 'About Brotzeit', 'Imprint', /Hosts offer their guests fresh bread/],
  ] as const)('%s %s shows its full text', async (language, path, title, heading, passage) => {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/`;
    installFakeApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 25_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(passage);
  });
});

describe('/impressum', () => {
  it('names the operator the server is configured with, instead of the brand company', async () => {
    installFakeApi(
      {},
      {
        operator: {
          name: 'Forno Digitale Srl',
          addressLines: ['Via Roma 1', '39100 Bolzano (BZ)'],
          vatNumber: 'IT01234567890',
        },
      },
    );
    renderApp('/impressum');
    const operator = await screen.findByTestId('imprint-operator', {}, { timeout: 25_000 });
    await waitFor(() => expect(operator).toHaveTextContent('Forno Digitale Srl'));
    expect(operator).toHaveTextContent('Via Roma 1');
    expect(operator).toHaveTextContent('MwSt.-Nr. IT01234567890');
    expect(screen.getByRole('main')).not.toHaveTextContent('Brotzeit Digital GmbH');
  });
});

describe('header and footer', () => {
  it('links prices only when the brand shows them', async () => {
    installFakeApi({}, { showPrices: false });
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Willkommen zurück' });
    expect(screen.queryByRole('link', { name: 'Preise' })).not.toBeInTheDocument();
    const header = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(header).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
  });

  it('renders the phone menu only while it is open, with About as its own entry', async () => {
    const user = userEvent.setup({ delay: null });
    installFakeApi();
    renderApp('/login');
    const burger = await screen.findByRole('button', { name: 'Menü' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Menü' })).not.toBeInTheDocument();

    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    // the menu is a chunk of its own, there once fetched
    const menu = await screen.findByRole('navigation', { name: 'Menü' });
    expect(burger).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/about');
    expect(within(menu).getByRole('link', { name: 'Support kontaktieren' })).toHaveAttribute('href', '/chat/create');

    await user.click(within(menu).getByRole('link', { name: 'Über uns' }));
    expect(screen.queryByRole('navigation', { name: 'Menü' })).not.toBeInTheDocument();
  });

  it('puts the footer outside <main> as the page footer, its links named apart from the sitemap', async () => {
    installFakeApi();
    renderApp('/login');
    const main = await screen.findByRole('main');
    const footer = screen.getByRole('contentinfo');
    expect(main).not.toContainElement(footer);
    const footerNav = within(footer).getByRole('navigation', { name: 'Fußzeile' });
    expect(within(footerNav).getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap');
  });

  it('shows the legal links, the app link and the copyright years', async () => {
    installFakeApi();
    renderApp('/login');
    const footer = (await screen.findByText(/© 2021–/)).closest('footer')!;
    expect(footer).toHaveTextContent(`© 2021–${new Date().getFullYear()} Brotzeit Digital GmbH`);
    for (const [name, href] of [
      ['AGB', '/tos'],
      ['Datenschutz', '/privacy'],
      ['Impressum', '/impressum'],
      ['Sitemap', '/sitemap'],
      ['App herunterladen', '/app/get'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).queryByRole('link', { name: 'Mail-Ausgang (Entwicklung)' })).not.toBeInTheDocument();
  });

  it('links the development mail outbox when the server keeps one', async () => {
    installFakeApi({}, { devOutbox: true });
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Mail-Ausgang (Entwicklung)' })).toHaveAttribute(
      'href',
      '/dev/outbox',
    );
  });
});

describe('/app/get', () => {
  it('sends iPhone, iPad and iPod to the App Store and Android to Google Play', () => {
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 15; Pixel 9)')).toBe('android');
    expect(detectPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('other');
  });

  it('offers both stores and the guest web app on a desktop', async () => {
    setUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/130');
    installFakeApi();
    renderApp('/app/get');
    expect(await screen.findByRole('link', { name: 'Im App Store laden' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/brotzeit',
    );
    expect(screen.getByRole('link', { name: 'Bei Google Play laden' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=app.brotzeit',
    );
    expect(screen.getByRole('link', { name: 'Gäste-Web-App öffnen' })).toHaveAttribute(
      'href',
      'https://guest.brotzeit.test',
    );
  });
});
