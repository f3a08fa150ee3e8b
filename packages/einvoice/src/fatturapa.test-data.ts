/** Test factories: a bakery, its customers and a correct two-rate invoice to vary per test. */
import type { EInvoiceDocument, EInvoiceParty, EInvoiceSeller } from './fatturapa.types';

export function bakery(): EInvoiceSeller {
  return {
    vatNumber: '01234567890',
    taxCode: '01234567890',
    companyName: 'Panificio Rossi S.r.l.',
    regime: 'RF01',
    address: {
      street: 'Via Roma',
      houseNumber: '12',
      postalCode: '39100',
      city: 'Bolzano',
      province: 'BZ',
      country: 'IT',
    },
    rea: { office: 'BZ', number: '123456', shareCapital: '10000.00', soleShareholder: 'SM', liquidation: 'LN' },
    phone: '+39 0471 123456',
    email: 'fatture@panificio-rossi.it',
  };
}

export function hotel(): EInvoiceParty {
  return {
    vatNumber: '09876543210',
    companyName: 'Hotel Rosengarten S.r.l.',
    address: {
      street: 'Via Dolomiti',
      houseNumber: '5',
      postalCode: '39046',
      city: 'Ortisei',
      province: 'BZ',
      country: 'IT',
    },
  };
}

export function privateCustomer(): EInvoiceParty {
  return {
    taxCode: 'BNCMRA80A41A952X',
    firstName: 'Maria',
    lastName: 'Bianchi',
    address: {
      street: 'Via Museo',
      houseNumber: '3/A',
      postalCode: '39100',
      city: 'Bolzano',
      province: 'BZ',
      country: 'IT',
    },
  };
}

/** A B2B invoice with a 4% and a 10% line whose totals are right; override what a test needs. */
export function invoice(overrides: Partial<EInvoiceDocument> = {}): EInvoiceDocument {
  return {
    transmitter: { country: 'IT', code: '01234567890' },
    progressive: '00001',
    recipientCode: 'ABC1234',
    seller: bakery(),
    buyer: hotel(),
    number: 'FT-2025/0001',
    date: '2025-03-31',
    totalAmount: '41.84',
    dockets: [],
    lines: [
      {
        number: 1,
        description: 'Roggenbrot 500 g',
        quantity: '10.00',
        unit: 'PZ',
        unitPrice: '2.50',
        total: '25.00',
        vatRate: '4.00',
      },
      {
        number: 2,
        description: 'Brioche',
        quantity: '12.00',
        unit: 'PZ',
        unitPrice: '1.20',
        total: '14.40',
        vatRate: '10.00',
      },
    ],
    summaries: [
      { vatRate: '4.00', taxable: '25.00', tax: '1.00', exigibility: 'I' },
      { vatRate: '10.00', taxable: '14.40', tax: '1.44', exigibility: 'I' },
    ],
    payment: {
      terms: 'TP02',
      method: 'MP05',
      amount: '41.84',
      dueDate: '2025-04-30',
      iban: 'IT60X0542811101000000123456',
    },
    ...overrides,
  };
}
