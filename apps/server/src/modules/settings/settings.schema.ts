import { builder } from '../../platform/graphql/builder';
import { UserRef } from '../users/users.schema';
import { DETAIL_FIELDS } from './details';
import { getDocumentSettings, updateDocumentSettings, type DocumentSettings } from './document-settings';
import { getBakerySettings, updateBakerySettings, updateMyDetails, updateMyProfile, type BakerySettings } from './settings.service';

const BakerySettingsRef = builder.objectRef<BakerySettings>('BakerySettings').implement({
  fields: (t) => ({
    createBills: t.exposeBoolean('createBills'),
    ignoreDeadline: t.exposeBoolean('ignoreDeadline'),
    deliversSaturday: t.exposeBoolean('deliversSaturday'),
    deliversSunday: t.exposeBoolean('deliversSunday'),
    takeaway: t.exposeBoolean('takeaway', { description: 'Takeaway obligation.' }),
    deliveryCost: t.exposeString('deliveryCost', { description: 'EUR, 2 decimals.' }),
    deliveryCostMin: t.exposeString('deliveryCostMin', { description: 'EUR from which delivery is free; 0.00 = always charged.' }),
    deadline: t.exposeString('deadline', { nullable: true, description: 'Default order deadline time HH:MM (day before delivery); null = platform default.' }),
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

const DocumentSettingsRef = builder.objectRef<DocumentSettings>('DocumentSettings').implement({
  description: 'Settings → Documents: delivery docket numbering (SPEC §3 dd_number_format, current_dd_number; §5 tokens %n %d %m %y %Y).',
  fields: (t) => ({
    ddNumberFormat: t.exposeString('ddNumberFormat'),
    nextDdNumber: t.exposeInt('nextDdNumber', { description: 'The sequence number the next docket gets.' }),
    nextDdPreview: t.exposeString('nextDdPreview', { description: "The next docket's number as it would be printed today." }),
  }),
});

const DocumentSettingsInputRef = builder.inputType('DocumentSettingsInput', {
  description: 'Only the given fields change.',
  fields: (t) => ({
    ddNumberFormat: t.string({ description: '1–30 characters with exactly one %n.' }),
    nextDdNumber: t.int({ description: 'Moves the counter forward only (DOCUMENT_NUMBER_BACKWARDS otherwise).' }),
  }),
});

const UserDetailInputRef = builder.inputType('UserDetailInput', {
  description: 'Absent fields stay; null or blank clears. Name (company or full), street, postal code and city are required.',
  fields: (t) => Object.fromEntries(DETAIL_FIELDS.map((f) => [f, t.string()])) as Record<(typeof DETAIL_FIELDS)[number], ReturnType<typeof t.string>>,
});

builder.objectFields(UserRef, (t) => ({
  acceptsGuestOrders: t.exposeBoolean('acceptsGuestOrders', { description: 'Private customers: whether guests may order through this account.' }),
}));

builder.queryFields((t) => ({
  bakerySettings: t.field({ type: BakerySettingsRef, authScopes: { bakery: true }, resolve: (_r, _a, ctx) => getBakerySettings(ctx) }),
  documentSettings: t.field({ type: DocumentSettingsRef, authScopes: { bakery: true }, resolve: (_r, _a, ctx) => getDocumentSettings(ctx) }),
}));

builder.mutationFields((t) => ({
  updateBakerySettings: t.field({
    type: BakerySettingsRef,
    authScopes: { bakery: true },
    args: { input: t.arg({ type: BakerySettingsInputRef, required: true }) },
    resolve: (_r, a, ctx) => updateBakerySettings(ctx, a.input),
  }),
  updateDocumentSettings: t.field({
    type: DocumentSettingsRef,
    authScopes: { bakery: true },
    args: { input: t.arg({ type: DocumentSettingsInputRef, required: true }) },
    resolve: (_r, a, ctx) => updateDocumentSettings(ctx, a.input),
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
