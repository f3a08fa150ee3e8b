import type { APIRequestContext } from '@playwright/test';
import { currentServerPort } from './test';

/** A mail as the journeys' SMTP server (support/smtp-catcher.mjs) received it. */
export interface CaughtMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number; content: string }[];
}

/** The mail list of the SMTP server beside the worker's server (support/start-server.sh). */
const catcherUrl = () => `http://127.0.0.1:${currentServerPort() + 2001}/mails`;

/** The first mail to `to` the SMTP server received that `matches`; polls for up to ten seconds. */
export async function caughtMailTo(
  request: APIRequestContext,
  to: string,
  matches: (mail: CaughtMail) => boolean = () => true,
): Promise<CaughtMail> {
  for (let i = 0; i < 50; i++) {
    const mails = (await (await request.get(catcherUrl())).json()) as CaughtMail[];
    const mail = mails.find((m) => m.to.includes(to) && matches(m));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} reached the SMTP server`);
}
