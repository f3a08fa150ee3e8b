import { SignJWT } from 'jose';
import { z } from 'zod';
import type { SdiTransportKind } from './config';
import { mediaPublicUrlOf, s3StorageOf } from './storage/storage-config';

/**
 * The environment as one zod schema (issue 46): every variable the server reads, checked at start;
 * config.ts builds the Config from what this answers.
 */
/**
 * Why the server will not start with this environment: one line per bad variable, all at once.
 * Thrown by loadConfig and loadServerConfig; `problems` holds the lines.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The configuration is refused; fix these environment variables:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
  }
}

export const APP_STORE_PLACEHOLDER = 'https://apps.apple.com/app/brotzeit/id0000000000';
export const MAIL_FROM_PLACEHOLDER = 'Brotzeit <no-reply@brotzeit.local>';
/** The brand's placeholder (apps/web/src/brand.ts): where researchers report vulnerabilities until the operator names its own. */
export const SECURITY_CONTACT_PLACEHOLDER = 'mailto:support@brotzeit.app';

/** SECURITY_CONTACT: a mailto: or https: address (RFC 9116 "Contact"). */
function securityContact(value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(
      `SECURITY_CONTACT: ${JSON.stringify(value)} is not a mailto: or https: address (mailto:security@your-domain.example)`,
    );
  }
  if (parsed.protocol !== 'mailto:' && parsed.protocol !== 'https:')
    throw new Error(
      `SECURITY_CONTACT: ${JSON.stringify(value)} is not a mailto: or https: address (mailto:security@your-domain.example)`,
    );
  return value;
}

/** A value as given: '' is a value and is checked like any other (`VAR ?? default`). */
const given = z.string().optional();
/** '' counts as unset, so `VAR=` in an env file keeps the default (`VAR || default`). */
const unlessEmpty = given.transform((value) => (value === '' ? undefined : value));

/**
 * A variable taken by `read`, which throws an Error saying what is wrong and what is expected. zod
 * collects these per variable, so one start names every bad one; an Error of a reader shared
 * with other code (trustProxyOf, storage-config.ts) already names its variable.
 */
function readWith<T>(read: (value: string | undefined) => T) {
  return given.transform((value, ctx): T => {
    try {
      return read(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      return z.NEVER;
    }
  });
}

/** `read` on a value given and not '' (undefined stays the default). */
const ifSet =
  <T>(read: (value: string) => T) =>
  (value: string | undefined): T | undefined =>
    value === undefined || value === '' ? undefined : read(value);

/** `read` on a value given, '' included. */
const ifGiven =
  <T>(read: (value: string) => T) =>
  (value: string | undefined): T | undefined =>
    value === undefined ? undefined : read(value);

const quoted = (value: string) => JSON.stringify(value);

/** A whole number ≥ 0 as Number reads it ("5", "1e3"); unset or '' → the default. */
function wholeNumber(max = Infinity) {
  return readWith(
    ifSet((value) => {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0) throw new Error(`${quoted(value)} is not a whole number (0, 1, 2, …)`);
      if (n > max) throw new Error(`${value} is above ${max}`);
      return n;
    }),
  );
}

const yesNo = readWith(
  ifSet((value) => {
    const v = value.trim().toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(v)) return true;
    if (['0', 'false', 'no', 'off'].includes(v)) return false;
    throw new Error(`${quoted(value)} is neither true nor false (true/false, yes/no, on/off, 1/0)`);
  }),
);

/** A URL of one of `schemes` with a host. `secret`: it may hold a password, so the message does not repeat it. */
function url(schemes: readonly string[], example: string, secret = false) {
  return (value: string): string => {
    let parsed: URL | undefined;
    try {
      parsed = new URL(value);
    } catch {
      parsed = undefined;
    }
    if (parsed && schemes.includes(parsed.protocol.slice(0, -1)) && parsed.hostname !== '') return value;
    const kinds = schemes.map((scheme) => `${scheme}://`).join(' or ');
    throw new Error(`${secret ? 'not' : `${quoted(value)} is not`} a URL like ${example} (${kinds})`);
  };
}

