import { builder } from '../../platform/graphql/builder';
import { parseId } from '../../platform/graphql/args';
import {
  countClientsToInform,
  getContract,
  giveContractNotice,
  revokeContractNotice,
  withdrawContractNotice,
  type ContractNotice,
  type ContractStatus,
} from './contract.service';

const ContractEndRuleEnum = builder.enumType('ContractEndRule', {
  values: ['WITHDRAWAL', 'MONTH_END'] as const,
  description:
    'WITHDRAWAL: notice within 14 days of the contract start ends it at once; MONTH_END: later notice ends it on the last day of that month (requirements/platform-and-contract.md#service-contract).',
});

const ContractNoticeRef = builder.objectRef<ContractNotice>('ContractNotice').implement({
  fields: (t) => ({
    noticeOn: t.exposeString('noticeOn', { description: 'YYYY-MM-DD: the day notice was given.' }),
    rule: t.field({ type: ContractEndRuleEnum, resolve: (n) => n.rule }),
    lastDay: t.exposeString('lastDay', { description: "YYYY-MM-DD: the contract's last day." }),
    blockedFrom: t.exposeString('blockedFrom', { description: 'YYYY-MM-DD: the first day the account is blocked.' }),
    withdrawable: t.exposeBoolean('withdrawable', {
      description: 'Whether the bakery may still take the notice back.',
    }),
  }),
});

const ContractStatusRef = builder.objectRef<ContractStatus>('ContractStatus').implement({
  description:
    "The bakery's service contract with the platform (requirements/platform-and-contract.md#service-contract).",
  fields: (t) => ({
    contractStart: t.exposeString('contractStart', { description: "YYYY-MM-DD in the bakery's time zone." }),
    today: t.exposeString('today', { description: "YYYY-MM-DD in the bakery's time zone." }),
    notice: t.field({ type: ContractNoticeRef, nullable: true, resolve: (s) => s.notice }),
    clientsToInform: t.int({
      description:
        'Hosts and private customers a notice tells by mail now (usable, with an address): the confirmation names the number.',
      resolve: (s, _a, ctx) => countClientsToInform(ctx, s),
    }),
  }),
});

builder.queryFields((t) => ({
  contractStatus: t.field({
    type: ContractStatusRef,
    description: "The signed-in bakery's contract: its start and its notice, if any.",
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => getContract(ctx),
  }),
}));

builder.mutationFields((t) => ({
  giveContractNotice: t.field({
    type: ContractStatusRef,
    description:
      "The bakery gives notice of its contract, confirmed by its password (PASSWORD_WRONG). Within 14 days of the start the account is blocked at once, else after the month's last day; its clients are told by mail. CONTRACT_NOTICE_GIVEN when given already.",
    authScopes: { bakery: true },
    args: { password: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => giveContractNotice(ctx, a.password),
  }),
  withdrawContractNotice: t.field({
    type: ContractStatusRef,
    description:
      'The bakery takes its month-end notice back before it takes effect; its clients are told. CONTRACT_NOTICE_NOT_WITHDRAWABLE (reason NONE | ENDED) otherwise.',
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => withdrawContractNotice(ctx),
  }),
  revokeContractNotice: t.field({
    type: ContractStatusRef,
    description:
      "The platform operator revokes a bakery's notice, unblocking the account if the notice had blocked it. Platform operator only.",
    authScopes: { operator: true },
    args: { bakeryId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => revokeContractNotice(ctx, parseId(a.bakeryId)),
  }),
}));
