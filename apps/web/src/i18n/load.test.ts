import { describe, expect, it } from 'vitest';
import { loadI18n } from './load';

describe('the catalogues the app downloads', () => {
  it('are only the language in use, ready before the first render; a switch loads the next one first', async () => {
    const i18n = await loadI18n('it');
    expect(i18n.t('nav.products')).toBe('Prodotti');
    expect(i18n.hasResourceBundle('it', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false);

    const switching = i18n.changeLanguage('en');
    expect(i18n.language).toBe('it'); // no half-translated screen while English loads
    await switching;
    expect(i18n.language).toBe('en');
    expect(i18n.t('nav.products')).toBe('Products');
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
  });
});
