import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadServerConfig, REPO_ROOT } from './config';

/** The lines of the ConfigError `run` throws (fails when it throws none, or another error). */
function problemsOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

/** A production installation with every placeholder replaced and the platform's fiscal identity. */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_STORE_URL: 'https://apps.apple.com/app/brotzeit/id6450000001',
  MAIL_FROM: 'Brotzeit <no-reply@brotzeit.app>',
  PLATFORM_NAME: 'Brotzeit Digital GmbH',
  PLATFORM_ADDRESS: 'Handwerkerzone 4 | 39031 Bruneck (BZ)',
  PLATFORM_VAT_NUMBER: 'IT03218470219',
  PLATFORM_IBAN: 'IT60X0542811101000000123456',
  SECURITY_CONTACT: 'mailto:security@brotzeit.app',
};

describe('loadConfig without any variable', () => {
  it('starts with the working defaults', () => {
    const config = loadConfig({ INIT_CWD: '/srv/brotzeit' });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, 'data'),
      mediaDir: path.join(REPO_ROOT, 'data/media'),
      backup: { dir: path.join(REPO_ROOT, 'backups'), keep: 7, everyHours: 24 },
      mediaS3: undefined,
      jwtExpiresIn: '30d',
      smtpUrl: undefined,
      mailFrom: 'Brotzeit <no-reply@brotzeit.local>',
      publicUrl: 'http://localhost:3000',
      appStoreUrl: 'https://apps.apple.com/app/brotzeit/id0000000000',
      guestAppUrl: '/guest',
      bakeryTimeZone: 'Europe/Rome',
      showPrices: true,
      corsOrigins: [],
      authRateLimit: 30,
      trustProxy: false,
      production: false,
      seedDemo: true,
      jobs: {
        maintenanceSeconds: 30,
        pollSeconds: 2,
        billJobExpireSeconds: 300,
        mailRetryLimit: 5,
        mailRetrySeconds: 30,
        mailJobExpireSeconds: 180,
      },
      logLevel: 'warn',
      errorReporting: undefined,
      platformSeller: { name: 'Brotzeit', address: [], vatNumber: undefined, vatRate: '22', iban: undefined },
      sdi: {
        transport: 'outbox',
        outboxDir: path.join(REPO_ROOT, 'data/sdi-outbox'),
        pecSmtpUrl: undefined,
        pecAddress: 'sdi01@pec.fatturapa.it',
        sendRetryLimit: 4,
      },
    });
  });

  it('also with the process environment of the tests, and the same for the server outside production', () => {
    expect(() => loadConfig({})).not.toThrow();
    expect(() => loadConfig()).not.toThrow();
    expect(loadServerConfig({ SMTP_URL: 'smtp://mail.example:587' })).toEqual(
      loadConfig({ SMTP_URL: 'smtp://mail.example:587' }),
    );
  });

  it('reads the values it is given, empty ones as unset where the default is wanted', () => {
    const config = loadConfig({
      PORT: '8080',
      INIT_CWD: '/srv/brotzeit',
      DATA_DIR: 'state',
      SMTP_URL: '',
      SDI_TRANSPORT: '',
      SHOW_PRICES: 'no',
      SEED_DEMO: 'OFF',
      JOB_POLL_SECONDS: '0',
      CORS_ORIGINS: 'https://shop.example, http://localhost:5173',
      PLATFORM_ADDRESS: 'Via Roma 1 | 39100 Bozen BZ |',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'http://localhost:8080',
      dataDir: '/srv/brotzeit/state',
      mediaDir: '/srv/brotzeit/state/media',
      smtpUrl: undefined,
      showPrices: false,
      seedDemo: false,
      corsOrigins: ['https://shop.example', 'http://localhost:5173'],
      platformSeller: { address: ['Via Roma 1', '39100 Bozen BZ'] },
    });
    expect(config.sdi.transport).toBe('outbox');
    expect(config.jobs.pollSeconds).toBe(1); // at least a second between polls, as before
  });
});

