import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, gt, sql } from 'drizzle-orm';
import { mailOutbox, messages } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';
import { waitForWorkAfterAnswers } from '../../platform/background';
import { countCredentialFields } from '../../platform/throttle/throttled-fields';
import { createOperator, operatorContext } from '../operator/operator.service';
import { answerSupportConversation, listSupportConversations, readSupportConversation } from './messages.service';

const LIST = `query L($page: Int) { conversations(page: $page) { total pageSize items { id title state toSupport partners unread } } }`;
const ONE = `query C($id: ID!) { conversation(id: $id) { id title state partners messages { id message writerName bySupport mine editedAt } } }`;
const UNREAD = 'query U { unreadMessageCount }';
const CHOICES = 'query R { messageRecipients { kind userId name } }';
const CREATE = `mutation N($to: MessageRecipientKind!, $userId: ID, $title: String!, $message: String!) {
  createConversation(to: $to, userId: $userId, title: $title, message: $message) { id title state partners } }`;
const REPLY = 'mutation Re($id: ID!, $m: String!) { replyToConversation(id: $id, message: $m) { id message mine } }';
const READ = 'mutation Rd($id: ID!) { readConversation(id: $id) { id state } }';
const CLOSE = 'mutation Cl($id: ID!) { closeConversation(id: $id) { id state } }';
const EDIT =
  'mutation E($id: ID!, $t: String, $m: String!) { editMessage(id: $id, title: $t, message: $m) { id message editedAt } }';
const DELETE = 'mutation D($id: ID!) { deleteMessage(id: $id) }';
const CAPTCHA = 'query Captcha { captcha { question token } }';
const CONTACT = `mutation Contact($name: String!, $email: String!, $title: String!, $message: String!, $t: String!, $a: Int!) {
  contactSupport(name: $name, email: $email, title: $title, message: $message, captchaToken: $t, captchaAnswer: $a) }`;

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'ma');
  b = await createTenant(server.platform.db, 'mb');
  Object.assign(
    jwt,
    await signIn(server, {
      users: ['ma-bakery', 'ma-host', 'ma-private', 'mb-bakery', 'mb-host'],
      guests: { guest: 'maroom1' },
    }),
  );
});
afterAll(() => server.close());

async function mailsTo(to: string, afterId = 0) {
  await waitForWorkAfterAnswers();
  return server.platform.db
    .select()
    .from(mailOutbox)
    .where(sql`${mailOutbox.to} = ${to} and ${mailOutbox.id} > ${afterId}`)
    .orderBy(desc(mailOutbox.id));
}
async function lastMailId() {
  await waitForWorkAfterAnswers();
  const [row] = await server.platform.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row?.id ?? 0;
}
const messageRows = () => server.platform.db.select().from(messages).orderBy(messages.id);
const unread = async (token: string | undefined) => (await server.gql(UNREAD, {}, token)).data.unreadMessageCount;

async function write(token: string | undefined, to: string, title: string, message: string, userId?: number) {
  return server.gql(CREATE, { to, title, message, userId: userId === undefined ? null : String(userId) }, token);
}

