import { countAccountsWith } from './availability.service';
import { accountDisplayName, guestLabel } from '@bakery/core';
import { missingBaseData } from '@bakery/core/account-schemas';
import { builder, AccountKindEnum, LanguageEnum } from '../../platform/graphql/builder';
import { parseId } from '../../platform/graphql/args';
import { accountKind, OPERATOR_ROLE_ID, userLanguage, type UserRow } from './account';
import {
  changeLanguage,
  dismissedTutorialsOf,
  displayName,
  getUser,
  getViewerUser,
  setTutorialDismissed,
  userDetailLoader,
  userLoader,
} from './users.service';
import type { userDetails } from '../../db/schema/index';
import { accountTimeZone } from '../settings/time-zone';
import { isPaymentMethod, isPaymentTerms, PAYMENT_METHODS, PAYMENT_TERMS } from '@bakery/core/payment';

type DetailRow = typeof userDetails.$inferSelect;

export const PaymentMethodEnum = builder.enumType('PaymentMethod', {
  values: PAYMENT_METHODS,
  description:
    'FatturaPA ModalitaPagamento: MP01 cash, MP05 bank transfer, MP08 card, MP12 RiBa, MP19 SEPA direct debit, MP21 SEPA direct debit B2B.',
});
export const PaymentTermsEnum = builder.enumType('PaymentTerms', {
  values: PAYMENT_TERMS,
  description: 'Due date of a bill: the bill date, 30 days later, or the end of the month those 30 days end in.',
});

export const UserDetailRef = builder.objectRef<DetailRow>('UserDetail').implement({
  fields: (t) => ({
    companyName: t.exposeString('companyName', { nullable: true }),
    fullName: t.exposeString('fullName', { nullable: true }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'Nome of a client billed as a person.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Cognome of a client billed as a person.' }),
    province: t.exposeString('province', { nullable: true, description: 'Provincia (sigla) of an Italian address.' }),
    paymentMethod: t.field({
      type: PaymentMethodEnum,
      nullable: true,
      description: "Null: the default of the client's kind.",
      resolve: (d) => (isPaymentMethod(d.paymentMethod) ? d.paymentMethod : null),
    }),
    paymentTerms: t.field({
      type: PaymentTermsEnum,
      nullable: true,
      description: "Null: the default of the client's kind.",
      resolve: (d) => (isPaymentTerms(d.paymentTerms) ? d.paymentTerms : null),
    }),
    street: t.exposeString('street', { nullable: true }),
    houseNumber: t.exposeString('houseNumber', { nullable: true }),
    postalCode: t.exposeString('postalCode', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    country: t.exposeString('country', { nullable: true }),
    partitaIva: t.exposeString('partitaIva', { nullable: true }),
    taxNumber: t.exposeString('taxNumber', { nullable: true }),
    recipientCode: t.exposeString('recipientCode', { nullable: true }),
    pec: t.exposeString('pec', { nullable: true }),
    tel: t.exposeString('tel', { nullable: true }),
    extra: t.exposeString('extra', { nullable: true }),
    deadline: t.exposeString('deadline', { nullable: true }),
  }),
});

/** Another account as far as the viewer may see it: its display name only. */
const AccountRef = builder.objectRef<UserRow>('AccountRef').implement({
  description: 'Another account as far as the viewer may see it (its display name only).',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.string({ resolve: async (u, _a, ctx) => displayName(u, await userDetailLoader(ctx).load(u.id)) }),
  }),
});

