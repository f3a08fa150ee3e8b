import { describe, expect, it } from 'vitest';
import {
  datedInvoiceGroups,
  firstInvoiceChoice,
  invoiceDate,
  invoiceDatesOf,
  invoiceGroups,
  invoiceIssueBy,
  isIssuedLate,
  keepDateOrder,
  planInvoice,
  type InvoicedOrder,
  type InvoicePlan,
} from './invoice-type';

const docketed = (number: number, deliveryDate: string): InvoicedOrder => ({
  number,
  deliveryDate,
  docketNumber: `DDT ${number}`,
});
const bare = (number: number, deliveryDate: string): InvoicedOrder => ({ number, deliveryDate, docketNumber: null });

describe('deferred invoice, TD24 (D.P.R. 633/72 art. 21 c. 4 lett. a)', () => {
  it("a month of docketed deliveries is one TD24 dated the month's last day, issued by the 15th of the next month", () => {
    expect(planInvoice([docketed(1, '2026-10-02'), docketed(2, '2026-10-30')], '2026-11-03')).toEqual({
      documentType: 'TD24',
      billDate: '2026-10-31',
      earliest: '2026-10-30',
      latest: '2026-11-03',
      issueBy: '2026-11-15',
      late: false,
    });
  });

  it('December is invoiced by 15 January of the next year', () => {
    expect(planInvoice([docketed(1, '2026-12-31')], '2027-01-10')).toMatchObject({
      billDate: '2026-12-31',
      issueBy: '2027-01-15',
      late: false,
    });
  });

  it('billed within the month: dated today at the latest', () => {
    expect(planInvoice([docketed(1, '2026-11-02'), docketed(2, '2026-11-20')], '2026-11-25')).toMatchObject({
      billDate: '2026-11-25',
      earliest: '2026-11-20',
      latest: '2026-11-25',
    });
  });

  it('after the 15th the invoice is late: still dated within the month window, flagged', () => {
    expect(planInvoice([docketed(1, '2026-09-12')], '2026-11-02')).toEqual({
      documentType: 'TD24',
      billDate: '2026-09-30',
      earliest: '2026-09-12',
      latest: '2026-10-15',
      issueBy: '2026-10-15',
      late: true,
    });
  });

  it('refuses deliveries of several months (one deferred invoice per month)', () => {
    expect(planInvoice([docketed(1, '2026-09-30'), docketed(2, '2026-10-01')], '2026-11-02')).toEqual({
      code: 'BILL_SPANS_MONTHS',
      months: ['2026-09', '2026-10'],
    });
  });

  it('refuses deliveries not made yet (a docket dated tomorrow)', () => {
    expect(planInvoice([docketed(1, '2026-09-28'), docketed(7, '2026-09-29')], '2026-09-28')).toEqual({
      code: 'BILL_FUTURE_DELIVERY',
      orderNumbers: [7],
    });
  });

  it('names the orders without docket when mixed with docketed ones', () => {
    expect(
      planInvoice([docketed(1, '2026-10-01'), bare(2, '2026-10-02'), bare(3, '2026-10-03')], '2026-10-31'),
    ).toEqual({ code: 'BILL_ORDERS_WITHOUT_DOCKET', orderNumbers: [2, 3] });
  });
});

describe('immediate invoice, TD01 (art. 21 c. 4: within 12 days, dated the day of delivery)', () => {
  it('deliveries of one day without docket: TD01 dated that day', () => {
    expect(planInvoice([bare(4, '2026-11-20'), bare(5, '2026-11-20')], '2026-11-25')).toEqual({
      documentType: 'TD01',
      billDate: '2026-11-20',
      earliest: '2026-11-20',
      latest: '2026-11-20',
      issueBy: '2026-12-02',
      late: false,
    });
  });

  it('is late after 12 days', () => {
    expect(planInvoice([bare(4, '2026-11-01')], '2026-11-14')).toMatchObject({ documentType: 'TD01', late: true });
    expect(planInvoice([bare(4, '2026-11-01')], '2026-11-13')).toMatchObject({ late: false });
  });

  it('refuses deliveries of several days without docket', () => {
    expect(planInvoice([bare(4, '2026-11-01'), bare(5, '2026-11-02')], '2026-11-20')).toEqual({
      code: 'BILL_SPANS_DAYS',
      days: ['2026-11-01', '2026-11-02'],
    });
  });
});

