import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../features/language';
import { data, installFakeApi, makeUser } from '../../test/fake-api';
import { renderApp, signInStored } from '../../test/render-app';

describe('/faq', () => {
  it.each([
    [
      'de',
      'Häufige Fragen',
      'Für Bäckereien',
      'Bis wann können meine Kunden bestellen?',
      'Ich habe mein Passwort vergessen.',
    ],
    [
      'it',
      'Domande frequenti',
      'Per i panifici',
      'Entro quando possono ordinare i miei clienti?',
      'Ho dimenticato la password.',
    ],
    ['en', 'Frequently asked questions', 'For bakeries', 'Until when can my clients order?', 'I forgot my password.'],
  ] as const)('answers the questions of every audience in %s', async (language, title, group, question, password) => {
    document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/`;
    installFakeApi();
    renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 25_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: group })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: question })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: password })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
  });

  it('puts a signed-in host its own questions first, and the footer links the FAQ', async () => {
    signInStored();
    installFakeApi({ Me: () => data({ me: makeUser({ kind: 'HOST' }) }) });
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1, name: 'Häufige Fragen' }, { timeout: 25_000 });
    const groups = await screen.findAllByRole('heading', { level: 2 });
    expect(groups[0]).toHaveTextContent('Für Gastgeber');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });
});
