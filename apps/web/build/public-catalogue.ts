import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { PUBLIC_SECTIONS } from '../src/i18n/sections';

const PREFIX = 'virtual:public-catalogue/';
const LANGUAGES = ['de', 'it', 'en'];

/**
 * `virtual:public-catalogue/de` (it, en): the public sections of that catalogue (src/i18n/sections.ts)
 * as a module of its own, so the signed-out pages download only them. A JSON file imported twice would
 * be one module in one shared chunk, whole.
 */
export function publicCatalogue(): Plugin {
  return {
    name: 'public-catalogue',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1);
      if (!LANGUAGES.includes(language)) throw new Error(`no catalogue ${language}`);
      const file = fileURLToPath(new URL(`../src/i18n/${language}.json`, import.meta.url));
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      return PUBLIC_SECTIONS.map((section) => `export const ${section} = ${JSON.stringify(catalogue[section])};`).join(
        '\n',
      );
    },
  };
}
