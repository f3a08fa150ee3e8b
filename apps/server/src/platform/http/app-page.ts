import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseCookies } from 'cookie';
import { LANGUAGE_COOKIE, resolveLanguage, type Language } from '@bakery/core';

/** The web app's language cookie (apps/web/src/features/language/language.ts). */

/**
 * The single-page app's index.html as the server answers it for a page address: in the visitor's language as
 * far as the server can tell (the language cookie, else Accept-Language, else German, as the app decides it):
 * `<html lang>` says it, and a modulepreload names the chunk of that language's first texts (the build's
 * public-catalogue.json), so the browser fetches it beside the entry script instead of after running it. The
 * app itself still decides (a signed-in user's own language wins); a build without the list gets the file as is.
 */
export interface AppPage {
  /** The page for a request's Cookie and Accept-Language headers, with the language it was made for. */
  render(headers: { cookie?: string; 'accept-language'?: string }): { html: string; language: Language };
}

export function loadAppPage(webDist: string): AppPage | null {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const index = readFileSync(indexFile, 'utf8');
  const listFile = path.join(webDist, 'public-catalogue.json');
  const chunks = existsSync(listFile) ? (JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, unknown>) : {};
  const pages = new Map<Language, string>();
  const pageIn = (language: Language): string => {
    let page = pages.get(language);
    if (page === undefined) {
      const chunk = chunks[language];
      const preload =
        typeof chunk === 'string' && /^\/assets\/[\w.-]+\.js$/.test(chunk)
          ? `<link rel="modulepreload" crossorigin href="${chunk}">`
          : '';
      page = index.replace(/<html(\s[^>]*)?>/, (tag) =>
        /\slang="[^"]*"/.test(tag)
          ? tag.replace(/\slang="[^"]*"/, ` lang="${language}"`)
          : `${tag.slice(0, -1)} lang="${language}">`,
      );
      if (preload) page = page.replace('</head>', `${preload}</head>`);
      pages.set(language, page);
    }
    return page;
  };
  return {
    render(headers) {
      const language = resolveLanguage({
        cookie: headers.cookie ? parseCookies(headers.cookie)[LANGUAGE_COOKIE] : undefined,
        browser: headers['accept-language'],
      });
      return { html: pageIn(language), language };
    },
  };
}
