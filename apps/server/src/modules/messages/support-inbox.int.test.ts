import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, sql } from 'drizzle-orm';
import { mailOutbox, messages } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, PASSWORD, signIn } from '../../../test/fixtures';
import { waitForWorkAfterAnswers } from '../../platform/background';
import { createOperator } from '../operator/operator.service';

/**
 * The operator's support inbox at /chat (issue 45 item 9): the support requests of bakeries, their
 * clients and signed-out visitors listed, read, answered and closed over the API, as the admin tool
 * does it, without stopping the server. Operator only.
 */
const INBOX = `query SI($page: Int) { supportConversations(page: $page) {
  total pageSize items { id title state toSupport partners unread contactEmail } } }`;
const ONE = `query S($id: ID!) { supportConversation(id: $id) {
  id title state partners contactEmail messages { id message writerName bySupport mine } } }`;
const COUNT = 'query SU { supportUnreadCount }';
const READ = 'mutation SR($id: ID!) { readSupportConversation(id: $id) { id state unread } }';
const ANSWER =
  'mutation SA($id: ID!, $m: String!) { answerSupportConversation(id: $id, message: $m) { id message bySupport writerName mine } }';
const CLOSE = 'mutation SC($id: ID!) { closeSupportConversation(id: $id) { id state } }';
const OWN_LIST = 'query L { conversations { items { id state unread } } }';
const OWN_ONE = 'query C($id: ID!) { conversation(id: $id) { state messages { message bySupport writerName } } }';
const CREATE = `mutation N($to: MessageRecipientKind!, $title: String!, $message: String!) {
  createConversation(to: $to, title: $title, message: $message) { id } }`;

let server: TestServer;
const jwt: Record<string, string> = {};
let hostRequest: string;
let visitorRequest: string;
let toBakery: string;

beforeAll(async () => {
  server = await createTestServer();
  await createTenant(server.platform.db, 'sa');
  await createTenant(server.platform.db, 'sb');
  await createOperator(server.platform.db, {
    username: 'inbox-op',
    email: 'inbox-op@example.org',
    password: PASSWORD,
    language: 'en',
  });
  Object.assign(
    jwt,
    await signIn(server, {
      users: ['inbox-op', 'sa-bakery', 'sa-host', 'sa-private', 'sb-bakery', 'sb-host'],
      guests: { guest: 'saroom1' },
    }),
  );
  const write = async (token: string, to: string, title: string) =>
    (await server.gql(CREATE, { to, title, message: `${title}?` }, token)).data.createConversation[0].id as string;
  hostRequest = await write(jwt['sa-host']!, 'SUPPORT', 'Rechnung fehlt');
  toBakery = await write(jwt['sa-host']!, 'BAKERY', 'Nur für die Bäckerei');
  // a signed-out visitor's contact form, as contactSupport stores it
  const [visitor] = await server.platform.db
    .insert(messages)
    .values({
      title: 'Preise für zwei Filialen',
      message: 'Was kostet es?',
      toSupport: true,
      supportUnread: true,
      contactName: 'Anna Rossi',
      contactEmail: 'anna@visitor.example',
      contactLanguage: 'it',
    })
    .returning();
  visitorRequest = String(visitor!.id);
});
afterAll(() => server.close());

