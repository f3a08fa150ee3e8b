import { AccountKindEnum, builder } from '../../platform/graphql/builder';
import { serviceFeeStatement, type ServiceFeeAccount, type ServiceFeeStatement } from './service-fee.service';

const AccountRef = builder.objectRef<ServiceFeeAccount>('ServiceFeeAccount').implement({
  fields: (t) => ({
    id: t.id({ resolve: (a) => a.id }),
    name: t.exposeString('name'),
    kind: t.field({ type: AccountKindEnum, resolve: (a) => a.kind }),
    orderCount: t.exposeInt('orderCount'),
  }),
});

const StatementRef = builder.objectRef<ServiceFeeStatement>('ServiceFeeStatement').implement({
  description: "The platform's monthly service fee to a bakery: 3.00 EUR per active buyer account, plus VAT.",
  fields: (t) => ({
    month: t.exposeString('month'),
    number: t.exposeString('number'),
    date: t.exposeString('date'),
    dueDate: t.exposeString('dueDate'),
    feeCents: t.exposeInt('feeCents'),
    vatRate: t.exposeString('vatRate'),
    accounts: t.field({ type: [AccountRef], resolve: (s) => s.list }),
    accountCount: t.int({ resolve: (s) => s.accounts }),
    netCents: t.exposeInt('netCents'),
    taxCents: t.exposeInt('taxCents'),
    totalCents: t.exposeInt('totalCents'),
  }),
});

builder.queryFields((t) => ({
  serviceFeeStatement: t.field({
    type: StatementRef,
    authScopes: { bakery: true },
    args: { month: t.arg.string({ required: true, description: 'YYYY-MM' }) },
    resolve: (_r, a, ctx) => serviceFeeStatement(ctx, a.month),
  }),
}));