describe('messages between a host and its bakery', () => {
  let conversationId: string;

  it('a host writes to its bakery: the bakery sees it unread and gets a mail in its language with the link', async () => {
    const before = await lastMailId();
    const choices = (await server.gql(CHOICES, {}, jwt['ma-host'])).data.messageRecipients;
    expect(choices).toEqual([
      { kind: 'BAKERY', userId: String(a.bakery.id), name: 'ma Bakery' },
      { kind: 'SUPPORT', userId: null, name: null },
    ]);
    const res = await write(jwt['ma-host'], 'BAKERY', ' Brot für Samstag ', 'Bitte 20 Semmeln mehr.');
    const [created] = res.data.createConversation;
    expect(created).toMatchObject({ title: 'Brot für Samstag', state: 'SENT', partners: ['ma Bakery'] }); // sent, not read by anyone yet
    conversationId = created.id;

    expect(await unread(jwt['ma-bakery'])).toBe(1);
    expect(await unread(jwt['ma-host'])).toBe(0);
    const list = (await server.gql(LIST, {}, jwt['ma-bakery'])).data.conversations;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: conversationId, unread: true, partners: ['ma Hotel'], toSupport: false });

    const [mail] = await mailsTo('ma-bakery@example.org', before);
    expect(mail?.subject).toBe('Neue Nachricht: Brot für Samstag');
    expect(mail?.text).toContain('ma Hotel hat Ihnen geschrieben');
    expect(mail?.text).toContain('Bitte 20 Semmeln mehr.');
    expect(mail?.text).toContain(`http://bakery.test/chat/${conversationId}`);
  });

  it('the bakery opens it (read), replies; the host sees the reply, its unread count falls after opening', async () => {
    const opened = (await server.gql(READ, { id: conversationId }, jwt['ma-bakery'])).data.readConversation;
    expect(opened.state).toBe('READ');
    expect(await unread(jwt['ma-bakery'])).toBe(0);

    const before = await lastMailId();
    const reply = (await server.gql(REPLY, { id: conversationId, m: 'Gerne, kommen mit.' }, jwt['ma-bakery'])).data
      .replyToConversation;
    expect(reply).toMatchObject({ message: 'Gerne, kommen mit.', mine: true });
    expect(await unread(jwt['ma-host'])).toBe(1);
    expect((await mailsTo('ma-host@example.org', before))[0]?.text).toContain('Gerne, kommen mit.');

    const thread = (await server.gql(ONE, { id: conversationId }, jwt['ma-host'])).data.conversation;
    expect(
      thread.messages.map((m: { message: string; mine: boolean; writerName: string }) => [
        m.message,
        m.mine,
        m.writerName,
      ]),
    ).toEqual([
      ['Bitte 20 Semmeln mehr.', true, 'ma Hotel'],
      ['Gerne, kommen mit.', false, 'ma Bakery'],
    ]);
    await server.gql(READ, { id: conversationId }, jwt['ma-host']);
    expect(await unread(jwt['ma-host'])).toBe(0);
  });

  it('another bakery, a client of the same bakery and a wrong recipient are refused and change nothing', async () => {
    const rows = await messageRows();
    for (const token of [jwt['mb-bakery'], jwt['mb-host'], jwt['ma-private'], jwt.guest]) {
      expect(codeOf(await server.gql(ONE, { id: conversationId }, token))).toBe('NOT_FOUND');
      expect(codeOf(await server.gql(READ, { id: conversationId }, token))).toBe('NOT_FOUND');
      expect(codeOf(await server.gql(REPLY, { id: conversationId, m: 'x' }, token))).toBe('NOT_FOUND');
      expect(codeOf(await server.gql(CLOSE, { id: conversationId }, token))).toBe('NOT_FOUND');
      expect(codeOf(await server.gql(EDIT, { id: conversationId, m: 'x' }, token))).toBe('NOT_FOUND');
      expect(codeOf(await server.gql(DELETE, { id: conversationId }, token))).toBe('NOT_FOUND');
    }
    // a bakery writes to another bakery's client; a host to a "client"; a bakery to "its bakery"
    expect(codeOf(await write(jwt['ma-bakery'], 'CLIENT', 'T', 'x', b.host.id))).toBe('CONVERSATION_NOT_CREATED');
    expect(codeOf(await write(jwt['ma-bakery'], 'CLIENT', 'T', 'x', a.guest.id))).toBe('CONVERSATION_NOT_CREATED');
    expect(codeOf(await write(jwt['ma-host'], 'CLIENT', 'T', 'x', a.privateCustomer.id))).toBe(
      'CONVERSATION_NOT_CREATED',
    );
    expect(codeOf(await write(jwt['ma-host'], 'ALL_CLIENTS', 'T', 'x'))).toBe('CONVERSATION_NOT_CREATED');
    expect(codeOf(await write(jwt['ma-bakery'], 'BAKERY', 'T', 'x'))).toBe('CONVERSATION_NOT_CREATED');
    expect(codeOf(await write(undefined, 'SUPPORT', 'T', 'x'))).toBe('UNAUTHENTICATED');
    expect(codeOf(await write(jwt['ma-host'], 'BAKERY', '  ', 'x'))).toBe('BAD_INPUT');
    expect(await messageRows()).toEqual(rows);
    expect(await unread(jwt['mb-bakery'])).toBe(0);
    expect((await server.gql(LIST, {}, jwt['mb-bakery'])).data.conversations.total).toBe(0);
  });

  it('edits and deletes only own messages; the first one not after others answered', async () => {
    const thread = (await server.gql(ONE, { id: conversationId }, jwt['ma-host'])).data.conversation;
    const [first, bakeryReply] = thread.messages as { id: string }[];
    expect(codeOf(await server.gql(EDIT, { id: first!.id, m: 'fremd' }, jwt['ma-bakery']))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(DELETE, { id: first!.id }, jwt['ma-bakery']))).toBe('MESSAGE_NOT_DELETED');
    expect(codeOf(await server.gql(DELETE, { id: bakeryReply!.id }, jwt['ma-host']))).toBe('MESSAGE_NOT_DELETED');
    expect(codeOf(await server.gql(DELETE, { id: first!.id }, jwt['ma-host']))).toBe('MESSAGE_NOT_DELETED');

    const edited = (await server.gql(EDIT, { id: first!.id, t: 'Brot für Sonntag', m: 'Bitte 25.' }, jwt['ma-host']))
      .data.editMessage;
    expect(edited.message).toBe('Bitte 25.');
    expect(edited.editedAt).not.toBeNull();
    expect((await server.gql(ONE, { id: conversationId }, jwt['ma-bakery'])).data.conversation.title).toBe(
      'Brot für Sonntag',
    );

    const own = (await server.gql(REPLY, { id: conversationId, m: 'Noch etwas' }, jwt['ma-host'])).data
      .replyToConversation;
    expect((await server.gql(DELETE, { id: own.id }, jwt['ma-host'])).data.deleteMessage).toBe(true);
    const after = (await server.gql(ONE, { id: conversationId }, jwt['ma-host'])).data.conversation;
    expect(after.messages.map((m: { id: string }) => m.id)).toEqual([first!.id, bakeryReply!.id]);

    // an unanswered conversation goes with its first message
    const [lone] = (await write(jwt['ma-host'], 'BAKERY', 'Versehen', 'weg damit')).data.createConversation;
    expect((await server.gql(DELETE, { id: lone.id }, jwt['ma-host'])).data.deleteMessage).toBe(true);
    expect(codeOf(await server.gql(ONE, { id: lone.id }, jwt['ma-bakery']))).toBe('NOT_FOUND');
    expect(await unread(jwt['ma-bakery'])).toBe(0); // the deleted reply and conversation no longer count as unread
  });

  it('a closed conversation takes no replies', async () => {
    expect((await server.gql(CLOSE, { id: conversationId }, jwt['ma-bakery'])).data.closeConversation.state).toBe(
      'CLOSED',
    );
    expect(codeOf(await server.gql(REPLY, { id: conversationId, m: 'noch?' }, jwt['ma-host']))).toBe('REPLY_NOT_SENT');
  });
});

