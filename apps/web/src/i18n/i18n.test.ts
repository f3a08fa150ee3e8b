import { describe, expect, it } from 'vitest';
import type { i18n as I18n } from 'i18next';
import { ERROR_CODES, isErrorCode, LANGUAGES, type Language } from '@bakery/core';
import { SHARED_TEXTS } from '@bakery/i18n';
import { createI18n, resources } from './index';
import { loadI18n, loadSignedInTexts } from './load';

/** Each language's catalogue as the app translates with it: its file with the shared texts (the errors) of @bakery/i18n. */
const FILES = { de: resources.de.translation, it: resources.it.translation, en: resources.en.translation } as const;
const { de, en } = FILES;

/** Every leaf path of a nested translation object ("errors.INTERNAL", "legal.tos.sections.0.heading"). */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function leaf(file: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], file);
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((match) => match[1] ?? match[2] ?? '').sort();
}

describe('translation files', () => {
  it('exist for every language of core', () => {
    expect(Object.keys(FILES).sort()).toEqual([...LANGUAGES].sort());
  });

  it('have identical nested key sets in de, it and en', () => {
    const reference = leafPaths(de).sort();
    expect(reference.length).toBeGreaterThan(100);
    for (const [language, file] of Object.entries(FILES)) {
      expect(leafPaths(file).sort(), `keys of ${language}.json`).toEqual(reference);
    }
  });

  it('have no empty texts and the same placeholders in every language', () => {
    for (const path of leafPaths(de)) {
      const german = leaf(de, path);
      for (const [language, file] of Object.entries(FILES)) {
        const text = leaf(file, path);
        expect(typeof text === 'string' && text.trim() !== '', `${language}: ${path}`).toBe(true);
        expect(placeholders(text as string), `${language}: ${path}`).toEqual(placeholders(german as string));
      }
    }
  });

  it('give every text with a {{count}} its plural forms (_one, _other), so "1 fehlt" and "2 fehlen" each read right', () => {
    const paths = new Set(leafPaths(de));
    const counted = [...paths].filter((path) =>
      Object.values(FILES).some((file) => String(leaf(file, path)).includes('{{count}}')),
    );
    expect(counted.length).toBeGreaterThan(40);
    for (const path of counted) {
      const base = path.replace(/_(zero|one|two|few|many|other)$/, '');
      expect(base, `${path}: a plural key (_one/_other), not a bare one`).not.toBe(path);
      expect(paths.has(`${base}_one`) && paths.has(`${base}_other`), `${base}_one and ${base}_other`).toBe(true);
    }
  });

  it.each([
    ['de', '1 fehlt', '2 fehlen'],
    ['it', '1 mancante', '2 mancanti'],
    ['en', '1 missing', '2 missing'],
  ] as const)('say missing pieces in the singular and the plural (%s)', (language, one, two) => {
    const i18n = createI18n(language);
    expect(i18n.t('compile.missing.count', { count: 1 })).toBe(one);
    expect(i18n.t('compile.missing.count', { count: 2 })).toBe(two);
  });

  it('translate every error code of @bakery/core', () => {
    for (const [language, file] of Object.entries(FILES)) {
      for (const code of ERROR_CODES) {
        expect(file.errors[code as keyof typeof file.errors], `${language}: errors.${code}`).toBeTruthy();
      }
      expect(Object.keys(file.errors).sort(), `${language}: no stale codes`).toEqual([...ERROR_CODES].sort());
      expect(
        Object.keys(file.errors).filter((code) => !isErrorCode(code)),
        `${language}: only codes of core`,
      ).toEqual([]);
    }
  });

  // requirements/platform-and-contract.md#errors
  it('use the specified wording for key messages', () => {
    expect(de.errors.INVALID_CREDENTIALS).toBe('Benutzername oder Passwort falsch!');
    expect(en.errors.INVALID_CREDENTIALS).toBe('Invalid username or password!');
    expect(en.errors.VERIFICATION_CODE_WRONG).toBe('Verification code wrong.');
    expect(en.errors.PASSWORD_MISMATCH).toBe('Passwords do not match!');
    for (const file of Object.values(FILES)) {
      expect(file.errors.ACCOUNT_OUTSIDE_STAY).toMatch(/\{\{from\}\}.*\{\{to\}\}/);
      expect(file.errors.ONLY_FOR_ADMINS.toLowerCase()).toMatch(/app/);
    }
  });
});

/**
 * The error texts have one source, @bakery/i18n (the guest app shows the same): the web's files do not
 * repeat them, the app merges them in. What the running app resolves for every code is the shared text.
 */
describe('the error texts of the app', () => {
  /**
   * Every error code of core resolves in `language` to the text of @bakery/i18n; with `labels`, the
   * labels it names with $t(…) are filled in (those of BILLING_DISABLED are in the signed-in sections,
   * as the error is: the first page has them only once the signed-in texts are there).
   */
  function expectSharedErrorTexts(i18n: I18n, language: Language, { labels }: { labels: boolean }) {
    expect(i18n.language).toBe(language);
    for (const code of ERROR_CODES) {
      const key = `errors.${code}` as const;
      expect(i18n.getResource(language, 'translation', key), `${language}: ${key}`).toBe(
        SHARED_TEXTS[language].errors[code],
      );
      const text = i18n.t(key, { from: '01.07.2026', to: '14.07.2026', clients: 2, next: 5 });
      expect(text, `${language}: ${key}`).not.toBe(key);
      expect(text, `${language}: ${key}`).not.toContain('$t(');
      if (!labels) continue;
      for (const [, nested] of SHARED_TEXTS[language].errors[code].matchAll(/\$t\(([\w.]+)\)/g)) {
        expect(text, `${language}: ${key} finds the label ${nested}`).not.toContain(nested);
      }
    }
  }

  it.each(LANGUAGES)(
    'come from @bakery/i18n for every error code of core, on the first page and signed in (%s)',
    async (language) => {
      const i18n = await loadI18n(language); // what main.tsx waits for before /login renders
      expectSharedErrorTexts(i18n, language, { labels: false });
      await loadSignedInTexts();
      expectSharedErrorTexts(i18n, language, { labels: true });
      const other = language === 'de' ? 'it' : 'de';
      await i18n.changeLanguage(other); // a switch once signed in loads that whole catalogue
      expectSharedErrorTexts(i18n, other, { labels: true });
    },
  );

  it.each(LANGUAGES)('come from @bakery/i18n in the bundled instance of the tests too (%s)', (language) => {
    expectSharedErrorTexts(createI18n(language), language, { labels: true });
  });

  it('are not repeated in the web catalogue files', async () => {
    for (const language of LANGUAGES) {
      const { default: file } = (await import(`./${language}.json`)) as { default: Record<string, unknown> };
      expect(file, `${language}.json`).not.toHaveProperty('errors');
    }
  });
});
