import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow, type ImapFlowOptions } from 'imapflow';
import type { ErrorCode } from '@bakery/core';
import { AppError } from '../../platform/errors';
import type { Platform } from '../../platform/graphql/context';
import { runPeriodically } from '../../platform/jobs/queue';
import { recordSdiNotification } from './send-bill.service';
import { readInboxMail, SDI_PEC_SENDER, type InboxMail } from './pec-mail';
import { unwrapSignedXml } from './p7m';

/** What one read of the PEC inbox did. */
export interface PecInboxReport {
  /** Unseen messages read. */
  read: number;
  /** Notifications a bill took (one it had already is taken again without a second entry). */
  recorded: number;
  /**
   * Files refused for good, with the reason (SDI_NOTIFICATION_* of recordSdiNotification; a mail
   * without any XML or .p7m file: NO_SDI_FILE; one over 25 MB: MAIL_TOO_LARGE; one its PEC provider
   * does not certify as sent by SdI: NOT_FROM_SDI, none of its files read). Their messages are
   * marked \Seen all the same.
   */
  refused: { file: string; code: string }[];
  /** Messages left unseen after a transient failure (database, IMAP): the next poll reads them again. */
  retry: number;
  /** Another poll of the same database was reading the box: this one did nothing. */
  skipped: boolean;
  /** Why the poll broke off (the IMAP server or the database unreachable); what it did before stands. */
  error: string | null;
}

export type InboxLogger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface PollOptions {
  /** Breaks the poll off (the server closes): the messages not yet done stay unseen. */
  signal?: AbortSignal;
  /** Mails larger than this are refused unread (MAIL_TOO_LARGE); 25 MB. */
  maxMailBytes?: number;
}

/** Refusals that will not change by trying again: the message is marked \Seen. */
const DEFINITIVE = new Set<ErrorCode>([
  'SDI_NOTIFICATION_UNREADABLE',
  'SDI_NOTIFICATION_UNKNOWN',
  'SDI_NOTIFICATION_AMBIGUOUS',
  'SDI_NOTIFICATION_OUT_OF_ORDER',
  'SDI_NOTIFICATION_PUBLIC_BODIES_ONLY',
]);
/** Arbitrary constant (like the migration lock): one reader of the PEC inbox per database at a time. */
const PEC_INBOX_LOCK = 72_410_014;
/** SdI's files are at most 5 MB; a mail much larger than that carries none of its notifications. */
const MAX_MAIL_BYTES = 25 * 1024 * 1024;
const quiet: InboxLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The polls running in this process, per platform: a second one waits for nobody, it skips. */
const running = new WeakMap<Platform, Promise<PecInboxReport>>();

/**
 * Reads the bakery's PEC inbox once (requirements/bills-and-e-invoices.md#sending): every unseen message of the mailbox that
 * SDI_PEC_IMAP_URL names, each of its `.xml` / `.p7m` files unwrapped and recorded on its bill
 * (`recordSdiNotification`, any bakery's). A message whose files were all recorded or refused for
 * good is marked \Seen and never read again; one with a transient failure stays unseen for the
 * next poll (recording is idempotent, so its other files do no harm then). One poll per database
 * at a time — PostgreSQL advisory lock across instances, one in this process — and the others skip,
 * so every notification is read by one reader. Never throws: a failed poll is logged and reported.
 */
export async function pollPecInbox(
  platform: Platform,
  log: InboxLogger = quiet,
  options: PollOptions = {},
): Promise<PecInboxReport> {
  const report: PecInboxReport = { read: 0, recorded: 0, refused: [], retry: 0, skipped: false, error: null };
  const url = platform.config.sdi.pecImapUrl;
  if (!url) return report;
  if (running.has(platform)) return { ...report, skipped: true };
  const poll = (async () => {
    try {
      const done = await underInboxLock(platform, () => readInbox(platform, url, log, report, options));
      if (!done) report.skipped = true;
    } catch (error) {
      report.error = options.signal?.aborted ? 'stopped' : messageOf(error);
      if (options.signal?.aborted) log.info({ pecInbox: report }, 'PEC inbox: poll broken off by the shutdown');
      else
        log.error({ err: error, pecInbox: report }, 'PEC inbox: poll failed; unseen messages are read again next time');
    }
    return report;
  })();
  running.set(platform, poll);
  try {
    return await poll;
  } finally {
    running.delete(platform);
  }
}

/**
 * Reads the inbox every `sdi.pecImapMinutes` while SDI_PEC_IMAP_URL is set (otherwise does
 * nothing): a periodic job of the queue, one per period across all instances (ADR 019), the
 * first a period after the start. Returns the stop function, which breaks off a running read (its
 * messages stay unseen).
 */
export async function schedulePecInbox(platform: Platform, log: InboxLogger): Promise<() => Promise<void>> {
  const { pecImapUrl, pecImapMinutes } = platform.config.sdi;
  if (!pecImapUrl || pecImapMinutes <= 0) return async () => undefined;
  const stop = new AbortController();
  const stopTimer = await runPeriodically(platform.jobs, 'pec-inbox', pecImapMinutes, async () => {
    const report = await pollPecInbox(platform, log, { signal: stop.signal });
    if (report.read > 0) log.info({ pecInbox: report }, 'PEC inbox read');
  });
  return async () => {
    stopTimer();
    stop.abort();
  };
}

