import type { BakeListData, BakeListDeadlineOption, BakeListRow } from '../../api/operations';

export const DEADLINE = '2026-03-11T16:00:00.000Z';
export const LATER_DEADLINE = '2026-03-12T16:00:00.000Z';

export function makeRow(
  overrides: Partial<Omit<BakeListRow, 'product'>> & { product?: Partial<BakeListRow['product']> } = {},
): BakeListRow {
  const { product, ...rest } = overrides;
  return {
    orderedAmount: 40,
    additionalAmount: 0,
    totalAmount: 40,
    weightGrams: 2_400,
    generatedOrderedAmount: null,
    generatedAdditionalAmount: null,
    changed: true,
    ...rest,
    product: { id: '12', name: 'Semmel', haveToWeight: false, approxWeight: 60, ...product },
  };
}

/** Semmel 40 ordered; Bauernbrot 6 ordered + 2 additional, weighed. Not generated. */
export function makeBakeList(overrides: Partial<BakeListData> = {}): BakeListData {
  const items = overrides.items ?? [
    makeRow(),
    makeRow({
      orderedAmount: 6,
      additionalAmount: 2,
      totalAmount: 8,
      weightGrams: 8_000,
      product: { id: '11', name: 'Bauernbrot', haveToWeight: true, approxWeight: 1_000 },
    }),
  ];
  return {
    deadline: DEADLINE,
    language: 'de',
    generatedAt: null,
    totalAmount: items.reduce((sum, row) => sum + row.totalAmount, 0),
    totalWeightGrams: items.reduce((sum, row) => sum + row.weightGrams, 0),
    truncated: false,
    changed: false,
    changedOrders: [],
    ...overrides,
    items,
  };
}

export const DEADLINES: BakeListDeadlineOption[] = [
  { deadline: DEADLINE, deliveryDate: '2026-03-12', orderCount: 7, generatedAt: null },
  { deadline: LATER_DEADLINE, deliveryDate: '2026-03-13', orderCount: 3, generatedAt: '2026-03-12T02:10:00.000Z' },
];
