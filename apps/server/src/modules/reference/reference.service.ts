import type { RequestContext } from '../../platform/graphql/context';
import { findRegistrationBakery } from '../auth/registration.service';
import { guestAppFullUrl } from '../clients/guest-token.service';
import { displayName, userDetailLoader } from '../users/users.service';
import {
  findActiveVats,
  findLanguages,
  findPlans,
  type LanguageRow,
  type PlanRow,
  type VatRow,
} from './reference.queries';

export function listLanguages(ctx: RequestContext): Promise<LanguageRow[]> {
  return findLanguages(ctx.platform.db);
}

export function listActiveVats(ctx: RequestContext): Promise<VatRow[]> {
  return findActiveVats(ctx.platform.db);
}

export function listPlans(ctx: RequestContext): Promise<PlanRow[]> {
  return findPlans(ctx.platform.db);
}

export interface PublicConfig {
  registrationBakeryName: string | null;
  showPrices: boolean;
  appStoreUrl: string;
  playStoreUrl: string;
  guestAppUrl: string;
  devOutbox: boolean;
  errorReporting: { dsn: string; environment: string } | null;
  operator: PlatformOperator | null;
}

/** The company running this installation, for the imprint. */
export interface PlatformOperator {
  name: string;
  addressLines: string[];
  vatNumber: string | null;
}

/** What any visitor may know about this installation; the outbox only for a developer on this machine. */
export async function publicConfig(ctx: RequestContext): Promise<PublicConfig> {
  const { config } = ctx.platform;
  const bakery = await findRegistrationBakery(ctx);
  return {
    registrationBakeryName: bakery ? displayName(bakery, await userDetailLoader(ctx).load(bakery.id)) : null,
    showPrices: config.showPrices,
    appStoreUrl: config.appStoreUrl,
    playStoreUrl: config.playStoreUrl,
    guestAppUrl: guestAppFullUrl(config),
    devOutbox: ctx.platform.mailer.usesOutbox && !config.production && ctx.isLocal,
    errorReporting: config.errorReporting ?? null,
    // the seller of the service-fee statement (PLATFORM_NAME, PLATFORM_ADDRESS, PLATFORM_VAT_NUMBER): only once an address is set
    operator:
      config.platformSeller.address.length > 0
        ? {
            name: config.platformSeller.name,
            addressLines: config.platformSeller.address,
            vatNumber: config.platformSeller.vatNumber ?? null,
          }
        : null,
  };
}