describe('a bakery writing to its clients', () => {
  it('to all clients: one conversation each, every client sees only its own, in its language by mail', async () => {
    const choices = (await server.gql(CHOICES, {}, jwt['mb-bakery'])).data.messageRecipients;
    expect(choices.map((c: { kind: string; userId: string | null }) => [c.kind, c.userId])).toEqual([
      ['SUPPORT', null],
      ['ALL_CLIENTS', null],
      ['CLIENT', String(b.host.id)],
      ['CLIENT', String(b.privateCustomer.id)],
    ]);
    const before = await lastMailId();
    const created = (await write(jwt['mb-bakery'], 'ALL_CLIENTS', 'Betriebsferien', 'Vom 1. bis 7. geschlossen.')).data
      .createConversation;
    expect(created).toHaveLength(2);
    const hostList = (await server.gql(LIST, {}, jwt['mb-host'])).data.conversations;
    expect(hostList.items).toEqual([expect.objectContaining({ partners: ['mb Bakery'], unread: true })]);
    const [privateMail] = await mailsTo('mb-private@example.org', before);
    expect(privateMail?.subject).toBe('Nuovo messaggio: Betriebsferien'); // the private customer reads Italian
    // the host's conversation is not the private customer's
    const hostConversation = hostList.items[0].id as string;
    const privateJwt = (await signIn(server, { users: ['mb-private'] }))['mb-private'];
    expect(codeOf(await server.gql(ONE, { id: hostConversation }, privateJwt))).toBe('NOT_FOUND');
  });

  it('lists 10 a page, newest activity first', async () => {
    for (let i = 1; i <= 11; i++) await write(jwt['mb-host'], 'BAKERY', `Frage ${i}`, 'Text');
    const page1 = (await server.gql(LIST, { page: 1 }, jwt['mb-host'])).data.conversations;
    const page2 = (await server.gql(LIST, { page: 2 }, jwt['mb-host'])).data.conversations;
    expect(page1.total).toBe(12);
    expect(page1.items).toHaveLength(10);
    expect(page1.items[0].title).toBe('Frage 11');
    expect(page2.items.map((c: { title: string }) => c.title)).toEqual(['Frage 1', 'Betriebsferien']);
  });
});