/** `address@domain` or `Name <address@domain>`, as nodemailer takes a sender or recipient. */
function mailbox(example: string) {
  return (value: string): string => {
    if (/^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(value.trim())) return value;
    throw new Error(`${quoted(value)} is not an e-mail address (${example})`);
  };
}

function timeZone(value: string): string {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
  } catch {
    throw new Error(`${quoted(value)} is not a time zone (an IANA name like Europe/Rome)`);
  }
  return value;
}

/** A session lifetime jose takes (what signing a token would otherwise refuse at the first sign-in). */
function timeSpan(value: string): string {
  try {
    new SignJWT({}).setExpirationTime(value);
  } catch {
    throw new Error(`${quoted(value)} is not a time span (30d, 12h, 90m, 2 weeks)`);
  }
  return value;
}

/** The VAT percent parseDecimal(…, 2) of the service fee takes. */
function percent(value: string): string {
  if (/^\d{1,3}(?:\.\d{1,2})?$/.test(value) && Number(value) <= 100) return value;
  throw new Error(`${quoted(value)} is not a percentage (0 to 100, at most 2 decimals: 22, 10, 5.5)`);
}

/** GUEST_APP_URL: a path below PUBLIC_URL or an address of its own (guest-token.service.ts). */
function pathOrAddress(value: string): string {
  if (value.startsWith('/') || /^https?:\/\/[^/]/.test(value)) return value;
  throw new Error(`${quoted(value)} is neither a path (/guest) nor an http(s) address (https://guest.example)`);
}