describe('the chosen bill date', () => {
  const plan = planInvoice([docketed(1, '2026-10-20')], '2026-11-05') as InvoicePlan;
  it('takes the default, or any day of the window', () => {
    expect(invoiceDate(plan, null)).toBe('2026-10-31');
    expect(invoiceDate(plan, '2026-10-20')).toBe('2026-10-20');
    expect(invoiceDate(plan, '2026-11-05')).toBe('2026-11-05');
  });
  it('refuses a date before the last delivery or after today / the 15th', () => {
    for (const d of ['2026-10-19', '2026-11-06', '2026-11-16'])
      expect(invoiceDate(plan, d)).toEqual({
        code: 'BILL_DATE_NOT_ALLOWED',
        earliest: '2026-10-20',
        latest: '2026-11-05',
      });
  });
});

describe('numbering per year', () => {
  it("once the new year's numbers started, a December TD24 is dated in January (within its window)", () => {
    const orders = [docketed(1, '2026-12-30')];
    expect(planInvoice(orders, '2027-01-10', 2026)).toMatchObject({ billDate: '2026-12-31', earliest: '2026-12-30' });
    expect(planInvoice(orders, '2027-01-10', 2027)).toMatchObject({
      billDate: '2027-01-01',
      earliest: '2027-01-01',
      latest: '2027-01-10',
    });
  });
  it("an immediate invoice of last year keeps its delivery's day (it is numbered in last year's series)", () => {
    expect(planInvoice([bare(1, '2026-12-30')], '2027-01-05', 2027)).toEqual({
      documentType: 'TD01',
      billDate: '2026-12-30',
      earliest: '2026-12-30',
      latest: '2026-12-30',
      issueBy: '2027-01-11',
      late: false,
    });
  });
});

describe('the monthly bill run splits by the rule', () => {
  it('docketed orders per month, orders without docket per day, deliveries after today left for later', () => {
    const orders = [
      docketed(1, '2026-10-01'),
      docketed(2, '2026-10-31'),
      bare(3, '2026-10-05'),
      bare(4, '2026-10-05'),
      bare(5, '2026-10-06'),
      docketed(6, '2026-11-02'),
      docketed(7, '2026-11-09'),
    ];
    const groups = invoiceGroups(orders, '2026-11-03').map((g) => g.map((o) => o.number));
    expect(groups).toEqual([[1, 2], [3, 4], [5], [6]]);
    for (const group of invoiceGroups(orders, '2026-11-03'))
      expect('documentType' in planInvoice(group, '2026-11-03')).toBe(true);
  });

  it("splits a month's deferred invoice at a change of the tax regime (one RegimeFiscale per document)", () => {
    const orders = [
      docketed(1, '2026-11-02'),
      docketed(2, '2026-11-14'),
      docketed(3, '2026-11-15'),
      bare(4, '2026-11-20'),
    ];
    expect(invoiceGroups(orders, '2026-11-30', '2026-11-15').map((g) => g.map((o) => o.number))).toEqual([
      [1, 2],
      [3],
      [4],
    ]);
    // both deferred invoices are dated the month's last day: one more bill of that date
    expect(datedInvoiceGroups(orders, '2026-11-30', '2026-11-15').map((g) => g.date)).toEqual([
      '2026-11-20',
      '2026-11-30',
      '2026-11-30',
    ]);
    expect(invoiceGroups(orders, '2026-11-30').map((g) => g.map((o) => o.number))).toEqual([[1, 2, 3], [4]]);
  });
});

