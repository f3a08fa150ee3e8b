import { describe, expect, it } from 'vitest';
import { ERROR_CODES, LANGUAGES } from '@bakery/core';
import de from './de.json';
import it_ from './it.json';
import en from './en.json';
import { createI18n } from './index';

const FILES = { de, it: it_, en } as const;

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
