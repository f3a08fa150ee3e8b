import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mediaPublicUrlOf, s3StorageOf, type S3StorageConfig } from './storage/storage-config';

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

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

/** Reads the environment; every variable has a working default (listed in README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000, 'PORT');
  const baseDir = env.INIT_CWD ?? process.cwd();
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(baseDir, env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    mediaDir: path.resolve(baseDir, env.MEDIA_DIR ?? path.join(dataDir, 'media')),
    backup: {
      dir: path.resolve(baseDir, env.BACKUP_DIR ?? path.join(REPO_ROOT, 'backups')),
      keep: Math.max(1, int(env.BACKUP_KEEP, 7, 'BACKUP_KEEP')),
      everyHours: int(env.BACKUP_EVERY_HOURS, 24, 'BACKUP_EVERY_HOURS'),
    },
    mediaS3: s3StorageOf(env),
    mediaPublicUrl: mediaPublicUrlOf(env.MEDIA_PUBLIC_URL),
    jwtSecret: env.JWT_SECRET || undefined,
    jwtExpiresIn: env.JWT_EXPIRES_IN ?? '30d',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Brotzeit <no-reply@brotzeit.local>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    appStoreUrl: env.APP_STORE_URL ?? 'https://apps.apple.com/app/brotzeit/id0000000000',
    playStoreUrl: env.PLAY_STORE_URL ?? 'https://play.google.com/store/apps/details?id=app.brotzeit.guest',
    guestAppUrl: env.GUEST_APP_URL ?? '/guest',
    bakeryTimeZone: env.BAKERY_TIME_ZONE ?? 'Europe/Rome',
    registrationBakery: env.REGISTRATION_BAKERY ?? 'baeckerei-mair',
    showPrices: bool(env.SHOW_PRICES, true),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    authRateLimit: int(env.AUTH_RATE_LIMIT, 30, 'AUTH_RATE_LIMIT'),
    availabilityRateLimit: int(env.AVAILABILITY_RATE_LIMIT, 60, 'AVAILABILITY_RATE_LIMIT'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    maxFailedLogins: int(env.MAX_FAILED_LOGINS, 5, 'MAX_FAILED_LOGINS'),
    production,
    seedDemo: bool(env.SEED_DEMO, true),
    aboJobMinutes: int(env.ABO_JOB_MINUTES, 5, 'ABO_JOB_MINUTES'),
    contractJobMinutes: int(env.CONTRACT_JOB_MINUTES, 15, 'CONTRACT_JOB_MINUTES'),
    jobs: {
      maintenanceSeconds: Math.max(1, int(env.JOB_MAINTENANCE_SECONDS, 30, 'JOB_MAINTENANCE_SECONDS')),
      pollSeconds: Math.max(1, int(env.JOB_POLL_SECONDS, 2, 'JOB_POLL_SECONDS')),
      billJobExpireSeconds: Math.max(1, int(env.BILL_JOB_EXPIRE_SECONDS, 300, 'BILL_JOB_EXPIRE_SECONDS')),
      mailRetryLimit: int(env.MAIL_RETRY_LIMIT, 5, 'MAIL_RETRY_LIMIT'),
      mailRetrySeconds: Math.max(1, int(env.MAIL_RETRY_SECONDS, 30, 'MAIL_RETRY_SECONDS')),
      mailJobExpireSeconds: Math.max(1, int(env.MAIL_JOB_EXPIRE_SECONDS, 180, 'MAIL_JOB_EXPIRE_SECONDS')),
    },
    webDist: path.resolve(baseDir, env.WEB_DIST ?? path.join(REPO_ROOT, 'apps/web/dist')),
    guestAppDist: path.resolve(baseDir, env.GUEST_APP_DIST ?? path.join(REPO_ROOT, 'apps/mobile/dist')),
    logLevel: env.LOG_LEVEL ?? (production ? 'info' : 'warn'),
    errorReporting: errorReportingOf(
      env.SENTRY_DSN,
      env.SENTRY_ENVIRONMENT || (production ? 'production' : 'development'),
    ),
    platformSeller: {
      name: env.PLATFORM_NAME ?? 'Brotzeit',
      address: (env.PLATFORM_ADDRESS ?? '')
        .split('|')
        .map((l) => l.trim())
        .filter(Boolean),
      vatNumber: env.PLATFORM_VAT_NUMBER || undefined,
      vatRate: env.PLATFORM_VAT_RATE ?? '22',
      iban: env.PLATFORM_IBAN || undefined,
    },
    sdi: {
      transport: sdiTransportOf(env.SDI_TRANSPORT),
      outboxDir: path.resolve(baseDir, env.SDI_OUTBOX_DIR ?? path.join(dataDir, 'sdi-outbox')),
      pecSmtpUrl: env.SDI_PEC_SMTP_URL || env.SMTP_URL || undefined,
      pecFrom: env.SDI_PEC_FROM || undefined,
      pecAddress: env.SDI_PEC_ADDRESS ?? 'sdi01@pec.fatturapa.it',
      httpUrl: env.SDI_HTTP_URL || undefined,
      httpKey: env.SDI_HTTP_KEY || undefined,
      notifyKey: env.SDI_NOTIFY_KEY || undefined,
      pecImapUrl: imapUrlOf(env.SDI_PEC_IMAP_URL),
      pecImapMinutes: int(env.SDI_PEC_IMAP_MINUTES, 5, 'SDI_PEC_IMAP_MINUTES'),
      sendRetryLimit: int(env.SDI_SEND_RETRY_LIMIT, 4, 'SDI_SEND_RETRY_LIMIT'),
      sendRetrySeconds: Math.max(1, int(env.SDI_SEND_RETRY_SECONDS, 60, 'SDI_SEND_RETRY_SECONDS')),
      sendExpireSeconds: Math.max(1, int(env.SDI_SEND_EXPIRE_SECONDS, 180, 'SDI_SEND_EXPIRE_SECONDS')),
    },
  };
}

/** SENTRY_DSN: unset → off; otherwise an https (or http) address with the project key, checked at start. */
export function errorReportingOf(dsn: string | undefined, environment: string): ErrorReportingConfig | undefined {
  const value = (dsn ?? '').trim();
  if (value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SENTRY_DSN must be a DSN like https://key@errors.example/1, got "${value}"`);
  }
  if (!['https:', 'http:'].includes(url.protocol) || url.username === '' || url.pathname.length < 2)
    throw new Error(`SENTRY_DSN must be a DSN like https://key@errors.example/1, got "${value}"`);
  return { dsn: value, environment };
}

/** TRUST_PROXY: unset/false/0 → off; a number → that many proxy hops; otherwise addresses or CIDRs, comma-separated. */
export function trustProxyOf(value: string | undefined): false | number | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (/^\d+$/.test(v)) return Number(v);
  if (v === 'true')
    throw new Error(
      'TRUST_PROXY=true would believe any X-Forwarded-For: give the number of proxies in front of the server (e.g. 1) or their addresses',
    );
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
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

function imapUrlOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('SDI_PEC_IMAP_URL must be a URL like imaps://user:password@host:993');
  }
  if (url.protocol !== 'imaps:' && url.protocol !== 'imap:')
    throw new Error(`SDI_PEC_IMAP_URL must start with imaps:// (or imap:// without TLS), not ${url.protocol}//`);
  if (!url.hostname || !url.username)
    throw new Error('SDI_PEC_IMAP_URL needs a user and a host: imaps://user:password@host:993');
  return value;
}

function sdiTransportOf(value: string | undefined): SdiTransportKind {
  if (value === undefined || value === '') return 'outbox';
  if (value === 'outbox' || value === 'pec' || value === 'http') return value;
  throw new Error(`SDI_TRANSPORT must be outbox, pec or http, not ${JSON.stringify(value)}`);
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