describe('numbers in date order (art. 21 c. 2 lett. b D.P.R. 633/72; circolare 14/E/2019 §3.2)', () => {
  const november = planInvoice([docketed(1, '2026-11-10'), docketed(2, '2026-11-27')], '2026-12-10') as InvoicePlan;

  it('a TD24 made after a bill dated 4 December is dated 4 December or later, not 30 November', () => {
    expect(november).toMatchObject({ billDate: '2026-11-30', earliest: '2026-11-27', latest: '2026-12-10' });
    expect(keepDateOrder(november, '2026-12-04', '2026-12-10')).toEqual({
      ...november,
      billDate: '2026-12-04',
      earliest: '2026-12-04',
    });
    expect(invoiceDate(keepDateOrder(november, '2026-12-04', '2026-12-10'), '2026-11-30')).toEqual({
      code: 'BILL_DATE_NOT_ALLOWED',
      earliest: '2026-12-04',
      latest: '2026-12-10',
    });
  });

  it('an earlier last bill, or none, leaves the plan as it is', () => {
    expect(keepDateOrder(november, '2026-11-02', '2026-12-10')).toEqual(november);
    expect(keepDateOrder(november, null, '2026-12-10')).toEqual(november);
    // on the window's first day the default stays the month's end
    expect(keepDateOrder(november, '2026-11-28', '2026-12-10')).toEqual({ ...november, earliest: '2026-11-28' });
  });

  it('rule "dated on issue": an immediate invoice of a day before the last bill is dated today, its delivery day stated (art. 21 c. 2 lett. g-bis; circ. 14/E/2019)', () => {
    const td01 = planInvoice([bare(3, '2026-12-01')], '2026-12-06') as InvoicePlan;
    expect(keepDateOrder(td01, '2026-12-02', '2026-12-06')).toEqual({
      ...td01,
      billDate: '2026-12-06',
      earliest: '2026-12-06',
      latest: '2026-12-06',
      datedOnIssue: true,
    });
    // on or after its day the last bill leaves it on its delivery day
    expect(keepDateOrder(td01, '2026-12-01', '2026-12-06')).toEqual(td01);
  });

  it('rule "dated on issue": a late TD24 whose window ends before the last bill is dated today (issue 45: 31.10 after 02.12)', () => {
    const october = planInvoice([docketed(4, '2026-10-28')], '2026-12-02') as InvoicePlan;
    expect(october).toMatchObject({ billDate: '2026-10-31', latest: '2026-11-15', late: true });
    expect(keepDateOrder(october, '2026-12-02', '2026-12-02')).toEqual({
      ...october,
      billDate: '2026-12-02',
      earliest: '2026-12-02',
      latest: '2026-12-02',
      datedOnIssue: true,
    });
  });
});

describe('a bill run numbers in date order (art. 21 c. 2 lett. b D.P.R. 633/72)', () => {
  const orders = [
    docketed(1, '2026-11-02'),
    bare(2, '2026-11-25'),
    docketed(3, '2026-11-20'),
    bare(4, '2026-11-03'),
    docketed(5, '2026-10-30'),
  ];

  it("dates each invoice by its rule and puts the earliest first: the month's immediate invoices before its deferred one", () => {
    const groups = datedInvoiceGroups(orders, '2026-12-01').map((g) => [g.date, g.orders.map((o) => o.number)]);
    expect(groups).toEqual([
      ['2026-10-31', [5]],
      ['2026-11-03', [4]],
      ['2026-11-25', [2]],
      ['2026-11-30', [1, 3]],
    ]);
  });

  it('a deferred invoice of the running month is dated today, and the dates are given once each', () => {
    // the deferred invoice of the running month dated today, the same day as the immediate one: one date
    expect(invoiceDatesOf([docketed(1, '2026-11-01'), bare(2, '2026-11-02')], '2026-11-02')).toEqual(['2026-11-02']);
    expect(invoiceDatesOf([docketed(1, '2026-11-03')], '2026-11-02')).toEqual([]); // not delivered yet
    expect(invoiceDatesOf([docketed(1, '2026-11-02'), docketed(2, '2026-11-10')], '2026-11-12')).toEqual([
      '2026-11-12',
    ]);
    expect(invoiceDatesOf([bare(1, '2026-11-02'), bare(2, '2026-11-02')], '2026-11-12')).toEqual(['2026-11-02']);
  });
});

