import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import { data, installFakeApi, makeUser } from '../test/fake-api';
import { renderApp, signInStored } from '../test/render-app';
import { documentTitle } from './document-title';

describe('document titles (issue 17: each route its own title)', () => {
  it.each([
    ['de', '/orders', 'Bestellungen – Brotzeit'],
    ['it', '/orders', 'Ordini – Brotzeit'],
    ['en', '/orders', 'Orders – Brotzeit'],
    ['de', '/orders/compile', 'Bestellungen zusammenstellen – Brotzeit'],
    ['de', '/order/new', 'Neue Bestellung – Brotzeit'],
    ['en', '/bill/12', 'Bill – Brotzeit'],
    ['it', '/product/edit/4/Pane%20nero', 'Modifica prodotto Pane nero – Brotzeit'],
    ['de', '/login', 'Anmelden – Brotzeit'],
    ['en', '/nothing/here', 'Brotzeit'],
  ] as const)('%s %s → %s', (language, path, title) => {
    expect(documentTitle(path, createI18n(language).t)).toBe(title);
  });

  it('follows the route the app shows, signed out and signed in', async () => {
    renderApp('/tos');
    await waitFor(() => expect(document.title).toBe('AGB – Brotzeit'));

    signInStored();
    installFakeApi({ Me: () => data({ me: makeUser({ kind: 'BAKERY' }) }) });
    renderApp('/settings');
    await waitFor(() => expect(document.title).toBe('Einstellungen – Brotzeit'), { timeout: 20_000 });
  });
});
