import { builder } from '../../platform/graphql/builder';
import { UserRef } from '../users/users.schema';
import { DETAIL_FIELDS } from './details';
// Settings → Documents (seller data, bill PDF, numbering) has its own file.
import './document-settings.schema';
import {
  getBakerySettings,
  updateBakerySettings,
  updateMyDetails,
  updateMyProfile,
  type BakerySettings,
} from './settings.service';

const BakerySettingsRef = builder.objectRef<BakerySettings>('BakerySettings').implement({
  fields: (t) => ({
    createBills: t.exposeBoolean('createBills'),
    ignoreDeadline: t.exposeBoolean('ignoreDeadline'),
    deliversSaturday: t.exposeBoolean('deliversSaturday'),
    deliversSunday: t.exposeBoolean('deliversSunday'),
    takeaway: t.exposeBoolean('takeaway', { description: 'Takeaway obligation.' }),
    deliveryCost: t.exposeString('deliveryCost', { description: 'EUR, 2 decimals.' }),
    deliveryCostMin: t.exposeString('deliveryCostMin', {
      description: 'EUR from which delivery is free; 0.00 = always charged.',
    }),
    deadline: t.exposeString('deadline', {
      nullable: true,
      description: 'Default order deadline time HH:MM (day before delivery); null = platform default.',
    }),
    timeZone: t.exposeString('timeZone', { description: 'IANA time zone of the bakery.' }),
  }),
});

const BakerySettingsInputRef = builder.inputType('BakerySettingsInput', {
  description: 'Only the given fields change.',
  fields: (t) => ({
    createBills: t.boolean(),
    ignoreDeadline: t.boolean(),
    deliversSaturday: t.boolean(),
    deliversSunday: t.boolean(),
    takeaway: t.boolean(),
    deliveryCost: t.string({ description: 'Non-negative, at most 2 decimals.' }),
    deliveryCostMin: t.string({ description: 'Non-negative, at most 2 decimals.' }),
    deadline: t.string({ description: 'HH:MM; null or empty = platform default.' }),
    timeZone: t.string({ description: 'IANA name; null or empty = platform default.' }),
  }),
});

const UserDetailInputRef = builder.inputType('UserDetailInput', {
  description:
    'Absent fields stay; null or blank clears. Name (company or full), street, postal code and city are required.',
  fields: (t) =>
    Object.fromEntries(DETAIL_FIELDS.map((f) => [f, t.string()])) as Record<
      (typeof DETAIL_FIELDS)[number],
      ReturnType<typeof t.string>
    >,
});

builder.objectFields(UserRef, (t) => ({
  acceptsGuestOrders: t.exposeBoolean('acceptsGuestOrders', {
    description: 'Private customers: whether guests may order through this account.',
  }),
}));

builder.queryFields((t) => ({
  bakerySettings: t.field({
    type: BakerySettingsRef,
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => getBakerySettings(ctx),
  }),
}));

builder.mutationFields((t) => ({
  updateBakerySettings: t.field({
    type: BakerySettingsRef,
    authScopes: { bakery: true },
    args: { input: t.arg({ type: BakerySettingsInputRef, required: true }) },
    resolve: (_r, a, ctx) => updateBakerySettings(ctx, a.input),
  }),
  updateMyDetails: t.field({
    type: UserRef,
    description: 'Base and billing data of the signed-in account (not guests); BAD_INPUT lists the failing fields.',
    authScopes: { bakery: true, host: true, private: true },
    args: { input: t.arg({ type: UserDetailInputRef, required: true }) },
    resolve: (_r, a, ctx) => updateMyDetails(ctx, a.input),
  }),
  updateMyProfile: t.field({
    type: UserRef,
    authScopes: { private: true },
    args: { acceptsGuestOrders: t.arg.boolean({ required: true }) },
    resolve: (_r, a, ctx) => updateMyProfile(ctx, a.acceptsGuestOrders),
  }),
}));