describe('firstInvoiceChoice (the bill form starts with orders that make one invoice)', () => {
  const order = (number: number, deliveryDate: string, docketNumber: string | null = null) => ({
    number,
    deliveryDate,
    docketNumber,
  });

  it('takes every order when they make one invoice', () => {
    const month = [order(1, '2026-10-06', 'DDT 1'), order(2, '2026-10-20', 'DDT 2')];
    expect(firstInvoiceChoice(month, '2026-11-02')).toEqual(month);
  });

  it("takes the invoice of the earliest date: one day's deliveries without docket before the month's deferred invoice", () => {
    const orders = [
      order(1, '2026-11-03', 'DDT 1'),
      order(2, '2026-11-10'),
      order(3, '2026-11-12'),
      order(4, '2026-11-20', 'DDT 2'),
    ];
    // the immediate invoice is dated the 10th, the deferred one of November the 21st (today): numbers follow dates
    expect(firstInvoiceChoice(orders, '2026-11-21').map((o) => o.number)).toEqual([2]);
    // once the days without docket are billed, the month's docketed deliveries make one deferred invoice
    expect(firstInvoiceChoice([orders[0]!, orders[3]!], '2026-11-30').map((o) => o.number)).toEqual([1, 4]);
  });

  it("takes October's docketed deliveries before November's, and never a delivery not yet made", () => {
    const orders = [order(1, '2026-11-05', 'DDT 3'), order(2, '2026-10-28', 'DDT 2'), order(3, '2026-12-01', 'DDT 4')];
    expect(firstInvoiceChoice(orders, '2026-11-30').map((o) => o.number)).toEqual([2]);
    expect(firstInvoiceChoice([order(9, '2026-12-01')], '2026-11-30')).toEqual([]);
  });

  it("takes the deliveries before a change of the tax regime first, never both regimes' together", () => {
    const month = [order(1, '2026-11-06', 'DDT 1'), order(2, '2026-11-20', 'DDT 2')];
    expect(firstInvoiceChoice(month, '2026-11-30', '2026-11-15').map((o) => o.number)).toEqual([1]);
    expect(firstInvoiceChoice([month[1]!], '2026-11-30', '2026-11-15').map((o) => o.number)).toEqual([2]);
    expect(firstInvoiceChoice(month, '2026-11-30', '2026-12-01')).toEqual(month);
  });

  it("on the same date takes the immediate invoice first (today's deliveries with and without docket)", () => {
    const today = [order(1, '2026-11-30', 'DDT 9'), order(2, '2026-11-30')];
    expect(firstInvoiceChoice(today, '2026-11-30').map((o) => o.number)).toEqual([2]);
    expect(firstInvoiceChoice([...today].reverse(), '2026-11-30').map((o) => o.number)).toEqual([2]);
  });
});

describe('issued late (art. 21 c. 4 D.P.R. 633/72: TD01 within 12 days of the delivery, TD24 by the 15th of the next month)', () => {
  it('gives the last day on time of each invoice type', () => {
    expect(invoiceIssueBy('TD01', ['2026-11-20'])).toBe('2026-12-02');
    expect(invoiceIssueBy('TD24', ['2026-11-03', '2026-11-28'])).toBe('2026-12-15');
    expect(invoiceIssueBy('TD24', ['2026-12-31'])).toBe('2027-01-15');
  });

  it('an immediate invoice sent on the 12th day is on time, on the 13th late', () => {
    expect(isIssuedLate('TD01', ['2026-11-20'], '2026-12-02')).toBe(false);
    expect(isIssuedLate('TD01', ['2026-11-20'], '2026-12-03')).toBe(true);
  });

  it('a deferred invoice sent on the 15th is on time, on the 16th late', () => {
    expect(isIssuedLate('TD24', ['2026-10-01', '2026-10-31'], '2026-11-15')).toBe(false);
    expect(isIssuedLate('TD24', ['2026-10-01', '2026-10-31'], '2026-11-16')).toBe(true);
  });

  it('agrees with the plan made before the bill (one rule)', () => {
    const plan = planInvoice([docketed(1, '2026-09-12')], '2026-11-02') as InvoicePlan;
    expect(invoiceIssueBy('TD24', ['2026-09-12'])).toBe(plan.issueBy);
    expect(isIssuedLate('TD24', ['2026-09-12'], '2026-11-02')).toBe(plan.late);
  });
});
