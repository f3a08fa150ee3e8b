import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressesInformally, addressesInformallyInGerman, textsOf } from '@bakery/i18n/forms-of-address';

/**
 * The server's mails and PDF texts address the reader with "Lei" in Italian and "Sie" in German,
 * never "tu", "voi", "du" or "ihr" (docs/decisions/020-forms-of-address.md), as the web's and the
 * guest app's texts do (apps/web/src/i18n/forms-of-address.test.ts). Every `*.mails.ts` and
 * `*.texts.ts` of the modules is read: the entries of each text table it exports (a record by language).
 */

const MODULES = resolve(import.meta.dirname, '../../modules');
const files = readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(mails|texts)\.ts$/.test(file))
  .sort();

/** The texts in `language` of a module's exported tables, keyed `<file>.<export>.<path>`. */
async function textsIn(file: string, language: 'de' | 'it'): Promise<[string, string][]> {
  const exports = (await import(resolve(MODULES, file))) as Record<string, unknown>;
  return Object.entries(exports).flatMap(([name, value]) => {
    const table = value as { de?: unknown; it?: unknown; en?: unknown } | null;
    const byLanguage = typeof table === 'object' && table !== null && 'de' in table && 'it' in table && 'en' in table;
    return byLanguage ? textsOf(table[language], `${file}.${name}`) : [];
  });
}

describe("the server's mails and documents", () => {
  it('reads every text table of the mails and documents', async () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const file of files) expect((await textsIn(file, 'it')).length, file).toBeGreaterThan(0);
  });

  it('Italian addresses the reader with "Lei", never "tu" or "voi"', async () => {
    const italian = (await Promise.all(files.map((file) => textsIn(file, 'it')))).flat();
    const informal = italian.filter(([, text]) => addressesInformally(text));
    expect(informal.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('German says "Sie", never "du" or "ihr"', async () => {
    const german = (await Promise.all(files.map((file) => textsIn(file, 'de')))).flat();
    expect(german.length).toBeGreaterThan(100);
    const informal = german.filter(([, text]) => addressesInformallyInGerman(text));
    expect(informal.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('would see an informal text', () => {
    expect(addressesInformally('Ciao, ecco la tua fattura.')).toBe(true);
    expect(addressesInformally('Controlla i dati e riprova.')).toBe(true);
    expect(addressesInformally('Gentile cliente, in allegato trova la Sua fattura.')).toBe(false);
    expect(addressesInformallyInGerman('Hier ist deine Rechnung.')).toBe(true);
    expect(addressesInformallyInGerman('Du kannst jetzt bestellen.')).toBe(true);
    expect(addressesInformallyInGerman('Hier ist Ihre Rechnung; ihr Betrag steht unten.')).toBe(false);
  });
});
