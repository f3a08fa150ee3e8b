import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccountKind, Language } from '../../api/operations';
import { data, installFakeApi, makeUser } from '../../test/fake-api';
import { renderApp, signInStored } from '../../test/render-app';

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
    ['it', 'Le tue pagine'],
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