describe('a bad value stops the start, naming the variable', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT: "abc" is not a whole number'],
    [{ PORT: '70000' }, 'PORT: 70000 is above 65535'],
    [{ BACKUP_KEEP: '-1' }, 'BACKUP_KEEP: "-1" is not a whole number'],
    [{ MAIL_RETRY_SECONDS: '2.5' }, 'MAIL_RETRY_SECONDS: "2.5" is not a whole number'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO: "maybe" is neither true nor false'],
    [{ SMTP_URL: 'mail.example:587' }, 'SMTP_URL: not a URL like smtp://user:pass@host:587'],
    [{ SMTP_URL: 'https://mail.example' }, 'SMTP_URL: not a URL like smtp://user:pass@host:587'],
    [{ DATABASE_URL: 'mysql://db/brotzeit' }, 'DATABASE_URL: not a URL like postgres://'],
    [{ PUBLIC_URL: 'brotzeit.example' }, 'PUBLIC_URL: "brotzeit.example" is not a URL like https://'],
    [{ APP_STORE_URL: '' }, 'APP_STORE_URL: "" is not a URL'],
    [{ GUEST_APP_URL: 'guest' }, 'GUEST_APP_URL: "guest" is neither a path'],
    [{ MAIL_FROM: 'Brotzeit' }, 'MAIL_FROM: "Brotzeit" is not an e-mail address'],
    [{ SDI_PEC_FROM: 'fatture at pec' }, 'SDI_PEC_FROM: "fatture at pec" is not an e-mail address'],
    [{ BAKERY_TIME_ZONE: 'Europe/Bozen' }, 'BAKERY_TIME_ZONE: "Europe/Bozen" is not a time zone'],
    [{ JWT_EXPIRES_IN: '30' }, 'JWT_EXPIRES_IN: "30" is not a time span'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL: "verbose" is none of fatal, error, warn, info, debug, trace, silent'],
    [{ SDI_TRANSPORT: 'fax' }, 'SDI_TRANSPORT: "fax" is none of outbox, pec, http'],
    [{ CORS_ORIGINS: 'https://shop.example/' }, 'CORS_ORIGINS: "https://shop.example/" is not an origin'],
    [{ PLATFORM_VAT_RATE: '22%' }, 'PLATFORM_VAT_RATE: "22%" is not a percentage'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY=true would believe any X-Forwarded-For'],
    [{ SENTRY_DSN: 'errors.example' }, 'SENTRY_DSN must be a DSN'],
    [{ MEDIA_S3_REGION: 'eu-south-1' }, 'MEDIA_S3_REGION set without MEDIA_S3_BUCKET'],
  ])('%j', (env, line) => {
    expect(problemsOf(() => loadConfig(env))).toEqual([expect.stringContaining(line)]);
  });

  it('lists every bad variable in one message, the good ones not', () => {
    const run = () =>
      loadConfig({
        PORT: 'abc',
        HOST: '127.0.0.1',
        SMTP_URL: 'not a url',
        SHOW_PRICES: 'sometimes',
        BACKUP_KEEP: '3',
        MEDIA_S3_ENDPOINT: 'http://minio:9000',
      });
    expect(problemsOf(run)).toEqual([
      'PORT: "abc" is not a whole number (0, 1, 2, …)',
      'SMTP_URL: not a URL like smtp://user:pass@host:587 (smtp:// or smtps://)',
      expect.stringMatching(/^SHOW_PRICES: "sometimes" is neither true nor false/),
      expect.stringMatching(/^MEDIA_S3_ENDPOINT set without MEDIA_S3_BUCKET/),
    ]);
    expect(run).toThrow(/^The configuration is refused; fix these environment variables:\n {2}PORT: /);
  });

  it('does not repeat a value that may hold a password', () => {
    const problems = problemsOf(() =>
      loadConfig({
        DATABASE_URL: 'mysql://user:db-secret@db',
        SMTP_URL: 'http://user:smtp-secret@mail.example',
        SDI_PEC_SMTP_URL: 'pec-secret',
        SDI_PEC_IMAP_URL: 'http://user:imap-secret@pec.example',
      }),
    );
    expect(problems.map((line) => /^[A-Z_]+/.exec(line)?.[0])).toEqual([
      'DATABASE_URL',
      'SMTP_URL',
      'SDI_PEC_SMTP_URL',
      'SDI_PEC_IMAP_URL',
    ]);
    expect(problems.join('\n')).not.toMatch(/secret/);
  });
});

