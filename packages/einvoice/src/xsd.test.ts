import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildFatturaPA } from './fatturapa';
import { invoice } from './fatturapa.test-data';
import { sdiProblems } from './sdi-checks';
import { validateFatturaPA } from './xsd';

const SAMPLES = ['IT01234567890_FPR01.xml', 'IT01234567890_FPR02.xml', 'IT01234567890_FPR03.xml'];
const sample = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** The same document with the FatturaPA namespace as the default namespace (children then qualified). */
function withDefaultNamespace(xml: string): string {
  return xml
    .replace(/<p:FatturaElettronica([^>]*)xmlns:p=/, '<FatturaElettronica$1xmlns=')
    .replace('</p:FatturaElettronica>', '</FatturaElettronica>');
}

describe('validateFatturaPA', () => {
  it('accepts the three official FPR12 samples', async () => {
    const results = await Promise.all(SAMPLES.map((name) => validateFatturaPA(sample(name))));
    expect(results).toEqual(SAMPLES.map(() => ({ valid: true, errors: [] })));
  });

  it('knows the samples are XSD-valid but the 2014 FPR03 would fail SdI total check 00422 today', () => {
    expect(sdiProblems(sample(SAMPLES[0]!))).toEqual([]);
    expect(sdiProblems(sample(SAMPLES[1]!))).toEqual([]);
    expect(sdiProblems(sample(SAMPLES[2]!)).map((p) => p.code)).toEqual(['00422']);
  });

  it('rejects the same files written with a default namespace', async () => {
    const built = buildFatturaPA(invoice());
    const [ours, official] = await Promise.all([
      validateFatturaPA(withDefaultNamespace(built)),
      validateFatturaPA(withDefaultNamespace(sample(SAMPLES[0]!))),
    ]);
    expect(withDefaultNamespace(built)).toContain('<FatturaElettronica xmlns="http://ivaservizi');
    for (const result of [ours, official]) {
      expect(result.valid).toBe(false);
      expect(result.errors.join('\n')).toMatch(/FatturaElettronicaHeader/);
    }
  });

  it('reports schema errors with their line, one verdict per file when validated together', async () => {
    const good = buildFatturaPA(invoice());
    const broken = {
      'Imposta with 3 decimals': good.replace('<Imposta>1.00</Imposta>', '<Imposta>1.000</Imposta>'),
      'TipoDocumento TD99': good.replace('<TipoDocumento>TD01</TipoDocumento>', '<TipoDocumento>TD99</TipoDocumento>'),
      'CodiceDestinatario of 3 chars': good.replace('ABC1234', 'ABC'),
      'typographic quote and euro sign': good.replace('<Descrizione>Brioche', '<Descrizione>“Brioche” €'),
      'elements out of order': good.replace(/(<Quantita>10.00<\/Quantita>)\s*(<UnitaMisura>PZ<\/UnitaMisura>)/, '$2$1'),
      'not well-formed': good.replace('</DatiBeniServizi>', ''),
    };
    const results = await Promise.all([good, ...Object.values(broken), good].map((xml) => validateFatturaPA(xml)));
    expect(results[0]).toEqual({ valid: true, errors: [] });
    expect(results.at(-1)).toEqual({ valid: true, errors: [] });
    Object.keys(broken).forEach((name, i) => {
      const result = results[i + 1]!;
      expect(result.valid, name).toBe(false);
      expect(result.errors.length, name).toBeGreaterThan(0);
      expect(result.errors[0], name).toMatch(/^line \d+: /);
    });
    expect(results[1]!.errors[0]).toContain("Element 'Imposta'");
    expect(results[4]!.errors[0]).toContain("Element 'Descrizione'");
  });
});
