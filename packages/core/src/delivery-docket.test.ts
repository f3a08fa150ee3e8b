import { describe, expect, it } from 'vitest';
import { planDockets } from './delivery-docket';

describe('planDockets (D.P.R. 472/96 art. 1 c. 3: a docket by midnight of its delivery day)', () => {
  const today = '2026-11-28';

  it('groups the orders of one recipient and day into one docket, in the order given', () => {
    const plan = planDockets(
      [
        { orderId: 1, recipientId: 7, deliveryDate: today },
        { orderId: 2, recipientId: 8, deliveryDate: today },
        { orderId: 3, recipientId: 7, deliveryDate: today },
        { orderId: 4, recipientId: 7, deliveryDate: '2026-11-29' },
      ],
      today,
    );
    expect(plan.groups).toEqual([
      { recipientId: 7, deliveryDate: today, orderIds: [1, 3] },
      { recipientId: 8, deliveryDate: today, orderIds: [2] },
      { recipientId: 7, deliveryDate: '2026-11-29', orderIds: [4] },
    ]);
    expect(plan.pastDays).toEqual([]);
  });

  it('leaves past deliveries out and names their days, earliest first; today still gets its dockets', () => {
    const plan = planDockets(
      [
        { orderId: 1, recipientId: 7, deliveryDate: '2026-11-27' },
        { orderId: 2, recipientId: 7, deliveryDate: today },
        { orderId: 3, recipientId: 8, deliveryDate: '2026-11-20' },
        { orderId: 4, recipientId: 9, deliveryDate: '2026-11-27' },
      ],
      today,
    );
    expect(plan.groups).toEqual([{ recipientId: 7, deliveryDate: today, orderIds: [2] }]);
    expect(plan.pastDays).toEqual(['2026-11-20', '2026-11-27']);
  });

  it('makes nothing when every delivery is past', () => {
    const plan = planDockets([{ orderId: 1, recipientId: 7, deliveryDate: '2026-11-27' }], today);
    expect(plan).toEqual({ groups: [], pastDays: ['2026-11-27'] });
  });
});
