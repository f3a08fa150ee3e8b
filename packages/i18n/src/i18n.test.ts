import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ALLERGENS, ERROR_CODES, GLUTEN_CEREALS, NUTS } from '@bakery/core';
import { describe, expect, it } from 'vitest';
import { SHARED_TEXTS, type SharedLanguage } from './index';

const LANGUAGES: SharedLanguage[] = ['de', 'it', 'en'];

/** The web's own catalogue file: its labels, which the error texts name (the error texts themselves are only here). */
function webCatalogue(language: SharedLanguage): Record<string, unknown> {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../apps/web/src/i18n/${language}.json`), 'utf8'));
}

/** The text at a dotted path of a catalogue, or undefined. */
function textAt(catalogue: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);
}

/** The keys a text nests with i18next's `$t(key)`. */
function nestedKeys(text: string): string[] {
  return [...text.matchAll(/\$t\(([\w.]+)\)/g)].map((match) => match[1]!);
}

/** The {{placeholders}} of a text, sorted. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

describe('shared texts (@bakery/i18n)', () => {
  it('have the same keys in de, it and en, none empty, with the same placeholders', () => {
    const keys = Object.keys(SHARED_TEXTS.de.errors).sort();
    for (const language of LANGUAGES) {
      const errors: Record<string, string> = SHARED_TEXTS[language].errors;
      expect(Object.keys(errors).sort(), language).toEqual(keys);
      for (const key of keys) {
        expect(errors[key]?.trim(), `${language}: errors.${key}`).toBeTruthy();
        expect(placeholders(errors[key]!), `${language}: errors.${key}`).toEqual(
          placeholders(SHARED_TEXTS.de.errors[key as keyof typeof SHARED_TEXTS.de.errors]),
        );
      }
    }
  });

  it('translate every error code of @bakery/core', () => {
    for (const language of LANGUAGES) {
      const errors: Record<string, string> = SHARED_TEXTS[language].errors;
      for (const code of ERROR_CODES) expect(errors[code], `${language}: errors.${code}`).toBeTruthy();
    }
  });

  it('carry every text an error names with $t(…), the same as the web (one label, no drift)', () => {
    expect(nestedKeys(SHARED_TEXTS.de.errors.BILLING_DISABLED)).toEqual([
      'nav.settings',
      'settings.tabs.other',
      'settings.other.flags.createBills',
    ]);
    for (const language of LANGUAGES) {
      const web = webCatalogue(language);
      for (const [code, text] of Object.entries(SHARED_TEXTS[language].errors)) {
        for (const key of nestedKeys(text)) {
          const shared = textAt(SHARED_TEXTS[language], key);
          expect(typeof shared === 'string' && shared.trim() !== '', `${language}: ${key} (errors.${code})`).toBe(true);
          expect(shared, `${language}: ${key} as on the web`).toBe(textAt(web, key));
        }
      }
    }
  });

  it('name the 14 allergens of Reg. (EU) 1169/2011 Annex II and the kinds of its points 1 and 8, in de, it and en', () => {
    for (const language of LANGUAGES) {
      const { names, cereals, nuts } = SHARED_TEXTS[language].allergens;
      expect(Object.keys(names), language).toEqual([...ALLERGENS]);
      expect(Object.keys(cereals), language).toEqual([...GLUTEN_CEREALS]);
      expect(Object.keys(nuts), language).toEqual([...NUTS]);
      for (const text of [...Object.values(names), ...Object.values(cereals), ...Object.values(nuts)])
        expect(text.trim(), language).not.toBe('');
    }
    expect(SHARED_TEXTS.de.allergens.names.NUTS).toBe('Schalenfrüchte');
    expect(SHARED_TEXTS.it.allergens.names.NUTS).toBe('Frutta a guscio');
  });
});
