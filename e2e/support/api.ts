import type { APIRequestContext } from '@playwright/test';

/** Calls the app's GraphQL API the way the web client does. */
export async function gql<T = any>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

export interface OutboxMail {
  subject: string;
  text: string;
}

/**
 * The newest mail to `to` in the development outbox (mails are stored there without SMTP_URL);
 * with `matches`, the newest one it accepts. Polls for up to ten seconds.
 */
export async function latestMailTo(
  request: APIRequestContext,
  to: string,
  matches: (mail: OutboxMail) => boolean = () => true,
): Promise<OutboxMail> {
  for (let i = 0; i < 50; i++) {
    const { devOutbox } = await gql<{ devOutbox: (OutboxMail & { to: string })[] }>(
      request,
      'query Outbox { devOutbox(limit: 50) { to subject text } }',
    );
    const mail = devOutbox.find((m) => m.to === to && matches(m));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no matching mail to ${to}`);
}

/** The path of the first link in a mail that leads to `prefix` (e.g. `/login/`), without the server's origin. */
export function linkPathIn(mail: OutboxMail, prefix: string): string {
  for (const url of mail.text.match(/https?:\/\/\S+/g) ?? []) {
    const { pathname } = new URL(url);
    if (pathname.startsWith(prefix)) return pathname;
  }
  throw new Error(`no ${prefix} link in mail "${mail.subject}":\n${mail.text}`);
}