/** CORS_ORIGINS: the origins a browser sends (no path, no default port), compared exactly by @fastify/cors. */
function origins(value: string): string[] {
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = list.filter((origin) => {
    try {
      return new URL(origin).origin !== origin;
    } catch {
      return true;
    }
  });
  if (bad.length > 0)
    throw new Error(
      `${bad.map(quoted).join(', ')} ${bad.length === 1 ? 'is not an origin' : 'are not origins'} (scheme://host[:port] without a path, comma-separated: https://shop.example,http://localhost:5173)`,
    );
  return list;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const SDI_TRANSPORTS = ['outbox', 'pec', 'http'] as const satisfies readonly SdiTransportKind[];

/** Read by s3StorageOf as a group (storage-config.ts): they only make sense together. */
const MEDIA_S3_VARIABLES = [
  'MEDIA_S3_BUCKET',
  'MEDIA_S3_ENDPOINT',
  'MEDIA_S3_REGION',
  'MEDIA_S3_ACCESS_KEY_ID',
  'MEDIA_S3_SECRET_ACCESS_KEY',
  'MEDIA_S3_FORCE_PATH_STYLE',
  'AWS_REGION',
] as const;

/**
 * Every variable the server reads, strings in, typed values out; undefined = unset, the default
 * is applied in configOf (some depend on other variables: PUBLIC_URL on PORT, LOG_LEVEL on NODE_ENV).
 */
const VARIABLES = {
  NODE_ENV: given,
  INIT_CWD: given,
  PORT: wholeNumber(65535),
  HOST: given,
  DATABASE_URL: readWith(ifSet(url(['postgres', 'postgresql'], 'postgres://user:password@host:5432/brotzeit', true))),
  DATA_DIR: given,
  MEDIA_DIR: given,
  BACKUP_DIR: given,
  BACKUP_KEEP: wholeNumber(),
  BACKUP_EVERY_HOURS: wholeNumber(),
  ...(Object.fromEntries(MEDIA_S3_VARIABLES.map((name) => [name, given])) as Record<
    (typeof MEDIA_S3_VARIABLES)[number],
    typeof given
  >),
  MEDIA_PUBLIC_URL: readWith(mediaPublicUrlOf),
  JWT_SECRET: unlessEmpty,
  JWT_EXPIRES_IN: readWith(ifGiven(timeSpan)),
  SMTP_URL: readWith(ifSet(url(['smtp', 'smtps'], 'smtp://user:pass@host:587', true))),
  MAIL_FROM: readWith(ifGiven(mailbox('Bäckerei Mair <no-reply@baeckerei-mair.it>'))),
  PUBLIC_URL: readWith(ifGiven(url(['https', 'http'], 'https://brotzeit.example'))),
  APP_STORE_URL: readWith(ifGiven(url(['https', 'http'], 'https://apps.apple.com/app/brotzeit/id1234567890'))),
  PLAY_STORE_URL: readWith(
    ifGiven(url(['https', 'http'], 'https://play.google.com/store/apps/details?id=app.brotzeit.guest')),
  ),
  GUEST_APP_URL: readWith(ifGiven(pathOrAddress)),
  SECURITY_CONTACT: readWith(ifSet(securityContact)),
  BAKERY_TIME_ZONE: readWith(ifGiven(timeZone)),
  REGISTRATION_BAKERY: given,
  SHOW_PRICES: yesNo,
  CORS_ORIGINS: readWith((value) => origins(value ?? '')),
  AUTH_RATE_LIMIT: wholeNumber(),
  AVAILABILITY_RATE_LIMIT: wholeNumber(),
  TRUST_PROXY: readWith(trustProxyOf),
  MAX_FAILED_LOGINS: wholeNumber(),
  SEED_DEMO: yesNo,
  ABO_JOB_MINUTES: wholeNumber(),
  CONTRACT_JOB_MINUTES: wholeNumber(),
  JOB_MAINTENANCE_SECONDS: wholeNumber(),
  JOB_POLL_SECONDS: wholeNumber(),
  BILL_JOB_EXPIRE_SECONDS: wholeNumber(),
  MAIL_RETRY_LIMIT: wholeNumber(),
  MAIL_RETRY_SECONDS: wholeNumber(),
  MAIL_JOB_EXPIRE_SECONDS: wholeNumber(),
  WEB_DIST: given,
  GUEST_APP_DIST: given,
  LOG_LEVEL: given.pipe(
    z
      .enum(LOG_LEVELS, { error: (issue) => `${quoted(String(issue.input))} is none of ${LOG_LEVELS.join(', ')}` })
      .optional(),
  ),
  SENTRY_DSN: readWith(sentryDsnOf),
  SENTRY_ENVIRONMENT: unlessEmpty,
  PLATFORM_NAME: given,
  PLATFORM_ADDRESS: given.transform((value) =>
    (value ?? '')
      .split('|')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
  PLATFORM_VAT_NUMBER: unlessEmpty,
  PLATFORM_VAT_RATE: readWith(ifGiven(percent)),
  PLATFORM_IBAN: unlessEmpty,
  SDI_TRANSPORT: unlessEmpty.pipe(
    z
      .enum(SDI_TRANSPORTS, { error: (issue) => `${quoted(String(issue.input))} is none of outbox, pec, http` })
      .optional(),
  ),
  SDI_OUTBOX_DIR: given,
  SDI_PEC_SMTP_URL: readWith(
    ifSet(url(['smtp', 'smtps'], 'smtps://fatture%40pec.example:password@smtps.pec.example:465', true)),
  ),
  SDI_PEC_FROM: readWith(ifSet(mailbox('fatture@pec.baeckerei-mair.it'))),
  SDI_PEC_ADDRESS: readWith(ifGiven(mailbox('sdi01@pec.fatturapa.it'))),
  SDI_HTTP_URL: readWith(ifSet(url(['https', 'http'], 'https://sdi.intermediary.example/api', true))),
  SDI_HTTP_KEY: unlessEmpty,
  SDI_NOTIFY_KEY: unlessEmpty,
  SDI_PEC_IMAP_URL: readWith(imapUrlOf),
  SDI_PEC_IMAP_MINUTES: wholeNumber(),
  SDI_SEND_RETRY_LIMIT: wholeNumber(),
  SDI_SEND_RETRY_SECONDS: wholeNumber(),
  SDI_SEND_EXPIRE_SECONDS: wholeNumber(),
};

/**
 * What a production start needs beyond well-formed values: no placeholder left where guests and
 * mail recipients see it, and the platform's identity as the seller on its service-fee invoices
 * to bakeries (name, address, VAT number, and the IBAN they pay to: service-fee.pdf.ts).
 */
const PRODUCTION_VARIABLES = {
  APP_STORE_URL: VARIABLES.APP_STORE_URL.refine(
    (value) => value !== undefined && !value.includes('/id0000000000'),
    `still the placeholder ${APP_STORE_PLACEHOLDER}; production needs the guest app's App Store address`,
  ),
  MAIL_FROM: VARIABLES.MAIL_FROM.refine(
    (value) => value !== undefined && !/@brotzeit\.local>?$/i.test(value.trim()),
    "still the placeholder …@brotzeit.local; production needs the sender of the platform's mails (Brotzeit <no-reply@your-domain.example>)",
  ),
  SECURITY_CONTACT: VARIABLES.SECURITY_CONTACT.refine(
    (value) => value !== undefined && value !== SECURITY_CONTACT_PLACEHOLDER,
    `not set (still the brand's placeholder ${SECURITY_CONTACT_PLACEHOLDER}); production needs the address security reports go to, served in /.well-known/security.txt (mailto:security@your-domain.example)`,
  ),
  PLATFORM_NAME: z
    .string({ error: notSet("the company name on the platform's invoices to bakeries") })
    .refine((value) => value.trim() !== '', notSet("the company name on the platform's invoices to bakeries")),
  PLATFORM_ADDRESS: VARIABLES.PLATFORM_ADDRESS.refine(
    (lines) => lines.length > 0,
    notSet("the platform's address on its invoices and imprint, lines separated by | (Via Roma 1|39100 Bozen BZ)"),
  ),
  PLATFORM_VAT_NUMBER: VARIABLES.PLATFORM_VAT_NUMBER.refine(
    (value) => value !== undefined,
    notSet("the platform's VAT number on its invoices (IT01234567890)"),
  ),
  PLATFORM_IBAN: VARIABLES.PLATFORM_IBAN.refine(
    (value) => value !== undefined,
    notSet('the IBAN bakeries pay the service fee to, printed on its invoices'),
  ),
};

function notSet(what: string): string {
  return `not set; production needs ${what}`;
}

export type Environment = z.output<z.ZodObject<typeof VARIABLES>>;

const ALWAYS = { when: () => true };

/** MEDIA_S3_* as a group, checked even when another variable is bad so that one start lists everything. */
function checkMediaS3(vars: Environment, ctx: z.RefinementCtx) {
  try {
    s3StorageOf(mediaS3Settings(vars));
  } catch (error) {
    ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
  }
}

export const mediaS3Settings = (vars: Environment): NodeJS.ProcessEnv =>
  Object.fromEntries(MEDIA_S3_VARIABLES.map((name) => [name, vars[name]]));

export const EnvironmentSchema = z.object(VARIABLES).superRefine(checkMediaS3, ALWAYS);
export const ProductionEnvironmentSchema = z
  .object({ ...VARIABLES, ...PRODUCTION_VARIABLES })
  .superRefine(checkMediaS3, ALWAYS);

export function parseEnvironment(schema: z.ZodType<Environment>, env: NodeJS.ProcessEnv): Environment {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((issue) => {
      const name = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
      return name === undefined || issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
    }),
  );
}

/** SENTRY_DSN: unset or blank → off; otherwise an https (or http) address with the project key. */
export function sentryDsnOf(dsn: string | undefined): string | undefined {
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
  return value;
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

/** SDI_PEC_IMAP_URL: unset → no inbox; otherwise imaps://user:password@host[:port][/mailbox]. */
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
