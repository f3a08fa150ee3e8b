import nodemailer, { type Transporter } from 'nodemailer';
import { desc } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import type { Db } from '../db/database';

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

/**
 * Sends mail over SMTP (SMTP_URL) through nodemailer. Every mail is also recorded in
 * mail_outbox; without SMTP_URL that record is the delivery (listed on /dev/outbox).
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Db,
    private readonly options: { smtpUrl: string | undefined; from: string },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  }

  get usesOutbox(): boolean {
    return this.transport === undefined;
  }

  async send(mail: Mail): Promise<void> {
    let error: string | null = null;
    if (this.transport) {
      try {
        await this.transport.sendMail({ from: this.options.from, ...mail });
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
      }
    }
    await this.db.insert(mailOutbox).values({
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: (mail.attachments ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        size: Buffer.byteLength(a.content),
      })),
      sentAt: this.transport && !error ? new Date() : null,
      error,
      state: this.transport ? (error ? 'FAILED' : 'SENT') : 'KEPT',
      attempts: this.transport ? 1 : 0,
    });
    if (error) throw new Error(`mail to ${mail.to} failed: ${error}`);
  }

  async latest(limit: number) {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
  }

  close(): void {
    this.transport?.close();
  }
}
