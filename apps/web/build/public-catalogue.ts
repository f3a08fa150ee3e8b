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
    // `public-catalogue.json`: the chunk of each language's first texts, e.g. {"de": "/assets/de-1a2b.js"}. The
    // server names the visitor's one in the page it answers (modulepreload), so the browser fetches it beside the
    // entry script instead of after running it.
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const file of Object.values(bundle)) {
        const facade = file.type === 'chunk' ? file.facadeModuleId : null;
        if (facade?.startsWith(`\0${PREFIX}`)) chunks[facade.slice(PREFIX.length + 1)] = `/${file.fileName}`;
      }
      this.emitFile({ type: 'asset', fileName: 'public-catalogue.json', source: JSON.stringify(chunks) });
    },
  };
}
