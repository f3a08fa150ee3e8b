import type { APIRequestContext } from '@playwright/test';

/** Calls the app's GraphQL API the way the web client does. */
export async function gql<T = any>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The newest mail to `to` in the development outbox (mails are stored there without SMTP_URL). */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<{ subject: string; text: string }> {
  for (let i = 0; i < 50; i++) {
    const { devOutbox } = await gql<{ devOutbox: { to: string; subject: string; text: string }[] }>(request, 'query Outbox { devOutbox(limit: 50) { to subject text } }');
    const mail = devOutbox.find((m) => m.to === to);
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}
