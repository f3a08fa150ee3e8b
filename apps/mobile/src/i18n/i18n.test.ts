import { ERROR_CODES } from '@bakery/core';
import deCatalogue from './de.json';
import enCatalogue from './en.json';
import itCatalogue from './it.json';
import { createI18n } from './i18n';
import { formatCents, formatDate, formatWeekdays } from './format';

const CATALOGUES = { de: deCatalogue, it: itCatalogue, en: enCatalogue } as Record<string, Record<string, unknown>>;

/** Every leaf path of a nested catalogue ("signIn.title"). */
function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

function leaf(catalogue: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

describe('the app catalogues', () => {
  it('have the same keys in de, it and en, none empty, with the same placeholders', () => {
    const keys = leaves(deCatalogue).sort();
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      expect(leaves(catalogue).sort()).toEqual(keys);
      for (const path of keys) {
        const text = leaf(catalogue, path);
        expect(typeof text === 'string' && text.trim() !== '' ? language : `${language}: ${path} empty`).toBe(language);
        expect(placeholders(text as string)).toEqual(placeholders(leaf(deCatalogue, path) as string));
      }
    }
  });

  it('give every count text its plural forms (issue 15 #11: "Carrello: 1 pezzi")', () => {
    for (const [language, catalogue] of Object.entries(CATALOGUES)) {
      for (const path of leaves(catalogue)) {
        const text = leaf(catalogue, path) as string;
        if (!placeholders(text).includes('count')) continue;
        expect(`${language}: ${path}`).toMatch(/_(one|other)$/);
        const other = path.replace(/_one$/, '_other');
        const one = path.replace(/_other$/, '_one');
        expect(
          leaf(catalogue, one) !== undefined && leaf(catalogue, other) !== undefined ? 'both' : `${language}: ${path}`,
        ).toBe('both');
      }
    }
    const it = createI18n('it');
    expect(it.t('products.openBasket', { count: 1, total: '1,00 €' })).toBe('Carrello: 1 pezzo · 1,00 €');
    expect(it.t('products.openBasket', { count: 2, total: '2,00 €' })).toBe('Carrello: 2 pezzi · 2,00 €');
    expect(createI18n('de').t('abos.interval.everyNDays', { count: 1 })).toBe('Jeden Tag');
    expect(createI18n('en').t('abos.interval.everyNDays', { count: 3 })).toBe('Every 3 days');
  });

  it('leave the shared texts to @bakery/i18n', () => {
    for (const catalogue of Object.values(CATALOGUES)) expect(catalogue).not.toHaveProperty('errors');
  });

  it.each(['de', 'it', 'en'] as const)('translate every error code of @bakery/core in %s', (language) => {
    const i18n = createI18n(language);
    for (const code of ERROR_CODES) {
      const text = i18n.t(`errors.${code}`, { from: '01.07.2026', to: '14.07.2026', clients: 2, next: 5 });
      expect(text).not.toBe(`errors.${code}`);
      // labels nested with $t(…) (BILLING_DISABLED names the settings tab) resolve from @bakery/i18n
      expect(text).not.toMatch(/\$t\(|\b(nav|settings)\.\w/);
    }
    expect(i18n.t('errors.ACCOUNT_OUTSIDE_STAY', { from: '01.07.2026', to: '14.07.2026' })).toContain('01.07.2026');
  });

  it('speak German by default and switch language', async () => {
    const i18n = createI18n('de');
    expect(i18n.t('signIn.submit')).toBe('Anmelden');
    await i18n.changeLanguage('it');
    expect(i18n.t('signIn.submit')).toBe('Accedi');
    expect(i18n.t('errors.INVALID_CREDENTIALS')).not.toBe(createI18n('de').t('errors.INVALID_CREDENTIALS'));
  });
});

describe('formats', () => {
  it('shows dates as dd.mm.yyyy in every language', () => {
    expect(formatDate('2026-07-01')).toBe('01.07.2026');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('shows euro in the language’s number format', () => {
    expect(formatCents(350, 'de')).toMatch(/^3,50\s€$/);
    expect(formatCents(350, 'it')).toMatch(/^3,50\s€$/);
    expect(formatCents(350, 'en')).toBe('€3.50');
  });

  it('names weekdays in the language, Monday first', () => {
    expect(formatWeekdays([5, 1, 3], 'en')).toBe('Mon, Wed, Fri');
    expect(formatWeekdays([1, 6], 'de')).toMatch(/^Mo\.?, Sa\.?$/); // ICU versions differ on the dot
  });
});