export const UserRef = builder.objectRef<UserRow>('User').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    username: t.exposeString('username'),
    label: t.string({
      description: 'Username without the 32-character guest suffix.',
      resolve: (u) => (accountKind(u) === 'GUEST' ? guestLabel(u.username) : u.username),
    }),
    displayName: t.string({
      description: 'Company name, else full name, else the label: how the account is addressed on screens.',
      resolve: async (u, _a, ctx) => {
        const label = accountKind(u) === 'GUEST' ? guestLabel(u.username) : u.username;
        const d = await userDetailLoader(ctx).load(u.id);
        // a guest without a profile is addressed by its label, not its suffixed username
        return accountDisplayName({ companyName: d?.companyName, fullName: d?.fullName, username: label });
      },
    }),
    email: t.exposeString('email', { nullable: true }),
    language: t.field({ type: LanguageEnum, resolve: (u) => userLanguage(u) }),
    kind: t.field({
      type: AccountKindEnum,
      resolve: (u) => (u.roleId === OPERATOR_ROLE_ID ? 'OPERATOR' : accountKind(u)),
    }),
    isBakery: t.exposeBoolean('isBakery'),
    isHost: t.exposeBoolean('isHost'),
    confirmed: t.exposeBoolean('confirmed'),
    blocked: t.exposeBoolean('blocked'),
    activeFrom: t.exposeString('activeFrom', { description: 'YYYY-MM-DD' }),
    activeTo: t.exposeString('activeTo', { description: 'YYYY-MM-DD' }),
    timeZone: t.string({
      description:
        "IANA time zone of the account's bakery (a bakery's own), else the platform default: every date and time the account is shown is in it.",
      resolve: (u, _a, ctx) => accountTimeZone(ctx, u),
    }),
    bakery: t.field({
      type: AccountRef,
      nullable: true,
      resolve: (u, _a, ctx) => (u.bakeryId ? userLoader(ctx).load(u.bakeryId) : null),
    }),
    host: t.field({
      type: AccountRef,
      nullable: true,
      resolve: (u, _a, ctx) => (u.hostId ? userLoader(ctx).load(u.hostId) : null),
    }),
    detail: t.field({ type: UserDetailRef, nullable: true, resolve: (u, _a, ctx) => userDetailLoader(ctx).load(u.id) }),
    dismissedTutorials: t.stringList({
      description:
        'The tutorials (screen guides) the account closed, by key, on whatever device: the web shows them no more until reopened. Told to the account itself only (empty for others).',
      resolve: (u, _a, ctx) => dismissedTutorialsOf(ctx, u),
    }),
    needsDataCompletion: t.boolean({
      description: 'True while required base data is missing (first-login data completion).',
      resolve: async (u, _a, ctx) => {
        if (accountKind(u) === 'GUEST' || u.roleId === OPERATOR_ROLE_ID) return false;
        const d = await userDetailLoader(ctx).load(u.id);
        return missingBaseData(d).length > 0; // the rule the base data form and updateMyDetails require
      },
    }),
  }),
});

builder.queryFields((t) => ({
  me: t.field({
    type: UserRef,
    nullable: true,
    description: 'The signed-in user, or null.',
    authScopes: { public: true },
    resolve: (_r, _a, ctx) => getViewerUser(ctx),
  }),
  user: t.field({
    type: UserRef,
    nullable: true,
    description: 'A user the viewer may see (itself, or within its bakery/host relations).',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => getUser(ctx, parseId(id)),
  }),
  emailCount: t.int({
    description:
      'Number of accounts with this e-mail (0 = free), for bakeries and hosts creating accounts; hourly budget per account (TOO_MANY_ATTEMPTS).',
    authScopes: { bakery: true, host: true },
    args: { email: t.arg.string({ required: true }) },
    resolve: (_r, { email }, ctx) => countAccountsWith(ctx, 'email', email),
  }),
  usernameCount: t.int({
    description:
      'Number of accounts with this username (0 = free); hourly budget per IP address, or per account when signed in (TOO_MANY_ATTEMPTS).',
    authScopes: { public: true },
    args: { username: t.arg.string({ required: true }) },
    resolve: (_r, { username }, ctx) => countAccountsWith(ctx, 'username', username),
  }),
}));

builder.mutationFields((t) => ({
  changeLanguage: t.field({
    type: UserRef,
    authScopes: { loggedIn: true },
    args: { language: t.arg({ type: LanguageEnum, required: true }) },
    resolve: (_r, { language }, ctx) => changeLanguage(ctx, language),
  }),
  setTutorialDismissed: t.stringList({
    description:
      "Closes (dismissed: true) or reopens one tutorial for the signed-in account itself; answers the account's closed tutorials. An unknown key: TUTORIAL_UNKNOWN.",
    authScopes: { loggedIn: true },
    args: { key: t.arg.string({ required: true }), dismissed: t.arg.boolean({ required: true }) },
    resolve: (_r, { key, dismissed }, ctx) => setTutorialDismissed(ctx, key, dismissed),
  }),
}));
