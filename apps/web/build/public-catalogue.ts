import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { withSharedTexts } from '../src/i18n/catalogue';
import { PUBLIC_SECTIONS } from '../src/i18n/sections';

const PUBLIC = 'virtual:public-catalogue/';
const WHOLE = 'virtual:catalogue/';
const LANGUAGES = ['de', 'it', 'en'];

// @bakery/i18n's catalogues (`de.json` …) sit beside its entry module. Read as files: the config loader
// runs this plugin in Node, which cannot import the package's TypeScript.
const SHARED_DIR = path.dirname(createRequire(import.meta.url).resolve('@bakery/i18n'));

function readJson(file: string, watch: (file: string) => void): Record<string, unknown> {
  watch(file);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** The catalogue of a language as the app translates with it: its file over the shared texts of @bakery/i18n (src/i18n/catalogue.ts). */
function readCatalogue(language: string, watch: (file: string) => void): Record<string, unknown> {
  if (!LANGUAGES.includes(language)) throw new Error(`no catalogue ${language}`);
  return withSharedTexts(
    readJson(path.join(SHARED_DIR, `${language}.json`), watch),
    readJson(fileURLToPath(new URL(`../src/i18n/${language}.json`, import.meta.url)), watch),
  );
}

/**
 * `virtual:public-catalogue/de` (it, en): the public sections of that catalogue (src/i18n/sections.ts)
 * as a module of its own, so the signed-out pages download only them. A JSON file imported twice would
 * be one module in one shared chunk, whole. `virtual:catalogue/de` (it, en): the whole catalogue, for
 * the signed-in area. Both hold the shared texts (the errors), as the chunks of the web's own files did.
 */
export function publicCatalogue(): Plugin {
  return {
    name: 'public-catalogue',
    resolveId(id) {
      return id.startsWith(PUBLIC) || id.startsWith(WHOLE) ? `\0${id}` : undefined;
    },
    load(id) {
      const watch = (file: string) => this.addWatchFile(file);
      if (id.startsWith(`\0${WHOLE}`)) {
        // parsed as JSON, as Vite serves a large JSON file: faster to start than an object literal
        const catalogue = readCatalogue(id.slice(WHOLE.length + 1), watch);
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalogue))});`;
      }
      if (!id.startsWith(`\0${PUBLIC}`)) return undefined;
      const catalogue = readCatalogue(id.slice(PUBLIC.length + 1), watch);
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
        if (facade?.startsWith(`\0${PUBLIC}`)) chunks[facade.slice(PUBLIC.length + 1)] = `/${file.fileName}`;
      }
      this.emitFile({ type: 'asset', fileName: 'public-catalogue.json', source: JSON.stringify(chunks) });
    },
  };
}