describe('platform support', () => {
  it('a logged-out visitor writes through the contact form (captcha), the operator answers, the visitor gets a mail', async () => {
    await createOperator(server.platform.db, {
      username: 'support-op',
      email: 'op@example.org',
      password: 'Sauerteig-42!',
      language: 'en',
    });
    const rows = await messageRows();
    const { question, token } = (await server.gql(CAPTCHA)).data.captcha as { question: string; token: string };
    const [x, y] = question.split('+').map((s) => Number(s.trim()));
    const input = {
      name: 'Anna Rossi',
      email: 'anna@example.org',
      title: 'Preise?',
      message: 'Was kostet es?',
      t: token,
    };
    expect(codeOf(await server.gql(CONTACT, { ...input, a: x! + y! + 1 }))).toBe('CAPTCHA_WRONG');
    expect(await messageRows()).toEqual(rows);

    // the wrong answer voided that captcha: the visitor solves a new one
    const fresh = (await server.gql(CAPTCHA)).data.captcha as { question: string; token: string };
    const [x2, y2] = fresh.question.split('+').map((s) => Number(s.trim()));
    const before = await lastMailId();
    const ok = await server.gql(CONTACT, { ...input, t: fresh.token, a: x2! + y2! }, undefined, {
      'accept-language': 'it',
    });
    expect(ok.data.contactSupport).toBe(true);
    const [opMail] = await mailsTo('op@example.org', before);
    expect(opMail?.subject).toBe('Support request: Preise?'); // the operator account's language
    expect(opMail?.text).toContain('Was kostet es?');

    const ctx = operatorContext(server.platform);
    const list = await listSupportConversations(ctx);
    const entry = list.find((c) => c.title === 'Preise?');
    expect(entry).toMatchObject({ from: 'Anna Rossi', email: 'anna@example.org', unread: true, state: 'NEW' });
    const thread = await readSupportConversation(ctx, entry!.id);
    expect(thread.map((m) => [m.writerName, m.message])).toEqual([['Anna Rossi', 'Was kostet es?']]);
    expect((await listSupportConversations(ctx)).find((c) => c.id === entry!.id)?.unread).toBe(false);

    await answerSupportConversation(ctx, entry!.id, 'Schauen Sie auf /plans.');
    const [answer] = await mailsTo('anna@example.org', before);
    expect(answer?.subject).toBe('Risposta del supporto Brotzeit: Preise?');
    expect(answer?.text).toContain('Schauen Sie auf /plans.');
    expect(answer?.text).toContain('> Was kostet es?');
  });

  it("a client's message to support is answered by support inside the conversation; nobody but the operator lists support", async () => {
    const [created] = (await write(jwt['ma-private'], 'SUPPORT', 'Rechnung', 'Wo finde ich sie?')).data
      .createConversation;
    expect(created.partners).toEqual([]);
    const ctx = operatorContext(server.platform);
    const before = await lastMailId();
    await answerSupportConversation(ctx, Number(created.id), 'Unter Rechnungen.');
    expect(await unread(jwt['ma-private'])).toBe(1);
    const thread = (await server.gql(ONE, { id: created.id }, jwt['ma-private'])).data.conversation;
    expect(thread.messages[1]).toMatchObject({ message: 'Unter Rechnungen.', bySupport: true, writerName: null });
    const [mail] = await mailsTo('ma-private@example.org', before);
    expect(mail?.subject).toBe('Nuovo messaggio: Rechnung');
    // the conversation is not the bakery's to see, and support functions refuse non-operators
    expect(codeOf(await server.gql(ONE, { id: created.id }, jwt['ma-bakery']))).toBe('NOT_FOUND');
    const hostCtx = { ...ctx, viewer: { ...ctx.viewer!, operator: false } };
    await expect(listSupportConversations(hostCtx)).rejects.toThrow('FORBIDDEN');
    await expect(answerSupportConversation(hostCtx, Number(created.id), 'x')).rejects.toThrow('FORBIDDEN');
    // a conversation not addressed to support is not the operator's
    const [toBakery] = (await write(jwt['ma-host'], 'BAKERY', 'Nur Bäckerei', 'x')).data.createConversation;
    await expect(answerSupportConversation(ctx, Number(toBakery.id), 'x')).rejects.toThrow('NOT_FOUND');
    expect(
      await server.platform.db
        .select()
        .from(messages)
        .where(gt(messages.id, Number(toBakery.id))),
    ).toEqual([]);
    expect(
      (
        await server.platform.db
          .select()
          .from(messages)
          .where(eq(messages.id, Number(toBakery.id)))
      )[0]?.toSupport,
    ).toBe(false);
  });

  it('the contact form spends the sign-in budget of the address', () => {
    expect(
      countCredentialFields(
        'mutation { contactSupport(name: "a", email: "b", title: "c", message: "d", captchaToken: "e", captchaAnswer: 1) }',
      ),
    ).toBe(1);
  });
});

