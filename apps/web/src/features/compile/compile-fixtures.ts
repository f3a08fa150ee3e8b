import type { CompileDeadline, CompileLine, CompileList } from '../../api/operations';

/** Component-test data for /orders/compile: two clients in zone "Meran", one without a zone. */
export const DEADLINES: CompileDeadline[] = [
  { deadline: '2020-01-01T16:30:00.000Z', deliveryDate: '2020-01-02', orderCount: 4 },
  { deadline: '2099-03-01T16:30:00.000Z', deliveryDate: '2099-03-02', orderCount: 3 },
  { deadline: '2099-03-02T16:30:00.000Z', deliveryDate: '2099-03-03', orderCount: 1 },
];

export function makeLine(overrides: Partial<CompileLine> & Pick<CompileLine, 'id'>): CompileLine {
  return {
    amount: 1,
    haveToWeight: false,
    approxWeight: 500,
    measuredWeight: -1,
    missing: 0,
    packed: false,
    packedMark: false,
    priceCents: 350,
    pricePerKgCents: 700,
    product: { id: `p${overrides.id}`, name: `Produkt ${overrides.id}` },
    ...overrides,
  };
}

export const RYE = makeLine({
  id: '101',
  amount: 2,
  haveToWeight: true,
  approxWeight: 750,
  product: { id: '1', name: 'Roggenbrot' },
});
export const ROLLS = makeLine({ id: '102', amount: 10, approxWeight: 60, product: { id: '2', name: 'Semmel' } });
export const FARMER = makeLine({
  id: '103',
  amount: 1,
  haveToWeight: true,
  approxWeight: 1000,
  product: { id: '3', name: 'Bauernbrot' },
});
export const PRIVATE_ROLLS = makeLine({ id: '104', amount: 4, approxWeight: 60, product: { id: '2', name: 'Semmel' } });

export function makeList(overrides: Partial<CompileList> = {}): CompileList {
  return {
    deadline: DEADLINES[1]!.deadline,
    page: 0,
    pageSize: 1000,
    totalLines: 4,
    progress: [
      { zoneId: '5', zoneName: 'Meran', packed: 0, total: 3 },
      { zoneId: null, zoneName: null, packed: 0, total: 1 },
    ],
    clients: [
      {
        id: '21',
        name: 'Hotel Post',
        hostName: null,
        zoneId: '5',
        zoneName: 'Meran',
        orders: [
          {
            id: '301',
            number: 12,
            publicId: 'A7K2-QX',
            deliveryDate: '2099-03-02',
            message: 'Bitte an der Rezeption abgeben',
            takeaway: false,
            lines: [RYE, ROLLS],
          },
        ],
      },
      {
        id: '22',
        name: 'Café Central',
        hostName: null,
        zoneId: '5',
        zoneName: 'Meran',
        orders: [
          {
            id: '302',
            number: 13,
            publicId: 'B8L3-RY',
            deliveryDate: '2099-03-02',
            message: null,
            takeaway: false,
            lines: [FARMER],
          },
        ],
      },
      {
        id: '23',
        name: 'Maria Rossi',
        hostName: null,
        zoneId: null,
        zoneName: null,
        orders: [
          {
            id: '303',
            number: 14,
            publicId: 'C9M4-SZ',
            deliveryDate: '2099-03-02',
            message: null,
            takeaway: true,
            lines: [PRIVATE_ROLLS],
          },
        ],
      },
    ],
    ...overrides,
  };
}
