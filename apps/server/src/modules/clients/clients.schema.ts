import { builder, LanguageEnum } from '../../platform/graphql/builder';
import { parseId } from '../../platform/graphql/args';
import { dateInZone } from '../../platform/time';
import { AuthPayload } from '../auth/auth.schema';
import { PaymentMethodEnum, PaymentTermsEnum, UserRef } from '../users/users.schema';
import { accountKind, type UserRow } from '../users/account';
import type { ClientInput } from './client-input';
import {
  acceptPrivate,
  blockClient,
  countNewPrivates,
  createClient,
  listClients,
  restoreClient,
  updateClient,
} from './clients.service';
import { createGuest, resetGuestPassword, updateGuest } from './guests.service';
import { createGuestSignInToken, guestTokenLogin, revokeGuestSignInTokens } from './guest-token.service';
import { guestInstructionLink } from './instruction-link.service';

const ClientKindEnum = builder.enumType('ClientKind', { values: ['HOST', 'PRIVATE', 'GUEST', 'ALL'] as const });
const NewClientKindEnum = builder.enumType('NewClientKind', { values: ['HOST', 'PRIVATE'] as const });
const StayStatusEnum = builder.enumType('StayStatus', {
  values: ['UPCOMING', 'ACTIVE', 'OVER'] as const,
  description: "Today relative to a guest's stay.",
});

