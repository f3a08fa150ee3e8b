import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { sdiFailureReason, type SdiFailureFacts, type SdiFailureReason } from '@bakery/core';
import type { SdiConfig } from '../../platform/config';

/** One e-invoice file on its way to SdI. */
export interface SdiFile {
  fileName: string;
  xml: string;
}

/** Where a file went: the transport's name and, where it gives one, its reference (message or job id, path). */
export interface SdiReceipt {
  transport: SdiConfig['transport'];
  reference: string | null;
}

/**
 * How e-invoices reach SdI (requirements/bills-and-e-invoices.md#sending, ADR 013): `send` resolves once the file is handed over and
 * rejects when it was not (the bill then stays unsent). SdI answers later with notifications.
 */
export interface SdiTransport {
  send(file: SdiFile, sender: { name: string }): Promise<SdiReceipt>;
}

/** A refusal the transport itself recognised, with the facts that name its reason. */
export class SdiTransportError extends Error {
  constructor(
    message: string,
    readonly facts: SdiFailureFacts,
  ) {
    super(message);
    this.name = 'SdiTransportError';
  }
}

/**
 * Why a hand-over or a mail failed (core's sdiFailureReason), read off the error and its causes: an intermediary's
 * HTTP status, the code of Node or undici (ECONNREFUSED, UND_ERR_CONNECT_TIMEOUT), nodemailer's code and the SMTP
 * reply code, a timeout of the request's signal.
 */
export function sdiFailureOf(error: unknown): SdiFailureReason {
  const facts: SdiFailureFacts = {};
  for (const e of causeChain(error)) {
    if (!(e instanceof Object)) continue;
    if (e instanceof SdiTransportError) Object.assign(facts, e.facts);
    const { code, responseCode, name } = e as { code?: unknown; responseCode?: unknown; name?: unknown };
    if (typeof code === 'string') facts.code ??= code;
    if (typeof responseCode === 'number') facts.smtpResponseCode ??= responseCode;
    if (name === 'TimeoutError') facts.timedOut = true;
  }
  return sdiFailureReason(facts);
}

/** The error and its causes (`cause`), outermost first, at most five deep. */
function* causeChain(error: unknown): Generator<unknown> {
  for (let e: unknown = error, depth = 0; e !== undefined && e !== null && depth < 5; depth += 1) {
    yield e;
    e = e instanceof Object ? (e as { cause?: unknown }).cause : undefined;
  }
}

/** The failure's own text with its causes' ("fetch failed: connect ECONNREFUSED 127.0.0.1:8443"): the technical detail of the note. */
export function sdiFailureText(error: unknown): string {
  const parts: string[] = [];
  for (const e of causeChain(error)) {
    const text = e instanceof Error ? e.message : String(e);
    if (text && !parts.some((part) => part.includes(text))) parts.push(text);
  }
  return parts.join(': ');
}

/** Default: the file in a local directory, for a person or another program to pass on (or for trying the product). */
function outboxTransport(config: SdiConfig): SdiTransport {
  return {
    async send(file) {
      await mkdir(config.outboxDir, { recursive: true });
      const target = path.join(config.outboxDir, path.basename(file.fileName));
      try {
        await writeFile(target, file.xml, { encoding: 'utf8', flag: 'wx' }); // never overwrite a file already handed over
      } catch (error) {
        // the same file again (its job is retried after the instance died before recording the hand-over): handed over
        const existing = await readFile(target, 'utf8').catch(() => null);
        if (existing !== file.xml) throw error;
      }
      return { transport: 'outbox', reference: target };
    },
  };
}

/** PEC: the file as the attachment of a certified mail to SdI's address, through the bakery's PEC SMTP server. */
function pecTransport(config: SdiConfig): SdiTransport {
  if (!config.pecSmtpUrl || !config.pecFrom)
    throw new SdiTransportError('SDI_TRANSPORT=pec needs SDI_PEC_SMTP_URL (or SMTP_URL) and SDI_PEC_FROM', {
      code: 'NOT_CONFIGURED',
    });
  return {
    async send(file, sender) {
      // bounded, so an attempt ends well before its job expires (sdi-send.job.ts)
      const transport = nodemailer.createTransport({
        url: config.pecSmtpUrl,
        connectionTimeout: 20_000,
        greetingTimeout: 20_000,
        socketTimeout: 60_000,
      });
      try {
        const info = await transport.sendMail({
          from: config.pecFrom,
          to: config.pecAddress,
          subject: `Invio File ${file.fileName}`,
          text: `Fattura elettronica ${file.fileName} di ${sender.name}.`,
          attachments: [{ filename: file.fileName, content: file.xml, contentType: 'application/xml' }],
        });
        return { transport: 'pec', reference: info.messageId ?? null };
      } finally {
        transport.close();
      }
    },
  };
}

/** An intermediary's HTTP API: POST the XML with the API key; a 2xx answer takes the file over. */
function httpTransport(config: SdiConfig): SdiTransport {
  const url = config.httpUrl;
  if (!url) throw new SdiTransportError('SDI_TRANSPORT=http needs SDI_HTTP_URL', { code: 'NOT_CONFIGURED' });
  return {
    async send(file) {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/xml; charset=utf-8',
          'x-file-name': file.fileName,
          ...(config.httpKey ? { authorization: `Bearer ${config.httpKey}` } : {}),
        },
        body: file.xml,
        signal: AbortSignal.timeout(30_000),
      });
      const body = await res.text();
      if (!res.ok)
        throw new SdiTransportError(`SdI intermediary answered ${res.status}: ${body.slice(0, 200)}`, {
          httpStatus: res.status,
        });
      let reference: string | null = null;
      try {
        const parsed = JSON.parse(body) as { id?: unknown };
        reference = parsed.id === undefined ? null : String(parsed.id);
      } catch {
        reference = null;
      }
      return { transport: 'http', reference };
    },
  };
}

export function createSdiTransport(config: SdiConfig): SdiTransport {
  if (config.transport === 'pec') return pecTransport(config);
  if (config.transport === 'http') return httpTransport(config);
  return outboxTransport(config);
}