const op = () => jwt['inbox-op'];
const messageRows = () => server.platform.db.select().from(messages).orderBy(messages.id);
async function mailsTo(to: string) {
  await waitForWorkAfterAnswers();
  return server.platform.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.to} = ${to}`)
    .orderBy(desc(mailOutbox.id));
}

describe("the operator's support inbox", () => {
  it('lists the support requests of clients and visitors, unread first, and counts the unread ones', async () => {
    const inbox = (await server.gql(INBOX, { page: 1 }, op())).data.supportConversations;
    expect(inbox.total).toBe(2);
    expect(inbox.pageSize).toBe(10);
    expect(inbox.items).toEqual(
      expect.arrayContaining([
        {
          id: hostRequest,
          title: 'Rechnung fehlt',
          state: 'NEW',
          toSupport: true,
          partners: ['sa Hotel'],
          unread: true,
          contactEmail: null,
        },
        {
          id: visitorRequest,
          title: 'Preise für zwei Filialen',
          state: 'NEW',
          toSupport: true,
          partners: ['Anna Rossi'],
          unread: true,
          contactEmail: 'anna@visitor.example',
        },
      ]),
    );
    // a conversation between a host and its bakery is not support's
    expect(inbox.items.map((c: { id: string }) => c.id)).not.toContain(toBakery);
    expect((await server.gql(COUNT, {}, op())).data.supportUnreadCount).toBe(2);
    // the operator heard of the host's request by mail, with the link into its inbox
    const [notice] = await mailsTo('inbox-op@example.org');
    expect(notice?.subject).toBe('Support request: Rechnung fehlt');
    expect(notice?.text).toContain(`http://bakery.test/chat/${hostRequest}`);
  });

  it('reads a request: opening it marks it read for support, and the writer sees that support has read it', async () => {
    const thread = (await server.gql(ONE, { id: hostRequest }, op())).data.supportConversation;
    expect(thread).toMatchObject({ title: 'Rechnung fehlt', state: 'NEW', partners: ['sa Hotel'] });
    expect(thread.messages).toEqual([
      { id: hostRequest, message: 'Rechnung fehlt?', writerName: 'sa Hotel', bySupport: false, mine: false },
    ]);
    const read = (await server.gql(READ, { id: hostRequest }, op())).data.readSupportConversation;
    expect(read).toEqual({ id: hostRequest, state: 'READ', unread: false });
    expect((await server.gql(COUNT, {}, op())).data.supportUnreadCount).toBe(1);
    const own = (await server.gql(OWN_LIST, {}, jwt['sa-host'])).data.conversations.items;
    expect(own.find((c: { id: string }) => c.id === hostRequest)).toEqual({
      id: hostRequest,
      state: 'READ',
      unread: false,
    });
  });

  it('answers a client inside its conversation: new for the client, with the notice mail; sent for support until the client opens it', async () => {
    const answer = (await server.gql(ANSWER, { id: hostRequest, m: '  Unter Rechnungen.  ' }, op())).data
      .answerSupportConversation;
    expect(answer).toMatchObject({ message: 'Unter Rechnungen.', bySupport: true, writerName: null, mine: false });
    const [mail] = await mailsTo('sa-host@example.org');
    expect(mail?.subject).toMatch(/Rechnung fehlt$/);
    expect(mail?.text).toContain('Unter Rechnungen.');
    expect(mail?.text).toContain(`/chat/${hostRequest}`);
    const own = (await server.gql(OWN_LIST, {}, jwt['sa-host'])).data.conversations.items;
    expect(own.find((c: { id: string }) => c.id === hostRequest)).toMatchObject({ state: 'NEW', unread: true });
    const seen = (await server.gql(OWN_ONE, { id: hostRequest }, jwt['sa-host'])).data.conversation;
    expect(seen.messages.at(-1)).toEqual({ message: 'Unter Rechnungen.', bySupport: true, writerName: null });

    const support = (await server.gql(ONE, { id: hostRequest }, op())).data.supportConversation;
    expect(support.state).toBe('SENT');
    expect(support.messages.map((m: { bySupport: boolean }) => m.bySupport)).toEqual([false, true]);
    await server.gql('mutation R($id: ID!) { readConversation(id: $id) { id } }', { id: hostRequest }, jwt['sa-host']);
    expect((await server.gql(ONE, { id: hostRequest }, op())).data.supportConversation.state).toBe('READ');
  });

  it("answers a visitor's contact form by mail in the visitor's language", async () => {
    await server.gql(ANSWER, { id: visitorRequest, m: 'Schauen Sie auf /plans.' }, op());
    const [mail] = await mailsTo('anna@visitor.example');
    expect(mail?.subject).toBe('Risposta del supporto Brotzeit: Preise für zwei Filialen');
    expect(mail?.text).toContain('Schauen Sie auf /plans.');
    const thread = (await server.gql(ONE, { id: visitorRequest }, op())).data.supportConversation;
    expect(thread.messages.map((m: { message: string }) => m.message)).toEqual([
      'Was kostet es?',
      'Schauen Sie auf /plans.',
    ]);
  });

  it('closes a request: closed for the writer too, and a closed request takes no answer', async () => {
    const closed = (await server.gql(CLOSE, { id: hostRequest }, op())).data.closeSupportConversation;
    expect(closed).toEqual({ id: hostRequest, state: 'CLOSED' });
    expect((await server.gql(OWN_ONE, { id: hostRequest }, jwt['sa-host'])).data.conversation.state).toBe('CLOSED');
    const before = await messageRows();
    expect(codeOf(await server.gql(ANSWER, { id: hostRequest, m: 'Noch etwas' }, op()))).toBe('REPLY_NOT_SENT');
    expect(await messageRows()).toEqual(before);
  });

  it('bad input gets a code and changes nothing: an empty answer, an unknown id, a conversation not to support', async () => {
    const before = await messageRows();
    const empty = await server.gql(ANSWER, { id: visitorRequest, m: '   ' }, op());
    expect(codeOf(empty)).toBe('BAD_INPUT');
    expect(empty.errors?.[0]?.extensions?.fields).toEqual(['message']);
    for (const id of ['999999', toBakery]) {
      expect(codeOf(await server.gql(ONE, { id }, op()))).toBe('NOT_FOUND');
      expect(codeOf(await server.gql(READ, { id }, op()))).toBe('NOT_FOUND');
      expect(codeOf(await server.gql(ANSWER, { id, m: 'x' }, op()))).toBe('NOT_FOUND');
      expect(codeOf(await server.gql(CLOSE, { id }, op()))).toBe('NOT_FOUND');
    }
    expect(await messageRows()).toEqual(before);
  });

  it('refuses every account but the operator: bakeries, hosts, private customers and guests of either bakery, and the signed-out', async () => {
    const before = await messageRows();
    const calls: [string, Record<string, unknown>][] = [
      [INBOX, {}],
      [COUNT, {}],
      [ONE, { id: visitorRequest }],
      [READ, { id: visitorRequest }],
      [ANSWER, { id: visitorRequest, m: 'Ich bin nicht der Support' }],
      [CLOSE, { id: visitorRequest }],
    ];
    for (const account of ['sa-bakery', 'sa-host', 'sa-private', 'guest', 'sb-bakery', 'sb-host']) {
      for (const [query, variables] of calls) {
        const res = await server.gql(query, variables, jwt[account]);
        expect(`${account} ${codeOf(res)}`).toBe(`${account} FORBIDDEN`);
        expect(res.data ?? null).toBeNull();
      }
    }
    for (const [query, variables] of calls)
      expect(codeOf(await server.gql(query, variables, undefined))).toMatch(/^(FORBIDDEN|UNAUTHENTICATED)$/);
    expect(await messageRows()).toEqual(before);
  });
});
