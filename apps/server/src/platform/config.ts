import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { s3StorageOf, type S3StorageConfig } from './storage/storage-config';
import {
  APP_STORE_PLACEHOLDER,
  EnvironmentSchema,
  MAIL_FROM_PLACEHOLDER,
  SECURITY_CONTACT_PLACEHOLDER,
  mediaS3Settings,
  parseEnvironment,
  ProductionEnvironmentSchema,
  sentryDsnOf,
  type Environment,
} from './config-environment';

export { ConfigError, trustProxyOf } from './config-environment';

/** Repository root: config defaults (data dir, web build) are relative to it, whatever the cwd. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface Config {
  port: number;
  host: string;
  /** postgres://… for a real server; undefined → embedded PGlite in dataDir. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where the local storage adapter keeps uploaded files (MEDIA_DIR, default `${dataDir}/media`). */
  mediaDir: string;
  backup: {
    /** Where backups go: `npm run admin -- backup` without --to and the scheduled ones (BACKUP_DIR, default `backups/` beside `data/`, not in it). */
    dir: string;
    /** Scheduled backups kept in `dir`, the newest (BACKUP_KEEP, default 7). */
    keep: number;
    /** Hours between scheduled backups (BACKUP_EVERY_HOURS, default 24; 0 = none). */
    everyHours: number;
  };
  /** A bucket of an S3-compatible service instead of mediaDir (MEDIA_S3_*, docs/OPERATIONS.md "Media storage"); undefined = mediaDir. */
  mediaS3: S3StorageConfig | undefined;
  /** Where clients load media from (MEDIA_PUBLIC_URL: a CDN or the bucket); undefined = the app's `/media/<key>`. */
  mediaPublicUrl: string | undefined;
  /** From JWT_SECRET; undefined → generated once and kept in the database (shared by all instances). */
  jwtSecret: string | undefined;
  jwtExpiresIn: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  appStoreUrl: string;
  /** Where vulnerabilities are reported (SECURITY_CONTACT, mailto: or https:), in /.well-known/security.txt; the brand's placeholder by default, refused in production. */
  securityContact: string;
  playStoreUrl: string;
  guestAppUrl: string;
  bakeryTimeZone: string;
  /** Username of the one bakery that takes self-registrations ("only possible for one bakery", requirements/accounts-and-sign-in.md#registration). */
  registrationBakery: string;
  showPrices: boolean;
  corsOrigins: string[];
  /** Sign-in, registration and reset attempts per IP and minute. */
  authRateLimit: number;
  /** Username/e-mail availability checks per hour: per IP for visitors, per account for signed-in bakeries and hosts (×10). */
  availabilityRateLimit: number;
  /**
   * Which reverse proxies to believe about the client's address (TRUST_PROXY): false (default) =
   * the socket's address, a hop count, or the proxies' addresses/CIDRs. Without it, anyone could
   * pick their address with X-Forwarded-For and escape the per-IP throttle.
   */
  trustProxy: false | number | string[];
  /** Consecutive false logins that lock an account (requirements/accounts-and-sign-in.md#when-an-account-may-sign-in). */
  maxFailedLogins: number;
  production: boolean;
  seedDemo: boolean;
  /** Minutes between runs of the abo job that creates standing orders (0 = off). */
  aboJobMinutes: number;
  /** Minutes between runs of the job that blocks bakeries whose contract notice took effect (0 = off). */
  contractJobMinutes: number;
  /** The job queue (pg-boss): how often instances look for jobs of dead instances, and idle workers for jobs. */
  jobs: {
    maintenanceSeconds: number;
    pollSeconds: number;
    billJobExpireSeconds: number;
    /** Retries of a mail SMTP refused (MAIL_RETRY_LIMIT) and the first retry's delay, doubled each time (MAIL_RETRY_SECONDS). */
    mailRetryLimit: number;
    mailRetrySeconds: number;
    /** A mail job not finished by then is taken to be dead (its instance crashed) and retried (MAIL_JOB_EXPIRE_SECONDS). */
    mailJobExpireSeconds: number;
  };
  webDist: string;
  /** The guest app's web export, served at /guest (GUEST_APP_DIST, default `apps/mobile/dist`). */
  guestAppDist: string;
  logLevel: string;
  /** How e-invoices reach SdI (SDI_TRANSPORT): a local outbox directory (default), certified mail (pec) or an intermediary's HTTP API. */
  sdi: SdiConfig;
  /** The platform as the seller of its service-fee invoices to bakeries (PLATFORM_*). */
  platformSeller: PlatformSeller;
  /** Where the web app reports its errors (SENTRY_DSN, a Sentry-compatible DSN); undefined = off. */
  errorReporting: ErrorReportingConfig | undefined;
}

