import type { i18n as I18n } from 'i18next';

/** The part of the page's document the web build changes. */
interface PageDocument {
  documentElement: { lang: string };
}

/**
 * In the web build, keeps `<html lang>` on the app's language (screen readers, hyphenation,
 * the browser's translation offer): set now and on every change. Without a page (iOS, Android)
 * nothing happens. Returns the unsubscribe.
 */
export function syncHtmlLang(
  i18n: I18n,
  page: PageDocument | undefined = typeof document === 'undefined' ? undefined : document,
): () => void {
  if (!page) return () => undefined;
  const set = (language: string) => {
    page.documentElement.lang = language;
  };
  set(i18n.language);
  i18n.on('languageChanged', set);
  return () => i18n.off('languageChanged', set);
}
