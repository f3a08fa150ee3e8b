import type { Abo } from '../../api/operations';

export function makeAbo(overrides: Partial<Abo> = {}): Abo {
  return {
    id: '5',
    active: true,
    interval: { kind: 'WEEKDAYS', days: null, weekdays: [1, 2, 3, 4, 5] },
    startsOn: '2026-03-01',
    pausedUntil: null,
    lastOrder: '2026-03-10',
    lines: [{ id: '51', amount: 4, product: { id: '12', name: 'Semmel' } }],
    nextDeliveries: ['2026-03-11', '2026-03-12', '2026-03-16'],
    ...overrides,
  };
}
