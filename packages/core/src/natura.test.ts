import { describe, expect, it } from 'vitest';
import {
  EU_COUNTRIES,
  isIntraEuBusiness,
  isNaturaCode,
  LEGAL_REFERENCE_MAX_LENGTH,
  NATURA_CODES,
  NATURE,
  naturaReference,
  vatTreatment,
} from './natura';

const ordinary = { regime: 'RF01', buyer: { country: 'IT', vatNumber: '00743110157' } };

describe('Natura table (FatturaPA 1.2.x, RULES.md §6)', () => {
  it('holds every sub-code SdI accepts and none of the generic N2, N3, N6 it rejects (00445)', () => {
    expect(NATURA_CODES).toEqual([
      'N1',
      'N2.1',
      'N2.2',
      'N3.1',
      'N3.2',
      'N3.3',
      'N3.4',
      'N3.5',
      'N3.6',
      'N4',
      'N5',
      'N6.1',
      'N6.2',
      'N6.3',
      'N6.4',
      'N6.5',
      'N6.6',
      'N6.7',
      'N6.8',
      'N6.9',
      'N7',
    ]);
    for (const generic of ['N2', 'N3', 'N6', 'N8', 'n4', '']) expect(isNaturaCode(generic)).toBe(false);
  });

  it('gives each code a label and a default reference that fit RiferimentoNormativo (≤ 100 Latin-1 characters)', () => {
    for (const n of NATURE) {
      expect(n.label.length).toBeGreaterThan(3);
      expect(n.reference.length).toBeLessThanOrEqual(LEGAL_REFERENCE_MAX_LENGTH);
      expect(n.reference).toMatch(/^[\x20-\x7E\xA0-\xFF]+$/);
    }
    expect(naturaReference('N3.2')).toBe('Cessione intracomunitaria non imponibile, art. 41 D.L. 331/93');
    expect(naturaReference('N9')).toBe('');
  });
});

describe('vatTreatment', () => {
  it('regime forfettario (RF19, art. 1 c. 54-89 L. 190/2014): every rate becomes 0 % with N2.2 and the law cited', () => {
    for (const rate of ['4.00', '10.00', '22.00', '0.00']) {
      expect(vatTreatment({ ...ordinary, regime: 'RF19' }, rate)).toEqual({
        vatRate: '0.00',
        natura: 'N2.2',
        reference: "Operazione effettuata ai sensi dell'art. 1, commi 54-89, L. 190/2014 - regime forfettario",
      });
    }
  });

  it('regime dei minimi (RF02, art. 27 c. 1-2 D.L. 98/2011): every rate becomes 0 % with N2.2 and its own law cited', () => {
    for (const rate of ['4.00', '10.00', '0.00']) {
      expect(vatTreatment({ ...ordinary, regime: 'RF02' }, rate)).toEqual({
        vatRate: '0.00',
        natura: 'N2.2',
        reference: "Operazione effettuata ai sensi dell'art. 27, commi 1 e 2, D.L. 98/2011 - regime dei minimi",
      });
    }
  });

  it('RF19 also towards an EU business: a forfettario makes no non-taxable intra-EU supply', () => {
    expect(vatTreatment({ regime: 'RF19', buyer: { country: 'AT', vatNumber: 'U12345678' } }, '4.00').natura).toBe(
      'N2.2',
    );
  });

  it('intra-EU B2B goods (art. 41 D.L. 331/93): another member state and a VAT number → 0 %, N3.2', () => {
    expect(vatTreatment({ regime: 'RF01', buyer: { country: 'AT', vatNumber: 'U12345678' } }, '4.00')).toEqual({
      vatRate: '0.00',
      natura: 'N3.2',
      reference: 'Cessione intracomunitaria non imponibile, art. 41 D.L. 331/93',
    });
  });

  it('charges Italian VAT to EU consumers (no VAT number), to non-EU buyers and to Italian businesses', () => {
    expect(vatTreatment({ regime: 'RF01', buyer: { country: 'AT', vatNumber: null } }, '4.00')).toEqual({
      vatRate: '4.00',
    });
    expect(vatTreatment({ regime: 'RF01', buyer: { country: 'CH', vatNumber: 'CHE123456789' } }, '4.00')).toEqual({
      vatRate: '4.00',
    });
    expect(vatTreatment(ordinary, '10.00')).toEqual({ vatRate: '10.00' });
    expect(EU_COUNTRIES).not.toContain('IT');
    expect(isIntraEuBusiness({ country: 'de', vatNumber: ' 123456789 ' })).toBe(true);
    expect(isIntraEuBusiness({ country: 'DE', vatNumber: '  ' })).toBe(false);
  });

  it("a 0 % rate takes the bakery's Natura and reference (its default reference when none is typed)", () => {
    expect(
      vatTreatment({ ...ordinary, zeroRate: { natura: 'N4', reference: 'Esente art. 10 n. 1 D.P.R. 633/72' } }, '0.00'),
    ).toEqual({ vatRate: '0.00', natura: 'N4', reference: 'Esente art. 10 n. 1 D.P.R. 633/72' });
    expect(vatTreatment({ ...ordinary, zeroRate: { natura: 'n4', reference: ' ' } }, '0.00')).toEqual({
      vatRate: '0.00',
      natura: 'N4',
      reference: 'Operazione esente, art. 10 D.P.R. 633/72',
    });
  });

  it('a 0 % rate without a valid Natura is a problem, never a silent N4', () => {
    expect(vatTreatment(ordinary, '0.00')).toEqual({ vatRate: '0.00', problem: 'ZERO_RATE_NATURA_MISSING' });
    expect(vatTreatment({ ...ordinary, zeroRate: { natura: 'N2' } }, '0.00').problem).toBe('ZERO_RATE_NATURA_MISSING');
  });
});
