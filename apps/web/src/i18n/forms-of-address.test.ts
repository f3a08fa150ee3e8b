import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SDI_ERROR_CODES, sdiErrorHelp } from '@bakery/core';
// the scan reads every text the web shows, the help feature's pages too (docs/decisions/020-forms-of-address.md)
// eslint-disable-next-line import-x/no-restricted-paths
import help from '../features/help/content/it';
// eslint-disable-next-line import-x/no-restricted-paths
import hilfe from '../features/help/content/de';
import {
  addressesInformallyInGerman,
  INFORMAL,
  INFORMAL_IMPERATIVES,
  isSentence,
  textsOf as texts,
  unquoted,
} from '@bakery/i18n/forms-of-address';

/**
 * Italian addresses the reader formally ("Lei": "può", "Suo", "Inserisca"), German with "Sie"
 * (docs/decisions/020-forms-of-address.md). These scans keep "tu" and "voi" out of the Italian
 * texts and "du" and "ihr" out of the German ones, of the web, the guest app, the shared error texts
 * and the help (the server's mails and PDF texts: apps/server/src/platform/documents/forms-of-address.test.ts).
 */

function catalogue(path: string): unknown {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, path), 'utf8'));
}

/** Every text in `language` of the web, the guest app, the shared texts, the help and the SdI help, by key. */
function allTexts(language: 'de' | 'it', helpTexts: unknown): [string, string][] {
  return [
    ...texts(catalogue(`./${language}.json`), 'web'),
    ...texts(catalogue(`../../../mobile/src/i18n/${language}.json`), 'mobile'),
    ...texts(catalogue(`../../../../packages/i18n/src/${language}.json`), 'shared'),
    ...texts(helpTexts, 'help'),
    ...SDI_ERROR_CODES.map((code): [string, string] => [`sdi.${code}`, sdiErrorHelp(code, language) ?? '']),
  ];
}

const ITALIAN = allTexts('it', help);
const GERMAN = allTexts('de', hilfe);

/** Texts that use one of the words above for something else, by key, with the reason. */
const EXCEPTIONS: Record<string, string> = {};

describe('Italian forms of address', () => {
  it('reads every catalogue', () => {
    for (const source of ['web', 'mobile', 'shared', 'help', 'sdi']) {
      expect(ITALIAN.filter(([key]) => key.startsWith(`${source}.`)).length, source).toBeGreaterThan(50);
    }
  });

  it('addresses the reader with "Lei", never "tu" or "voi"', () => {
    const informal = ITALIAN.filter(([key, text]) => !(key in EXCEPTIONS) && INFORMAL.test(unquoted(text)));
    expect(informal.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('asks in the formal imperative ("Inserisca", "Scelga", "Riprovi") in sentences', () => {
    const informal = ITALIAN.filter(
      ([key, text]) => !(key in EXCEPTIONS) && isSentence(text) && INFORMAL_IMPERATIVES.test(unquoted(text)),
    );
    expect(informal.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('names each exception that is still needed', () => {
    for (const key of Object.keys(EXCEPTIONS)) {
      const text = ITALIAN.find(([found]) => found === key)?.[1] ?? '';
      expect(INFORMAL.test(text) || INFORMAL_IMPERATIVES.test(text), key).toBe(true);
    }
  });

  it('German says "Sie", never "du" or "ihr"', () => {
    expect(GERMAN.length).toBeGreaterThan(1000);
    const informal = GERMAN.filter(([, text]) => addressesInformallyInGerman(text));
    expect(informal.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
