import { createI18n } from './i18n';
import { syncHtmlLang } from './html-lang';

describe('<html lang> of the web build', () => {
  it('follows the app language: set at start and on every change', async () => {
    const page = { documentElement: { lang: 'en' } };
    const i18n = createI18n('de');
    const stop = syncHtmlLang(i18n, page);
    expect(page.documentElement.lang).toBe('de');
    await i18n.changeLanguage('it');
    expect(page.documentElement.lang).toBe('it');
    await i18n.changeLanguage('en');
    expect(page.documentElement.lang).toBe('en');
    stop();
    await i18n.changeLanguage('de');
    expect(page.documentElement.lang).toBe('en');
  });

  it('does nothing without a page (iOS, Android)', async () => {
    const i18n = createI18n('it');
    const stop = syncHtmlLang(i18n, undefined);
    await i18n.changeLanguage('de');
    expect(stop).not.toThrow();
  });
});
