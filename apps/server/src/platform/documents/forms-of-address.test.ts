import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { addressesInformally, textsOf } from '@bakery/i18n/forms-of-address';

/**
 * The server's Italian mails and PDF texts address the reader with "Lei", never "tu" or "voi"
 * (docs/decisions/020-forms-of-address.md), as the web's and the guest app's texts do
 * (apps/web/src/i18n/forms-of-address.test.ts). Every `*.mails.ts` and `*.texts.ts` of the modules
 * is read: the Italian entry of each text table it exports (a record by language).
 */

const MODULES = resolve(import.meta.dirname, '../../modules');
const files = readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(mails|texts)\.ts$/.test(file))
  .sort();

/** The Italian texts of a module's exported tables, keyed `<file>.<export>.<path>`. */
async function italianOf(file: string): Promise<[string, string][]> {
  const exports = (await import(resolve(MODULES, file))) as Record<string, unknown>;
  return Object.entries(exports).flatMap(([name, value]) => {
    const table = value as { de?: unknown; it?: unknown; en?: unknown } | null;
    const byLanguage = typeof table === 'object' && table !== null && 'de' in table && 'it' in table && 'en' in table;
    return byLanguage ? textsOf(table.it, `${file}.${name}`) : [];
  });
}

describe("the server's Italian mails and documents", () => {
  it('reads every text table of the mails and documents', async () => {
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const file of files) expect((await italianOf(file)).length, file).toBeGreaterThan(0);
  });

  it('address the reader with "Lei", never "tu" or "voi"', async () => {
    const italian = (await Promise.all(files.map(italianOf))).flat();
    const informal = italian.filter(([, text]) => addressesInformally(text));
    expect(informal.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('would see an informal text', () => {
    expect(addressesInformally('Ciao, ecco la tua fattura.')).toBe(true);
    expect(addressesInformally('Controlla i dati e riprova.')).toBe(true);
    expect(addressesInformally('Gentile cliente, in allegato trova la Sua fattura.')).toBe(false);
  });
});
