import nodemailer, { type Transporter } from 'nodemailer';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import { waitForWorkAfterAnswers } from '../background';
import type { Db } from '../db/database';
import type { JobQueue } from '../jobs/queue';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** A queued mail: its row in mail_outbox holds the mail and is the record of its delivery. */
interface MailJob {
  outboxId: number;
}

const MAIL_JOB = 'mail';

/**
 * Sends mail over SMTP (SMTP_URL) through nodemailer. Every mail is also recorded in
 * mail_outbox, one row per mail; without SMTP_URL that record is the delivery (listed on
 * /dev/outbox). `send` delivers at once and throws when SMTP refuses (for callers that tell the
 * user); `queue` leaves the delivery to the job queue, which retries with backoff.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;
  private jobs: JobQueue | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: { smtpUrl: string | undefined; from: string },
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: 20_000,
          greetingTimeout: 20_000,
          socketTimeout: 60_000,
        })
      : undefined;
  }

  get usesOutbox(): boolean {
    return this.transport === undefined;
  }

  /** Sends now; the row records the outcome, and a refusal is thrown. */
  async send(mail: Mail): Promise<void> {
    let error: string | null = null;
    let cause: unknown;
    if (this.transport) {
      try {
        await this.transport.sendMail({ from: this.options.from, ...mail });
      } catch (err) {
        error = messageOf(err);
        cause = err;
      }
    }
    await this.db.insert(mailOutbox).values({
      ...recordOf(mail),
      sentAt: this.transport && !error ? new Date() : null,
      error,
      state: this.transport ? (error ? 'FAILED' : 'SENT') : 'KEPT',
      attempts: this.transport ? 1 : 0,
    });
    // the SMTP error as the cause: its code and reply code tell a caller why (bills: sdiFailureOf)
    if (error) throw new Error(`mail to ${mail.to} failed: ${error}`, { cause });
  }

  /**
   * Puts the mail on the job queue: its row (QUEUED) and its job are written together, any
   * instance's worker sends it, and an SMTP failure is retried with backoff. Without SMTP_URL,
   * with attachments (not kept in the row), or where no mail worker was started (the admin CLI)
   * it is sent at once as by `send`.
   */
  async queue(mail: Mail): Promise<void> {
    const jobs = this.jobs;
    if (!this.transport || !jobs || (mail.attachments?.length ?? 0) > 0) return this.send(mail);
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ ...recordOf(mail), state: 'QUEUED' })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('the mail was not recorded');
      await jobs.sendMany<MailJob>(MAIL_JOB, [{ outboxId: row.id }], tx);
    });
    jobs.wake(MAIL_JOB);
  }

  /**
   * Works on the queue's mail jobs in this instance (only with SMTP_URL); `queue` uses the queue
   * from then on. `expireSeconds` (MAIL_JOB_EXPIRE_SECONDS, 180 by default: longer than the SMTP
   * timeouts above together) is when a job still running has lost its instance and is retried.
   */
  async startWorker(jobs: JobQueue, retry: { limit: number; seconds: number; expireSeconds: number }): Promise<void> {
    if (!this.transport) return;
    await jobs.define<MailJob>(MAIL_JOB, {
      expireInSeconds: retry.expireSeconds,
      retryLimit: retry.limit,
      retryDelay: retry.seconds,
      concurrency: 2,
      handler: (job, attempt) => this.deliver(job.outboxId, attempt.lastAttempt),
    });
    this.jobs = jobs;
  }

  /** One attempt of a queued mail; throws (the queue retries later) unless it is the last one. */
  private async deliver(outboxId: number, lastAttempt: boolean): Promise<void> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, outboxId));
    // sent already: the job ran again after its instance died between sending and finishing
    if (!row || row.state !== 'QUEUED') return;
    if (!this.transport) throw new Error('no SMTP_URL on this instance');
    const attempts = row.attempts + 1;
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html === null ? {} : { html: row.html }),
      });
    } catch (err) {
      const error = messageOf(err);
      await this.db
        .update(mailOutbox)
        .set({ attempts, error, state: lastAttempt ? 'FAILED' : 'QUEUED' })
        .where(eq(mailOutbox.id, outboxId));
      if (!lastAttempt) throw new Error(`mail ${outboxId} to ${row.to} failed, retried later: ${error}`);
      console.warn(`mail ${outboxId} to ${row.to} failed after ${attempts} attempts: ${error}`);
      return;
    }
    await this.db
      .update(mailOutbox)
      .set({ attempts, error: null, state: 'SENT', sentAt: new Date() })
      .where(eq(mailOutbox.id, outboxId));
  }

  /**
   * Resolves when the work after answers has ended and no mail waits on the queue any more (sent
   * or failed for good), or after `timeoutMs` — for tests and tools that read what was sent.
   */
  async settled(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      await waitForWorkAfterAnswers();
      const [waiting] = await this.db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.state, 'QUEUED'))
        .limit(1);
      if (!waiting) return;
      if (Date.now() > deadline) throw new Error(`mail ${waiting.id} is still queued after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async latest(limit: number) {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  }

  close(): void {
    this.transport?.close();
  }
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The row of a mail: its text, and of its attachments only names, types and sizes. */
function recordOf(mail: Mail) {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      size: Buffer.byteLength(a.content),
    })),
  };
}
