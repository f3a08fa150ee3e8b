import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Platform } from './graphql/context';
import type { VersionOf } from './graphql/response-cache';

/** Stops what a feature started on an instance (timers, pollers); awaited before the HTTP server closes. */
export type StopWork = () => void | Promise<void>;

/**
 * Subqueries selecting a tenant's rows of the tables most others refer to (the tenancy map of the
 * security suite fills them in): `$1` is the bakery, e.g. `accounts` = the bakery and its accounts.
 */
export interface TenantSets {
  accounts: string;
  products: string;
  priceLists: string;
  orders: string;
  bills: string;
  media: string;
}

/**
 * What a feature adds to the app, exported by its folder's `index.ts` as its manifest (ADR 024).
 * `app/features.ts` lists the manifests and the app composes them in one loop; platform/ knows
 * no feature by name. A feature's GraphQL types and fields are added to the builder when its
 * `index.ts` is imported (it imports its `*.schema.ts` files).
 */
export interface Feature {
  /** The feature's folder under modules/. */
  name: string;
  /** Plain HTTP routes (uploads and documents) beside /graphql. */
  routes?: (app: FastifyInstance, platform: Platform) => void | Promise<void>;
  /**
   * Background work on the job queue, started on every instance after the queue (ADR 019): job
   * handlers defined, periodic jobs scheduled. Returns what stops it when the instance closes.
   */
  startJobs?: (platform: Platform, log: FastifyBaseLogger) => Promise<StopWork | void>;
  /** Awaited after the queue stopped: work that outlives its job (an e-invoice's XSD check). */
  drain?: () => Promise<void>;
  /** Root queries answered from the versioned response cache, with their version (ADR 022). */
  cachedQueries?: Readonly<Record<string, VersionOf>>;
  /**
   * How the rows of each table the feature owns belong to a tenant: a WHERE condition selecting
   * the rows of the bakery `$1`, 'TRUE' for installation-wide tables nobody changes through the
   * API, 'FALSE' for tables that are no tenant's data. The security suite checks every table.
   */
  tenantRows?: (sets: TenantSets) => Readonly<Record<string, string>>;
}
