import type { JobQueue } from '../jobs/queue';
import type { Language } from '@bakery/core';
import type { Config } from '../config';
import type { Database, Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { SessionTokens } from '../auth/tokens';
import type { Storage } from '../storage/storage';
import type { Throttle } from '../throttle/throttle';

export type AccountKind = 'BAKERY' | 'HOST' | 'PRIVATE' | 'GUEST';

/** The signed-in account as services see it: enough to decide tenancy without another query. */
export interface Viewer {
  id: number;
  kind: AccountKind;
  /** The bakery this account belongs to (its own id for a bakery): the tenant. */
  bakeryId: number | null;
  hostId: number | null;
  language: Language;
  /** The platform operator (role 'admin', made by the admin tool): sees every bakery, nothing of a tenant's business. */
  operator: boolean;
}

/** Long-lived parts shared by every request of one server instance. */
export interface Platform {
  config: Config;
  database: Database;
  db: Db;
  tokens: SessionTokens;
  mailer: Mailer;
  /** Uploaded files (thumbs, logos): local directory by default. */
  storage: Storage;
  /** Attempt budgets (sign-in, mails, availability checks) shared by every instance through the database. */
  throttle: Throttle;
  /** Background work shared by all instances (pg-boss on the platform's database). */
  jobs: JobQueue;
  /** Injected so tests can move time; production uses the real clock. */
  now: () => Date;
}

/** What every service receives first: who asks, from where, with which platform. */
export interface RequestContext {
  platform: Platform;
  viewer: Viewer | null;
  ip: string;
  /** Made on this machine (loopback, not forwarded by a proxy): only such requests may read the development mail outbox. */
  isLocal: boolean;
  /** Language of the request (Accept-Language / cookie), for mails to not-yet-known users. */
  requestLanguage: Language;
}
