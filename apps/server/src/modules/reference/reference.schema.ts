import { LANGUAGES } from '@bakery/core';
import { builder, LanguageEnum } from '../../platform/graphql/builder';
import { enumValue } from '../../platform/graphql/enum-value';
import type { LanguageRow as LanguageRecord, PlanRow, VatRow } from './reference.queries';
import {
  listActiveVats,
  listLanguages,
  listPlans,
  publicConfig,
  type PlatformOperator,
  type PublicConfig,
} from './reference.service';

const LanguageRow = builder.objectRef<LanguageRecord>('LanguageRow').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    short: t.field({ type: LanguageEnum, resolve: (r) => enumValue(LANGUAGES, r.short) }),
  }),
});

export const Vat = builder.objectRef<VatRow>('Vat').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    value: t.exposeString('value', { description: 'Percent as decimal string, e.g. "10.00".' }),
    active: t.exposeBoolean('active'),
  }),
});

const Plan = builder.objectRef<PlanRow>('Plan').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    key: t.exposeString('key', {
      description: 'Stable name of the plan; clients show its texts in the user language.',
    }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    costPerMonth: t.exposeString('costPerMonth', { description: 'EUR as decimal string, e.g. "3.00".' }),
    userRestriction: t.exposeInt('userRestriction', { nullable: true }),
  }),
});

const ErrorReporting = builder.objectRef<{ dsn: string; environment: string }>('ErrorReporting').implement({
  description: "Where the web app sends its errors (the server's SENTRY_DSN).",
  fields: (t) => ({
    dsn: t.exposeString('dsn', {
      description: 'Sentry-compatible DSN; it is public by design (it only lets clients send).',
    }),
    environment: t.exposeString('environment'),
  }),
});

const PlatformOperatorRef = builder.objectRef<PlatformOperator>('PlatformOperator').implement({
  description:
    'The company running this installation (PLATFORM_NAME, PLATFORM_ADDRESS, PLATFORM_VAT_NUMBER), for the imprint.',
  fields: (t) => ({
    name: t.exposeString('name'),
    addressLines: t.exposeStringList('addressLines'),
    vatNumber: t.exposeString('vatNumber', { nullable: true }),
  }),
});

const PublicConfig = builder.objectRef<PublicConfig>('PublicConfig').implement({
  fields: (t) => ({
    registrationOpen: t.boolean({ resolve: (c) => c.registrationBakeryName !== null }),
    registrationBakeryName: t.exposeString('registrationBakeryName', { nullable: true }),
    showPrices: t.exposeBoolean('showPrices', {
      description: 'Brand variant flag: show the prices link in the header.',
    }),
    appStoreUrl: t.exposeString('appStoreUrl'),
    playStoreUrl: t.exposeString('playStoreUrl'),
    guestAppUrl: t.exposeString('guestAppUrl', {
      description:
        "The guest app's full address (GUEST_APP_URL below PUBLIC_URL unless absolute), as printed on instruction sheets.",
    }),
    devOutbox: t.exposeBoolean('devOutbox', {
      description:
        "True when mails go to the stored outbox and this request comes from the server's own machine: /dev/outbox lists them.",
    }),
    errorReporting: t.field({
      type: ErrorReporting,
      nullable: true,
      description: 'Null unless SENTRY_DSN is set: then the web app loads its error reporting.',
      resolve: (c) => c.errorReporting,
    }),
    operator: t.field({
      type: PlatformOperatorRef,
      nullable: true,
      description: 'Null until PLATFORM_ADDRESS is set: then the imprint names this operator.',
      resolve: (c) => c.operator,
    }),
  }),
});

builder.queryFields((t) => ({
  languages: t.field({
    type: [LanguageRow],
    authScopes: { public: true },
    resolve: (_r, _a, ctx) => listLanguages(ctx),
  }),
  vats: t.field({
    type: [Vat],
    authScopes: { public: true },
    resolve: (_r, _a, ctx) => listActiveVats(ctx),
  }),
  plans: t.field({
    type: [Plan],
    authScopes: { public: true },
    resolve: (_r, _a, ctx) => listPlans(ctx),
  }),
  publicConfig: t.field({
    type: PublicConfig,
    authScopes: { public: true },
    resolve: (_r, _a, ctx) => publicConfig(ctx),
  }),
}));
