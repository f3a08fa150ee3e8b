import type { DocumentSettings, EBillData } from '../../api/operations';
import type { Media } from '../../api/operations';

/** Saved seller data of a bakery in Bozen (a real, valid partita IVA). */
export const SELLER: EBillData = {
  companyName: 'Bäckerei Mair KG',
  vatNumber: '00743110157',
  taxCode: null,
  regime: 'RF01',
  street: 'Lauben',
  houseNumber: '12',
  postalCode: '39100',
  city: 'Bozen',
  province: 'BZ',
  country: 'IT',
  pec: null,
  phone: null,
  email: null,
  rea: null,
  iban: null,
  bankName: null,
  transmitterCode: null,
  zeroRateNatura: null,
  zeroRateReference: null,
  stampDuty: null,
  previousRegime: null,
  regimeSince: null,
};

export const year = String(new Date().getFullYear());

export function makeDocumentSettings(overrides: Partial<DocumentSettings> = {}): DocumentSettings {
  return {
    eBillData: SELLER,
    eBillDataProblems: [],
    pdfHeader: null,
    pdfFooter: null,
    pdfLogo: null,
    billNumberFormat: '%n/%Y',
    nextBillNumber: 120,
    nextBillPreview: `120/${year}`,
    prefix: null,
    suffix: null,
    ddNumberFormat: 'DDT %n/%Y',
    nextDdNumber: 41,
    nextDdPreview: `DDT 41/${year}`,
    creditNoteNumberFormat: 'NC %n/%Y',
    nextCreditNoteNumber: 3,
    nextCreditNotePreview: `NC 3/${year}`,
    numberChanges: [],
    ...overrides,
  };
}

export const logo = (id: string): Media => ({
  id,
  url: `/media/${id}-medium.webp`,
  formats: {
    thumbnail: `/media/${id}-thumbnail.webp`,
    small: `/media/${id}-small.webp`,
    medium: `/media/${id}-medium.webp`,
  },
});