/** Runs `read` holding the database's inbox lock; false when another instance holds it. PGlite has one process. */
async function underInboxLock(platform: Platform, read: () => Promise<void>): Promise<boolean> {
  if (platform.database.kind !== 'postgres') {
    await read();
    return true;
  }
  // a transaction-scoped lock: released with the transaction even if this instance dies mid-poll
  return platform.db.transaction(async (tx) => {
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${PEC_INBOX_LOCK}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!result.rows[0]?.locked) return false;
    await read();
    return true;
  });
}

async function readInbox(
  platform: Platform,
  url: string,
  log: InboxLogger,
  report: PecInboxReport,
  { signal, maxMailBytes = MAX_MAIL_BYTES }: PollOptions,
): Promise<void> {
  const { mailbox, ...options } = imapOptionsOf(url);
  const client = new ImapFlow({
    ...options,
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 120_000,
  });
  client.on('error', (error: unknown) => log.warn({ err: error }, 'PEC inbox: IMAP connection error')); // unhandled, it would end the process
  const abort = () => client.close();
  signal?.addEventListener('abort', abort);
  try {
    if (signal?.aborted) return;
    await client.connect();
    const lock = await client.getMailboxLock(mailbox);
    try {
      const unseen = (await client.fetchAll({ seen: false }, { uid: true, size: true }, { uid: true })).sort(
        (a, b) => a.uid - b.uid,
      );
      for (const { uid, size } of unseen) {
        if (signal?.aborted) break;
        let transient = false;
        if ((size ?? 0) > maxMailBytes)
          refuse(report, log, uid, `message ${uid}`, 'MAIL_TOO_LARGE'); // never downloaded
        else {
          const message = await client.fetchOne(String(uid), { source: true }, { uid: true }); // BODY.PEEK: not marked seen yet
          if (!message || !message.source) continue;
          transient = await readMessage(platform, message.source, uid, log, report);
        }
        report.read += 1;
        if (transient) report.retry += 1;
        else await client.messageFlagsAdd(String(uid), ['\\Seen'], { uid: true });
      }
    } finally {
      lock.release();
    }
  } finally {
    signal?.removeEventListener('abort', abort);
    if (client.usable) await client.logout().catch(() => client.close());
    else client.close();
  }
}

function refuse(report: PecInboxReport, log: InboxLogger, uid: number, file: string, code: string): void {
  report.refused.push({ file, code });
  log.warn({ uid, file, code }, 'PEC inbox: file refused, message marked as read');
}

/** Records the notifications of one message; true when one failed for a reason that may pass (try again later). */
async function readMessage(
  platform: Platform,
  source: Buffer,
  uid: number,
  log: InboxLogger,
  report: PecInboxReport,
): Promise<boolean> {
  const refused = (file: string, code: string) => refuse(report, log, uid, file, code);
  let mail: InboxMail;
  try {
    mail = await readInboxMail(source, `message-${uid}.xml`);
  } catch {
    refused(`message ${uid}`, 'SDI_NOTIFICATION_UNREADABLE');
    return false;
  }
  if (mail.files.length === 0) {
    refused(`message ${uid}`, 'NO_SDI_FILE');
    return false;
  }
  // a notification moves a bill's fiscal state: only SdI's own certified mail may carry one, never a file
  // anyone could send to the box with SdI's address in the From header
  if (mail.certifiedSender === null || !SDI_PEC_SENDER.test(mail.certifiedSender)) {
    refused(`message ${uid} (certified sender: ${mail.certifiedSender ?? 'none'})`, 'NOT_FROM_SDI');
    return false;
  }
  let transient = false;
  for (const file of mail.files) {
    const xml = unwrapSignedXml(file.content);
    if (xml === null) {
      refused(file.name, 'SDI_NOTIFICATION_UNREADABLE');
      continue;
    }
    try {
      const bill = await recordSdiNotification(platform, xml, null);
      report.recorded += 1;
      log.info(
        { uid, file: file.name, billId: bill.id, sdiState: bill.sdiState },
        'PEC inbox: SdI notification recorded',
      );
    } catch (error) {
      if (error instanceof AppError && DEFINITIVE.has(error.code)) refused(file.name, error.code);
      else {
        transient = true;
        log.error(
          { uid, file: file.name, err: error },
          'PEC inbox: notification not recorded; the message stays unseen for the next poll',
        );
      }
    }
  }
  return transient;
}

/** imaps://user:password@host:port/mailbox → imapflow's options (user and password URL-decoded; INBOX by default). */
export function imapOptionsOf(
  value: string,
): Pick<ImapFlowOptions, 'host' | 'port' | 'secure'> & { auth: { user: string; pass: string }; mailbox: string } {
  const url = new URL(value);
  const secure = url.protocol === 'imaps:';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    mailbox: decodeURIComponent(url.pathname.replace(/^\/+/, '')) || 'INBOX',
  };
}

/** The error's message, with the IMAP server's answer when it gave one ("Command failed: Authentication failed."). */
function messageOf(error: unknown): string {
  const server = (error as { responseText?: unknown } | null)?.responseText;
  const text = error instanceof Error ? error.message : String(error);
  return (typeof server === 'string' && server ? `${text}: ${server}` : text).slice(0, 300);
}
