import type { Product, Vat } from '../api/operations';

/** Test data of the product screens. */
export const VATS: Vat[] = [
  { id: 'v4', name: '4 %', value: '4.00', active: true },
  { id: 'v10', name: '10 %', value: '10.00', active: true },
  { id: 'v22', name: '22 %', value: '22.00', active: true },
];

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: '11',
    name: 'Bauernbrot',
    names: { de: 'Bauernbrot', it: 'Pane contadino', en: "Farmer's bread" },
    descriptions: { de: 'Roggenmischbrot', it: 'Pane misto di segale', en: 'Rye mixed bread' },
    gramPrice: '0.0052',
    approxWeight: 1000,
    haveToWeight: true,
    easybackKodex: '1005',
    availableDays: 0,
    availableWeekdays: [],
    availableMonthDays: [],
    displayOrder: 0,
    active: true,
    inPriceList: true,
    vat: VATS[1] ?? null,
    thumb: null,
    ...overrides,
  };
}
