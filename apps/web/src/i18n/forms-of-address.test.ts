import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SDI_ERROR_CODES, sdiErrorHelp } from '@bakery/core';
import help from '../features/help/content/it';
import web from './it.json';

/**
 * Italian addresses the reader formally ("Lei": "può", "Suo", "Inserisca"), as German does with
 * "Sie" (docs/decisions/020-forms-of-address.md). These scans keep "tu" and "voi" out of the
 * Italian texts of the web, the guest app, the shared error texts and the help.
 */

function catalogue(path: string): unknown {
  return JSON.parse(readFileSync(resolve(import.meta.dirname, path), 'utf8'));
}

/** Every text of a nested catalogue by its dotted key; functions (the plan terms) are called. */
function texts(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value === 'function') return texts((value as (fee: string) => unknown)('3,00 €'), prefix);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => texts(child, `${prefix}.${key}`));
  }
  return [];
}

const ITALIAN: [string, string][] = [
  ...texts(web, 'web'),
  ...texts(catalogue('../../../mobile/src/i18n/it.json'), 'mobile'),
  ...texts(catalogue('../../../../packages/i18n/src/it.json'), 'shared'),
  ...texts(help, 'help'),
  ...SDI_ERROR_CODES.map((code): [string, string] => [`sdi.${code}`, sdiErrorHelp(code, 'it') ?? '']),
];

/** A whole word: Italian letters include accented ones, which \b does not know. */
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(${alternatives})(?!\\p{L})`, 'iu');

/** Pronouns and verbs of "tu" and "voi". */
const INFORMAL = word(
  'tuo|tua|tuoi|tue|puoi|hai|sei|ti|te|ciao|potete|dovete|avete|siete|vostro|vostra|vostri|vostre|rivolgiti',
);

/**
 * Imperatives of "tu" and "voi" that ask the reader to do something. Of the -are verbs, whose "tu"
 * imperative reads like the formal present ("finché non reimposta la password"), only those the
 * texts use to ask ("Controlla", "Riprova", "Clicca").
 */
const INFORMAL_IMPERATIVES = word(
  [
    'inserisci|scegli|controlla|riprova|clicca|compila|correggi|contatta|chiedi|chiedigli|scrivici|rivolgiti',
    'emetti|ripeti|accedi|riapri|stabilisci|assegnal[aioe]|rimuovil[aioe]|completal[aioe]|copial[aioe]',
    'inserite|scegliete|controllate|cliccate|scrivete|aprite|scaricate|scansionate|accettate|cercate|registratevi',
  ].join('|'),
);

/** Texts that use one of the words above for something else, by key, with the reason. */
const EXCEPTIONS: Record<string, string> = {};

/** A sentence, not a label: a button or menu item may keep its short imperative ("Riprova", "Apri il PDF"). */
const isSentence = (text: string) => /[.!?]/.test(text);

/** The text without the labels it quotes («Contatta l'assistenza» names a button, it does not address). */
const unquoted = (text: string) => text.replace(/«[^»]*»/g, '«»');

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
});
