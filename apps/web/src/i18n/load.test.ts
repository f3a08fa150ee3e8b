import { describe, expect, it } from 'vitest';
import { loadI18n, loadSignedInTexts } from './load';

describe('the catalogues the app downloads', () => {
  it('are the signed-out texts of the language in use first, the rest with the signed-in area, and a switch loads the next language first', async () => {
    const i18n = await loadI18n('it');
    expect(i18n.t('nav.products')).toBe('Prodotti');
    expect(i18n.t('auth.loginTitle')).not.toBe('auth.loginTitle');
    expect(i18n.exists('orders.form.title')).toBe(false); // a screen of the signed-in area: not yet
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);

    await loadSignedInTexts();
    expect(i18n.t('orders.form.title')).toBe('Nuovo ordine');

    const switching = i18n.changeLanguage('en');
    expect(i18n.language).toBe('it'); // no half-translated screen while English loads
    await switching;
    expect(i18n.language).toBe('en');
    expect(i18n.t('orders.form.title')).toBe('New order');
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
  });
});
