import { asc, eq } from 'drizzle-orm';
import { languages, plans, vats } from '../../db/schema/index';
import { builder, LanguageEnum } from '../../platform/graphql/builder';
import type { Language } from '@bakery/core';
import { findRegistrationBakery } from '../auth/registration.service';
import { userDetailLoader, displayName } from '../users/users.service';
import { guestAppFullUrl } from '../clients/guest-token.service';

const LanguageRow = builder.objectRef<{ id: number; short: string }>('LanguageRow').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    short: t.field({ type: LanguageEnum, resolve: (r) => r.short as Language }),
  }),
});

export const Vat = builder.objectRef<typeof vats.$inferSelect>('Vat').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    value: t.exposeString('value', { description: 'Percent as decimal string, e.g. "10.00".' }),
    active: t.exposeBoolean('active'),
  }),
});

const Plan = builder.objectRef<typeof plans.$inferSelect>('Plan').implement({
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

interface PublicConfigShape {
  registrationBakeryName: string | null;
  showPrices: boolean;
  appStoreUrl: string;
  playStoreUrl: string;
  guestAppUrl: string;
  devOutbox: boolean;
}

const PublicConfig = builder.objectRef<PublicConfigShape>('PublicConfig').implement({
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
  }),
});

builder.queryFields((t) => ({
  languages: t.field({
    type: [LanguageRow],
    authScopes: { public: true },
    resolve: (_r, _a, ctx) => ctx.platform.db.select().from(languages).orderBy(asc(languages.id)),
  }),
  vats: t.field({
    type: [Vat],
    authScopes: { public: true },
    resolve: (_r, _a, ctx) => ctx.platform.db.select().from(vats).where(eq(vats.active, true)).orderBy(asc(vats.value)),
  }),
  plans: t.field({
    type: [Plan],
    authScopes: { public: true },
    resolve: (_r, _a, ctx) => ctx.platform.db.select().from(plans).orderBy(asc(plans.id)),
  }),
  publicConfig: t.field({
    type: PublicConfig,
    authScopes: { public: true },
    resolve: async (_r, _a, ctx) => {
      const { config } = ctx.platform;
      const bakery = await findRegistrationBakery(ctx);
      return {
        registrationBakeryName: bakery ? displayName(bakery, await userDetailLoader(ctx).load(bakery.id)) : null,
        showPrices: config.showPrices,
        appStoreUrl: config.appStoreUrl,
        playStoreUrl: config.playStoreUrl,
        guestAppUrl: guestAppFullUrl(config),
        devOutbox: ctx.platform.mailer.usesOutbox && !config.production && ctx.isLocal,
      };
    },
  }),
}));