describe('the state each side sees: a message is new for the others and sent for its writer until they open it', () => {
  type Listed = { id: string; state: string; unread: boolean };
  const listed = async (token: string | undefined, id: string): Promise<Listed | undefined> =>
    ((await server.gql(LIST, {}, token)).data.conversations.items as Listed[]).find((c) => c.id === id);
  const shown = async (token: string | undefined, id: string) =>
    (await server.gql(ONE, { id }, token)).data.conversation.state as string;

  it('between a host and its bakery, each way', async () => {
    // another conversation the bakery leaves unread must not make this one look unread
    await write(jwt['ma-host'], 'BAKERY', 'Anderes', 'bleibt ungelesen');
    const [created] = (await write(jwt['ma-host'], 'BAKERY', 'Zustand', 'Erste Frage')).data.createConversation;
    const id = created.id as string;
    expect(created.state).toBe('SENT'); // nothing new for its writer, and nobody has read it yet
    expect(await listed(jwt['ma-host'], id)).toMatchObject({ state: 'SENT', unread: false });
    expect(await listed(jwt['ma-bakery'], id)).toMatchObject({ state: 'NEW', unread: true });
    await server.gql(READ, { id }, jwt['ma-bakery']);
    expect(await listed(jwt['ma-bakery'], id)).toMatchObject({ state: 'READ', unread: false });
    // the bakery has opened it: read for the host too
    expect(await listed(jwt['ma-host'], id)).toMatchObject({ state: 'READ', unread: false });
    expect(await shown(jwt['ma-host'], id)).toBe('READ');

    // the bakery replies: new for the host, not for the bakery
    const bakeryBefore = await unread(jwt['ma-bakery']);
    const hostBefore = await unread(jwt['ma-host']);
    await server.gql(REPLY, { id, m: 'Antwort der Bäckerei' }, jwt['ma-bakery']);
    expect(await listed(jwt['ma-bakery'], id)).toMatchObject({ state: 'SENT', unread: false });
    expect(await shown(jwt['ma-bakery'], id)).toBe('SENT');
    expect(await unread(jwt['ma-bakery'])).toBe(bakeryBefore);
    expect(await listed(jwt['ma-host'], id)).toMatchObject({ state: 'NEW', unread: true });
    expect(await shown(jwt['ma-host'], id)).toBe('NEW');
    expect(await unread(jwt['ma-host'])).toBe(hostBefore + 1);

    // the host opens it and replies: new for the bakery, not for the host
    expect((await server.gql(READ, { id }, jwt['ma-host'])).data.readConversation.state).toBe('READ');
    expect(await unread(jwt['ma-host'])).toBe(hostBefore);
    expect(await listed(jwt['ma-bakery'], id)).toMatchObject({ state: 'READ', unread: false }); // its reply was read
    await server.gql(REPLY, { id, m: 'Danke' }, jwt['ma-host']);
    expect(await listed(jwt['ma-host'], id)).toMatchObject({ state: 'SENT', unread: false });
    expect(await shown(jwt['ma-host'], id)).toBe('SENT');
    expect(await unread(jwt['ma-host'])).toBe(hostBefore);
    expect(await listed(jwt['ma-bakery'], id)).toMatchObject({ state: 'NEW', unread: true });
    expect(await unread(jwt['ma-bakery'])).toBe(bakeryBefore + 1);

    // closed is closed for both
    await server.gql(CLOSE, { id }, jwt['ma-host']);
    expect(await listed(jwt['ma-host'], id)).toMatchObject({ state: 'CLOSED' });
    expect(await listed(jwt['ma-bakery'], id)).toMatchObject({ state: 'CLOSED', unread: true });
  });

  it("between a client and the platform's support, each way", async () => {
    const ctx = operatorContext(server.platform);
    const support = async (id: string) => (await listSupportConversations(ctx)).find((c) => c.id === Number(id));
    const [created] = (await write(jwt['ma-private'], 'SUPPORT', 'Zustand Support', 'Frage')).data.createConversation;
    const id = created.id as string;
    expect(created.state).toBe('SENT');
    expect(await listed(jwt['ma-private'], id)).toMatchObject({ state: 'SENT', unread: false });
    expect(await support(id)).toMatchObject({ state: 'NEW', unread: true });
    await readSupportConversation(ctx, Number(id));
    expect(await support(id)).toMatchObject({ state: 'READ', unread: false });
    expect(await listed(jwt['ma-private'], id)).toMatchObject({ state: 'READ', unread: false }); // support has read it

    // the operator answers: new for the client, not for support
    const clientBefore = await unread(jwt['ma-private']);
    await answerSupportConversation(ctx, Number(id), 'Antwort');
    expect(await support(id)).toMatchObject({ state: 'READ', unread: false });
    expect(await listed(jwt['ma-private'], id)).toMatchObject({ state: 'NEW', unread: true });
    expect(await unread(jwt['ma-private'])).toBe(clientBefore + 1);

    // the client opens it and replies: new for support, not for the client
    await server.gql(READ, { id }, jwt['ma-private']);
    await server.gql(REPLY, { id, m: 'Danke' }, jwt['ma-private']);
    expect(await listed(jwt['ma-private'], id)).toMatchObject({ state: 'SENT', unread: false });
    expect(await unread(jwt['ma-private'])).toBe(clientBefore);
    expect(await support(id)).toMatchObject({ state: 'NEW', unread: true });
  });
});
