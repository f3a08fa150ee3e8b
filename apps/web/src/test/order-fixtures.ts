import type { OrderDetail, OrderSummary } from '../api/operations';

export function makeOrderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: '31',
    number: 1042,
    publicId: 'k7m2xq9abcde',
    deliveryDate: '2026-03-12',
    deadline: '2026-03-11T17:00:00.000Z',
    accepted: true,
    paid: false,
    billed: false,
    takeaway: false,
    editable: true,
    totalCents: 1290,
    client: { id: '20', displayName: 'Hotel Post', kind: 'HOST' },
    ...overrides,
  };
}

export function makeOrderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...makeOrderSummary(),
    orderedAt: '2026-03-10T08:00:00.000Z',
    lastModified: '2026-03-10T08:00:00.000Z',
    message: null,
    linesTotalCents: 990,
    deliveryCostCents: 300,
    totalCents: 1290,
    lines: [
      {
        id: '501',
        amount: 2,
        vat: '10',
        priceCents: 45,
        totalCents: 90,
        product: { id: '12', name: 'Semmel', haveToWeight: false },
      },
      {
        id: '502',
        amount: 1,
        vat: '10',
        priceCents: 900,
        totalCents: 900,
        product: { id: '11', name: 'Bauernbrot', haveToWeight: true },
      },
    ],
    history: [
      {
        at: '2026-03-10T08:00:00.000Z',
        kind: 'PLACED',
        actorKind: 'HOST',
        phone: false,
        productId: null,
        amount: null,
        from: null,
        to: null,
      },
    ],
    ...overrides,
  };
}
