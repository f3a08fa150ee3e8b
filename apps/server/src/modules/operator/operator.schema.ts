import { builder } from '../../platform/graphql/builder';
import { listAllBakeries, type BakeryAccount } from './operator.service';

const BakeryAccountRef = builder.objectRef<BakeryAccount>('BakeryAccount').implement({
  description: "A bakery of the platform as the platform operator sees it (no tenant's business data).",
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    email: t.exposeString('email', { nullable: true }),
    companyName: t.exposeString('companyName', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    blocked: t.exposeBoolean('blocked'),
    contractStart: t.exposeString('contractStart', {
      description: "YYYY-MM-DD: the day the account was made, in the bakery's time zone.",
    }),
    contractLastDay: t.exposeString('contractLastDay', {
      nullable: true,
      description: "YYYY-MM-DD: the contract's last day by the bakery's notice; null without notice.",
    }),
  }),
});

builder.queryFields((t) => ({
  allBakeries: t.field({
    type: [BakeryAccountRef],
    description:
      'Every bakery of the platform, by username ("all bakeries", requirements/platform-and-contract.md#platform-operator). Platform operator only.',
    authScopes: { operator: true },
    resolve: (_root, _args, ctx) => listAllBakeries(ctx),
  }),
}));
