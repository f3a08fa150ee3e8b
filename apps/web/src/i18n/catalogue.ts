import type { SharedTexts } from '@bakery/i18n';
import type de from './de.json';

/**
 * A language's catalogue as the app translates with it: its own texts (`i18n/<language>.json`) over
 * the texts it shares with the guest app (@bakery/i18n: `errors.<CODE>`), merged as the guest app
 * merges them. The error texts have that one source; the web's files do not repeat them.
 */
export type Catalogue = Omit<SharedTexts, keyof typeof de> & typeof de;

/**
 * `own` over `shared`, by top-level section (a section of the app's own replaces the shared one).
 * Used by the bundled instance (index.ts) and the build's catalogue chunks (build/public-catalogue.ts),
 * which reads the files itself: it imports nothing at run time.
 */
export function withSharedTexts<S extends object, T extends object>(shared: S, own: T): Omit<S, keyof T> & T {
  return { ...shared, ...own };
}