export interface ErrorReportingConfig {
  dsn: string;
  /** SENTRY_ENVIRONMENT, default `production` or `development` after NODE_ENV. */
  environment: string;
}

/**
 * Reads the environment; every variable has a working default (listed in README). A bad value
 * throws a ConfigError naming every bad variable. Used by the tools too (admin, migrate, seed),
 * so placeholders are accepted: the server's start refuses them in production (loadServerConfig).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return configOf(parseEnvironment(EnvironmentSchema, env));
}

/**
 * The configuration the server starts with: loadConfig's, and with NODE_ENV=production no
 * placeholder (APP_STORE_URL, MAIL_FROM) and the platform's fiscal identity (PLATFORM_*) set,
 * listed in one ConfigError together with any bad value.
 */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const schema = env.NODE_ENV === 'production' ? ProductionEnvironmentSchema : EnvironmentSchema;
  return configOf(parseEnvironment(schema, env));
}

function configOf(vars: Environment): Config {
  const port = vars.PORT ?? 3000;
  const baseDir = vars.INIT_CWD ?? process.cwd();
  const production = vars.NODE_ENV === 'production';
  const dataDir = path.resolve(baseDir, vars.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  const atLeastOne = (n: number) => Math.max(1, n);
  return {
    port,
    host: vars.HOST ?? '0.0.0.0',
    databaseUrl: vars.DATABASE_URL,
    dataDir,
    mediaDir: path.resolve(baseDir, vars.MEDIA_DIR ?? path.join(dataDir, 'media')),
    backup: {
      dir: path.resolve(baseDir, vars.BACKUP_DIR ?? path.join(REPO_ROOT, 'backups')),
      keep: atLeastOne(vars.BACKUP_KEEP ?? 7),
      everyHours: vars.BACKUP_EVERY_HOURS ?? 24,
    },
    mediaS3: s3StorageOf(mediaS3Settings(vars)),
    mediaPublicUrl: vars.MEDIA_PUBLIC_URL,
    jwtSecret: vars.JWT_SECRET,
    jwtExpiresIn: vars.JWT_EXPIRES_IN ?? '30d',
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM ?? MAIL_FROM_PLACEHOLDER,
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    appStoreUrl: vars.APP_STORE_URL ?? APP_STORE_PLACEHOLDER,
    securityContact: vars.SECURITY_CONTACT ?? SECURITY_CONTACT_PLACEHOLDER,
    playStoreUrl: vars.PLAY_STORE_URL ?? 'https://play.google.com/store/apps/details?id=app.brotzeit.guest',
    guestAppUrl: vars.GUEST_APP_URL ?? '/guest',
    bakeryTimeZone: vars.BAKERY_TIME_ZONE ?? 'Europe/Rome',
    registrationBakery: vars.REGISTRATION_BAKERY ?? 'baeckerei-mair',
    showPrices: vars.SHOW_PRICES ?? true,
    corsOrigins: vars.CORS_ORIGINS,
    authRateLimit: vars.AUTH_RATE_LIMIT ?? 30,
    availabilityRateLimit: vars.AVAILABILITY_RATE_LIMIT ?? 60,
    trustProxy: vars.TRUST_PROXY,
    maxFailedLogins: vars.MAX_FAILED_LOGINS ?? 5,
    production,
    seedDemo: vars.SEED_DEMO ?? true,
    aboJobMinutes: vars.ABO_JOB_MINUTES ?? 5,
    contractJobMinutes: vars.CONTRACT_JOB_MINUTES ?? 15,
    jobs: {
      maintenanceSeconds: atLeastOne(vars.JOB_MAINTENANCE_SECONDS ?? 30),
      pollSeconds: atLeastOne(vars.JOB_POLL_SECONDS ?? 2),
      billJobExpireSeconds: atLeastOne(vars.BILL_JOB_EXPIRE_SECONDS ?? 300),
      mailRetryLimit: vars.MAIL_RETRY_LIMIT ?? 5,
      mailRetrySeconds: atLeastOne(vars.MAIL_RETRY_SECONDS ?? 30),
      mailJobExpireSeconds: atLeastOne(vars.MAIL_JOB_EXPIRE_SECONDS ?? 180),
    },
    webDist: path.resolve(baseDir, vars.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist')),
    guestAppDist: path.resolve(baseDir, vars.GUEST_APP_DIST ?? path.join(REPO_ROOT, 'apps/mobile/dist')),
    logLevel: vars.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    errorReporting: errorReportingOf(
      vars.SENTRY_DSN,
      vars.SENTRY_ENVIRONMENT ?? (production ? 'production' : 'development'),
    ),
    platformSeller: {
      name: vars.PLATFORM_NAME ?? 'Brotzeit',
      address: vars.PLATFORM_ADDRESS,
      vatNumber: vars.PLATFORM_VAT_NUMBER,
      vatRate: vars.PLATFORM_VAT_RATE ?? '22',
      iban: vars.PLATFORM_IBAN,
    },
    sdi: {
      transport: vars.SDI_TRANSPORT ?? 'outbox',
      outboxDir: path.resolve(baseDir, vars.SDI_OUTBOX_DIR ?? path.join(dataDir, 'sdi-outbox')),
      pecSmtpUrl: vars.SDI_PEC_SMTP_URL ?? vars.SMTP_URL,
      pecFrom: vars.SDI_PEC_FROM,
      pecAddress: vars.SDI_PEC_ADDRESS ?? 'sdi01@pec.fatturapa.it',
      httpUrl: vars.SDI_HTTP_URL,
      httpKey: vars.SDI_HTTP_KEY,
      notifyKey: vars.SDI_NOTIFY_KEY,
      pecImapUrl: vars.SDI_PEC_IMAP_URL,
      pecImapMinutes: vars.SDI_PEC_IMAP_MINUTES ?? 5,
      sendRetryLimit: vars.SDI_SEND_RETRY_LIMIT ?? 4,
      sendRetrySeconds: atLeastOne(vars.SDI_SEND_RETRY_SECONDS ?? 60),
      sendExpireSeconds: atLeastOne(vars.SDI_SEND_EXPIRE_SECONDS ?? 180),
    },
  };
}

/** SENTRY_DSN: unset → off; otherwise an https (or http) address with the project key, checked at start. */
export function errorReportingOf(dsn: string | undefined, environment: string): ErrorReportingConfig | undefined {
  const value = sentryDsnOf(dsn);
  return value === undefined ? undefined : { dsn: value, environment };
}

export type SdiTransportKind = 'outbox' | 'pec' | 'http';

export interface SdiConfig {
  transport: SdiTransportKind;
  /** outbox: where the XML files are written (SDI_OUTBOX_DIR, default `${dataDir}/sdi-outbox`). */
  outboxDir: string;
  /** pec: the bakery's certified-mail SMTP server (SDI_PEC_SMTP_URL, else SMTP_URL) and sender (SDI_PEC_FROM). */
  pecSmtpUrl: string | undefined;
  pecFrom: string | undefined;
  /** pec: SdI's address (SDI_PEC_ADDRESS; SdI assigns a sdiNN@pec.fatturapa.it after the first file). */
  pecAddress: string;
  /** http: the intermediary's endpoint and API key (SDI_HTTP_URL, SDI_HTTP_KEY). */
  httpUrl: string | undefined;
  httpKey: string | undefined;
  /** The key an intermediary sends in `x-sdi-key` when it posts SdI notifications (SDI_NOTIFY_KEY); unset = endpoint off. */
  notifyKey: string | undefined;
  /**
   * The bakery's PEC inbox, where SdI's notifications arrive (SDI_PEC_IMAP_URL,
   * `imaps://user:password@host:993/INBOX`; `imap://` without TLS for tests); unset = not read.
   */
  pecImapUrl: string | undefined;
  /**
   * A hand-over the transport refused is tried again on the job queue, this often
   * (SDI_SEND_RETRY_LIMIT, default 4; 0 = never: the bill stays unsent), the first time after
   * SDI_SEND_RETRY_SECONDS (default 60), doubled each time.
   */
  sendRetryLimit: number;
  sendRetrySeconds: number;
  /**
   * A hand-over job not finished by then is taken to be dead (its instance crashed) and is taken
   * over by another instance (SDI_SEND_EXPIRE_SECONDS, default 180; above every transport's timeouts).
   */
  sendExpireSeconds: number;
  /** Minutes between two reads of that inbox (SDI_PEC_IMAP_MINUTES, default 5; 0 = only on demand). */
  pecImapMinutes: number;
}

export interface PlatformSeller {
  name: string;
  /** Address lines (PLATFORM_ADDRESS, separated by |). */
  address: string[];
  vatNumber: string | undefined;
  /** VAT percent on the service fee (PLATFORM_VAT_RATE, default 22). */
  vatRate: string;
  iban: string | undefined;
}