describe('a production start (loadServerConfig, NODE_ENV=production)', () => {
  it('refuses the placeholders and a missing fiscal identity of the platform, naming each variable to set', () => {
    const problems = problemsOf(() => loadServerConfig({ NODE_ENV: 'production' }));
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'MAIL_FROM',
      'APP_STORE_URL',
      'SECURITY_CONTACT',
      'PLATFORM_NAME',
      'PLATFORM_ADDRESS',
      'PLATFORM_VAT_NUMBER',
      'PLATFORM_IBAN',
    ]);
    expect(problems).toContain(
      "APP_STORE_URL: still the placeholder https://apps.apple.com/app/brotzeit/id0000000000; production needs the guest app's App Store address",
    );
  });

  it('refuses the brand’s placeholder security contact, and a contact that is no mailto: or https: address', () => {
    expect(
      problemsOf(() => loadServerConfig({ ...PRODUCTION, SECURITY_CONTACT: 'mailto:support@brotzeit.app' })),
    ).toEqual([
      "SECURITY_CONTACT: not set (still the brand's placeholder mailto:support@brotzeit.app); production needs the address security reports go to, served in /.well-known/security.txt (mailto:security@your-domain.example)",
    ]);
    expect(problemsOf(() => loadConfig({ SECURITY_CONTACT: 'security@brotzeit.app' }))).toEqual([
      'SECURITY_CONTACT: "security@brotzeit.app" is not a mailto: or https: address (mailto:security@your-domain.example)',
    ]);
    expect(loadServerConfig(PRODUCTION).securityContact).toBe('mailto:security@brotzeit.app');
  });

  it('refuses the placeholders also when given explicitly, together with a bad value', () => {
    const problems = problemsOf(() =>
      loadServerConfig({
        ...PRODUCTION,
        APP_STORE_URL: 'https://apps.apple.com/app/brotzeit/id0000000000',
        MAIL_FROM: 'Bäckerei <info@brotzeit.local>',
        PLATFORM_NAME: ' ',
        PLATFORM_ADDRESS: ' | ',
        PLATFORM_VAT_NUMBER: '',
        PORT: 'eighty',
      }),
    );
    expect(problems.map((line) => line.split(':')[0])).toEqual([
      'PORT',
      'MAIL_FROM',
      'APP_STORE_URL',
      'PLATFORM_NAME',
      'PLATFORM_ADDRESS',
      'PLATFORM_VAT_NUMBER',
    ]);
  });

  it('starts when all are set, with the production defaults', () => {
    const config = loadServerConfig(PRODUCTION);
    expect(config).toMatchObject({
      production: true,
      logLevel: 'info',
      appStoreUrl: PRODUCTION.APP_STORE_URL,
      mailFrom: PRODUCTION.MAIL_FROM,
      platformSeller: {
        name: 'Brotzeit Digital GmbH',
        address: ['Handwerkerzone 4', '39031 Bruneck (BZ)'],
        vatNumber: 'IT03218470219',
        vatRate: '22',
        iban: 'IT60X0542811101000000123456',
      },
    });
    expect(config).toEqual(loadConfig(PRODUCTION));
  });

  it('leaves the tools (loadConfig: admin, migrate, seed) and other environments alone', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
    expect(() => loadServerConfig({ NODE_ENV: 'test' })).not.toThrow();
  });
});