/** Settings of a client, shown to the bakery (or host) that owns it only. */
const ClientSettings = builder.objectRef<UserRow>('ClientSettings').implement({
  fields: (t) => ({
    awaitingAcceptance: t.exposeBoolean('awaitingAcceptance'),
    priceListId: t.id({ nullable: true, resolve: (u) => u.priceListId }),
    deliveryZoneId: t.id({ nullable: true, resolve: (u) => u.deliveryZoneId }),
    discountId: t.id({ nullable: true, resolve: (u) => u.discountId }),
    checkOrders: t.exposeBoolean('checkOrders'),
    createBills: t.exposeBoolean('createBills'),
    ignoreDeadline: t.exposeBoolean('ignoreDeadline'),
    deliversSaturday: t.exposeBoolean('deliversSaturday'),
    deliversSunday: t.exposeBoolean('deliversSunday'),
    deliveryCost: t.exposeString('deliveryCost'),
    deliveryCostMin: t.exposeString('deliveryCostMin'),
    noDeliveryCost: t.exposeBoolean('noDeliveryCost'),
    takeaway: t.exposeBoolean('takeaway'),
    docketPrices: t.exposeBoolean('docketPrices', { description: "Prices on the client's delivery dockets." }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  clientSettings: t.field({
    type: ClientSettings,
    nullable: true,
    description: 'Settings of a client: for the bakery or host that owns it, null for anyone else.',
    resolve: (u, _a, ctx) => {
      const v = ctx.viewer;
      const owns =
        v &&
        ((v.kind === 'BAKERY' && u.bakeryId === v.id && u.hostId === null) || (v.kind === 'HOST' && u.hostId === v.id));
      return owns ? u : null;
    },
  }),
  stayStatus: t.field({
    type: StayStatusEnum,
    nullable: true,
    description: 'For guests: whether today (bakery time zone) is before, within or after the stay.',
    resolve: (u, _a, ctx) => {
      if (accountKind(u) !== 'GUEST') return null;
      const today = dateInZone(ctx.platform.now(), u.timeZone ?? ctx.platform.config.bakeryTimeZone);
      return today < u.activeFrom ? 'UPCOMING' : today > u.activeTo ? 'OVER' : 'ACTIVE';
    },
  }),
}));

const ClientPage = builder
  .objectRef<{ items: UserRow[]; total: number; page: number; pageSize: number }>('ClientPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [UserRef], resolve: (p) => p.items }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });

const CreatedClient = builder
  .objectRef<{ user: UserRow; password: string; signInUrl?: string; mailed?: boolean }>('CreatedClient')
  .implement({
    description: 'A new account with its generated password, shown once.',
    fields: (t) => ({
      user: t.field({ type: UserRef, resolve: (c) => c.user }),
      password: t.exposeString('password'),
      signInUrl: t.string({
        nullable: true,
        description: 'Guests: the QR sign-in link (ADR 009).',
        resolve: (c) => c.signInUrl ?? null,
      }),
      mailed: t.boolean({
        description: 'Whether the welcome mail with the password went out.',
        resolve: (c) => c.mailed ?? false,
      }),
    }),
  });

const GuestSignInToken = builder.objectRef<{ url: string; expiresAt: Date }>('GuestSignInToken').implement({
  fields: (t) => ({
    url: t.exposeString('url', { description: 'Sign-in link for the QR code; shown once.' }),
    expiresAt: t.string({
      description: 'ISO instant: the end of the stay.',
      resolve: (x) => x.expiresAt.toISOString(),
    }),
  }),
});

const GuestInstructionLink = builder
  .objectRef<{ guestId: number; signInUrl: string }>('GuestInstructionLink')
  .implement({
    fields: (t) => ({
      guestId: t.id({ resolve: (x) => x.guestId }),
      signInUrl: t.exposeString('signInUrl', { description: 'Sign-in link for the QR code; shown once.' }),
    }),
  });

const ClientInputRef = builder.inputType('ClientInput', {
  description: 'Base data, billing data and settings of a host or private customer.',
  fields: (t) => ({
    kind: t.field({ type: NewClientKindEnum, required: true, description: 'Ignored on update: the kind stays.' }),
    username: t.string({ required: true }),
    email: t.string(),
    language: t.field({ type: LanguageEnum }),
    companyName: t.string(),
    fullName: t.string({ description: 'Omitted: first and last name.' }),
    firstName: t.string({ description: 'Nome of a client billed as a person (no company name).' }),
    lastName: t.string({ description: 'Cognome of a client billed as a person.' }),
    street: t.string(),
    houseNumber: t.string(),
    postalCode: t.string(),
    city: t.string(),
    province: t.string({ description: 'Provincia of an Italian address: its sigla, e.g. BZ.' }),
    country: t.string(),
    partitaIva: t.string({
      description: 'Foreign clients: in the VIES format of their country, with or without its prefix.',
    }),
    taxNumber: t.string(),
    recipientCode: t.string(),
    pec: t.string(),
    paymentMethod: t.field({
      type: PaymentMethodEnum,
      description: "Omitted: the kind's default (host MP05, private customer MP01).",
    }),
    paymentTerms: t.field({
      type: PaymentTermsEnum,
      description: "Omitted: the kind's default (host DAYS_30, private customer IMMEDIATE).",
    }),
    tel: t.string(),
    extra: t.string(),
    deadline: t.string({ description: 'HH:MM' }),
    priceListId: t.id({ description: 'Omitted on create: the default price list.' }),
    deliveryZoneId: t.id(),
    discountId: t.id(),
    checkOrders: t.boolean(),
    createBills: t.boolean(),
    ignoreDeadline: t.boolean(),
    deliversSaturday: t.boolean(),
    deliversSunday: t.boolean(),
    deliveryCost: t.string({ description: 'EUR, e.g. "2.50"' }),
    deliveryCostMin: t.string({ description: 'EUR above which no delivery cost is charged; 0 = always' }),
    noDeliveryCost: t.boolean(),
    takeaway: t.boolean(),
    docketPrices: t.boolean({ description: 'Prices on delivery dockets; default on' }),
    activeFrom: t.string({ description: 'YYYY-MM-DD; default by kind (§4)' }),
    activeTo: t.string({ description: 'YYYY-MM-DD' }),
  }),
});

const GuestInputRef = builder.inputType('GuestInput', {
  fields: (t) => ({
    label: t.string({ required: true }),
    activeFrom: t.string({ required: true, description: 'YYYY-MM-DD, first day of the stay' }),
    activeTo: t.string({ required: true, description: 'YYYY-MM-DD, last day of the stay' }),
    language: t.field({ type: LanguageEnum }),
    password: t.string({ description: 'Create only; omitted → a generated 12-character password.' }),
  }),
});

type RawClientInput = typeof ClientInputRef.$inferInput;

function toClientInput(raw: RawClientInput): ClientInput {
  const optionalId = (v: string | number | null | undefined, field: string) =>
    v === null || v === undefined || v === '' ? null : parseId(v, field);
  return {
    ...raw,
    priceListId: optionalId(raw.priceListId, 'priceListId'),
    deliveryZoneId: optionalId(raw.deliveryZoneId, 'deliveryZoneId'),
    discountId: optionalId(raw.discountId, 'discountId'),
  };
}

builder.queryFields((t) => ({
  clients: t.field({
    type: ClientPage,
    description: 'A bakery: its hosts and private customers; a host: its guests. 12 per page (§9).',
    authScopes: { bakery: true, host: true },
    args: {
      page: t.arg.int({ defaultValue: 0 }),
      search: t.arg.string(),
      kind: t.arg({ type: ClientKindEnum, defaultValue: 'ALL' }),
      includeBlocked: t.arg.boolean({ defaultValue: false }),
    },
    resolve: (_r, a, ctx) => listClients(ctx, a),
  }),
  countNewPrivates: t.int({
    description: 'Self-registered private customers waiting for the bakery to accept them.',
    authScopes: { bakery: true },
    resolve: (_r, _a, ctx) => countNewPrivates(ctx),
  }),
}));

builder.mutationFields((t) => ({
  createClient: t.field({
    type: CreatedClient,
    authScopes: { bakery: true },
    args: {
      input: t.arg({ type: ClientInputRef, required: true }),
      sendWelcomeMail: t.arg.boolean({
        defaultValue: false,
        description: 'Mail username and password to the client (needs an e-mail).',
      }),
    },
    resolve: (_r, a, ctx) => createClient(ctx, toClientInput(a.input), { sendWelcomeMail: a.sendWelcomeMail ?? false }),
  }),
  updateClient: t.field({
    type: UserRef,
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: ClientInputRef, required: true }) },
    resolve: (_r, a, ctx) => updateClient(ctx, parseId(a.id), toClientInput(a.input)),
  }),
  acceptPrivate: t.field({
    type: UserRef,
    description: 'Accepts a waiting private customer (unblocks it).',
    authScopes: { bakery: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => acceptPrivate(ctx, parseId(a.id)),
  }),
  deleteClient: t.field({
    type: UserRef,
    description: 'Blocks a client (bakery: host or private customer; host: guest) and ends its sessions.',
    authScopes: { bakery: true, host: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => blockClient(ctx, parseId(a.id)),
  }),
  restoreClient: t.field({
    type: UserRef,
    description: 'Unblocks a client.',
    authScopes: { bakery: true, host: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => restoreClient(ctx, parseId(a.id)),
  }),
  createGuest: t.field({
    type: CreatedClient,
    authScopes: { host: true },
    args: { input: t.arg({ type: GuestInputRef, required: true }) },
    resolve: (_r, a, ctx) => createGuest(ctx, a.input),
  }),
  updateGuest: t.field({
    type: UserRef,
    authScopes: { host: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: GuestInputRef, required: true }) },
    resolve: (_r, a, ctx) => updateGuest(ctx, parseId(a.id), a.input),
  }),
  resetGuestPassword: t.field({
    type: CreatedClient,
    description: "A new generated password and QR link for one of the host's guests; sessions and earlier links end.",
    authScopes: { host: true },
    args: { guestId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => resetGuestPassword(ctx, parseId(a.guestId, 'guestId')),
  }),
  createGuestSignInToken: t.field({
    type: GuestSignInToken,
    description:
      "A new QR sign-in link for one of the host's guests, valid until the end of its stay or until revoked.",
    authScopes: { host: true },
    args: { guestId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => createGuestSignInToken(ctx, parseId(a.guestId, 'guestId')),
  }),
  guestInstructionLink: t.field({
    type: GuestInstructionLink,
    description:
      "The instruction sheet opened by its address: the host's guest with this label and password, with a fresh QR sign-in link; NOT_FOUND when none matches.",
    authScopes: { host: true },
    args: { label: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => guestInstructionLink(ctx, a.label, a.password),
  }),
  revokeGuestSignInTokens: t.int({
    description: "Revokes the guest's QR sign-in links; returns how many were live.",
    authScopes: { host: true },
    args: { guestId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => revokeGuestSignInTokens(ctx, parseId(a.guestId, 'guestId')),
  }),
  guestTokenLogin: t.field({
    type: AuthPayload,
    description: "Guest app sign-in with the token of a guest's QR code (ADR 009).",
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => guestTokenLogin(ctx, a.token),
  }),
}));
