import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { ImapFlow } from 'imapflow';
import { billSdiNotifications } from '../../db/schema/index';
import { closePlatform, createPlatform } from '../../platform/platform';
import type { Platform } from '../../platform/graphql/context';
import { startDovecot, type Dovecot } from '../../../test/imap/dovecot';
import { selfSignedSigner, signP7m } from '../../../test/imap/sign-p7m';
import { buildMail, pecEnvelope, SDI_PEC } from '../../../test/imap/pec-envelope';
import { CREATE_BILL, PERIOD, setPrivateBillingData, setupBills } from '../bills/bills.test-setup';
import { pollPecInbox, schedulePecInbox, type InboxLogger } from './pec-inbox';

// Issue 14: with the PEC transport SdI answers into the bakery's certified-mail box, and nothing read
// it. A real IMAP server (Debian's Dovecot) holds the mails as they arrive; the poll must move the
// bills, mark what it has read, never take a notification twice, and leave for later what failed.

const SEND = 'mutation S($id: ID!) { sendBill(id: $id) { id sdiState eInvoiceFile } }';
const BILL =
  'query B($id: ID!) { bill(id: $id) { id sdiState sdiNotifications { kind fileName errors { code description } } } }';

const message = (root: string, file: string, inner: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ns2:${root} xmlns:ns2="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0">
  <IdentificativoSdI>4711</IdentificativoSdI><NomeFile>${file}</NomeFile><DataOraRicezione>2026-11-23T12:00:00.000+01:00</DataOraRicezione>${inner}
  <MessageId>99</MessageId>
</ns2:${root}>`;
const rc = (file: string) =>
  message('RicevutaConsegna', file, '<DataOraConsegna>2026-11-23T12:05:00.000+01:00</DataOraConsegna>');
const ns = (file: string) =>
  message(
    'NotificaScarto',
    file,
    `<ListaErrori>
    <Errore><Codice>00305</Codice><Descrizione>1.4.1.1.2 IdCodice non valido : 00743110157</Descrizione></Errore>
    <Errore><Codice>00311</Codice><Descrizione>CodiceDestinatario non valido</Descrizione></Errore>
  </ListaErrori>`,
  );
const ne = (file: string, esito: string) =>
  message('NotificaEsito', file, `<EsitoCommittente><Esito>${esito}</Esito></EsitoCommittente>`);
const dt = (file: string) => message('NotificaDecorrenzaTermini', file, '<Descrizione>Decorsi i termini</Descrizione>');

/** SdI's own name for a receipt about `IT…_00001.xml`: `IT…_00001_RC_001.xml` (its n-th of that kind). */
const receiptName = (file: string, kind: string, ext = '.xml', n = 1) =>
  file.replace(/\.xml$/, `_${kind}_${String(n).padStart(3, '0')}${ext}`);

const build = buildMail;
const BAKERY_PEC = 'baeckerei@pec.example.it';

/** SdI's own mail with the notification attached: the original its PEC account sends. */
const sdiOriginal = (attachments: Mail.Attachment[], subject = 'Ricevuta di consegna', from = SDI_PEC) =>
  build({ from, to: BAKERY_PEC, subject, text: 'Il file è stato consegnato.', attachments });

/** SdI's notification as it lands in the inbox: its mail in the PEC provider's envelope. */
const sdiMail = async (attachments: Mail.Attachment[], subject = 'Ricevuta di consegna') =>
  pecEnvelope(await sdiOriginal(attachments, subject), subject);

let s: Awaited<ReturnType<typeof setupBills>>;
let imap: Dovecot;
let box: ImapFlow;
const logs: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
const logger: InboxLogger = Object.fromEntries(
  ['info', 'warn', 'error'].map((level) => [
    level,
    (fields: Record<string, unknown>, msg: string) => logs.push({ level, fields, msg }),
  ]),
) as unknown as InboxLogger;

const poll = (platform: Platform = s.server.platform) => pollPecInbox(platform, logger);
const deliver = (raw: Buffer) => box.append('INBOX', raw, []);
const bill = async (id: string) =>
  (await s.server.gql(BILL, { id }, s.jwt.bakery)).data.bill as {
    sdiState: string;
    sdiNotifications: { kind: string; fileName: string; errors: { code: string }[] }[];
  };
const sdiKinds = async (id: string) =>
  (await bill(id)).sdiNotifications.map((n) => n.kind).filter((k) => k.length === 2);
async function unseen(): Promise<number[]> {
  await box.noop(); // the poll's flags were set in another session: let this one see them
  return ((await box.search({ seen: false }, { uid: true })) || []).sort((a, b) => a - b);
}

/** Sends a bill to SdI (outbox transport) — again after a rejection, with a new file; its e-invoice file. */
async function send(id: string): Promise<string> {
  const sent = await s.server.gql(SEND, { id }, s.jwt.bakery);
  if (sent.errors) throw new Error(JSON.stringify(sent.errors));
  return sent.data.sendBill.eInvoiceFile;
}

/** The host's and the private customer's bills of the setup, with their current e-invoice files. */
const host = { id: '', file: '' };
const priv = { id: '', file: '' };

beforeAll(async () => {
  imap = await startDovecot();
  s = await setupBills('pi');
  Object.assign(s.server.platform.config.sdi, { pecImapUrl: imap.url });
  await setPrivateBillingData(s.db, s.t.privateCustomer.id);
  for (const [bill, client] of [
    [host, s.t.host],
    [priv, s.t.privateCustomer],
  ] as const) {
    const created = await s.server.gql(
      CREATE_BILL,
      { input: { clientId: String(client.id), ...PERIOD } },
      s.jwt.bakery,
    );
    if (created.errors) throw new Error(JSON.stringify(created.errors));
    bill.id = created.data.createBill.id;
  }
  box = await imap.client();
  await box.mailboxOpen('INBOX');
});
afterAll(async () => {
  await box?.logout().catch(() => undefined);
  await s?.server.close();
  await imap?.stop();
});

describe('reading SdI receipts from the PEC inbox', () => {
  const signer = selfSignedSigner();

  it('records an RC and a signed NS from the inbox, marks every message read and refuses what is no receipt', async () => {
    host.file = await send(host.id);
    priv.file = await send(priv.id);
    expect(host.file).toMatch(/^IT01234567897_\w{5}\.xml$/);
    // the RC as an XML file; the NS signed (.xml.p7m); each in SdI's mail inside the PEC provider's envelope
    await deliver(
      await sdiMail([
        { filename: receiptName(host.file, 'RC'), contentType: 'application/xml', content: rc(host.file) },
      ]),
    );
    await deliver(
      await pecEnvelope(
        await sdiOriginal(
          [
            {
              filename: receiptName(priv.file, 'NS', '.xml.p7m'),
              contentType: 'application/pkcs7-mime',
              content: signP7m(ns(priv.file), signer),
            },
          ],
          'Notifica di scarto',
        ),
        'Notifica di scarto',
      ),
    );
    // unrelated mail: an order list in XML, a PDF only, and a receipt for a file no bill has
    await deliver(
      await build({
        from: 'cliente@example.it',
        to: BAKERY_PEC,
        subject: 'Ordine',
        text: 'in allegato',
        attachments: [
          {
            filename: 'ordine-settimana.xml',
            contentType: 'application/xml',
            content: '<?xml version="1.0"?><Ordine><Pane>3</Pane></Ordine>',
          },
        ],
      }),
    );
    await deliver(
      await build({
        from: 'cliente@example.it',
        to: BAKERY_PEC,
        subject: 'Listino',
        text: 'in allegato',
        attachments: [
          { filename: 'listino.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
        ],
      }),
    );
    await deliver(
      await sdiMail([
        {
          filename: 'IT01234567897_ZZZZZ_RC_001.xml',
          contentType: 'application/xml',
          content: rc('IT01234567897_ZZZZZ.xml'),
        },
      ]),
    );
    const [, , orderMail, pdfMail] = await unseen();
    expect(await unseen()).toHaveLength(5);

    const report = await poll();
    expect(report).toMatchObject({ read: 5, recorded: 2, retry: 0, skipped: false, error: null });
    expect(report.refused).toEqual([
      { file: `message ${orderMail} (certified sender: none)`, code: 'NOT_FROM_SDI' },
      { file: `message ${pdfMail}`, code: 'NO_SDI_FILE' },
      { file: 'IT01234567897_ZZZZZ_RC_001.xml', code: 'SDI_NOTIFICATION_UNKNOWN' },
    ]);

    const h = await bill(host.id);
    expect(h.sdiState).toBe('DELIVERED');
    expect(h.sdiNotifications.filter((n) => n.kind === 'RC')).toEqual([
      { kind: 'RC', fileName: host.file, errors: [] },
    ]);
    const p = await bill(priv.id);
    expect(p.sdiState).toBe('REJECTED');
    expect(p.sdiNotifications.find((n) => n.kind === 'NS')).toEqual({
      kind: 'NS',
      fileName: priv.file,
      errors: [
        { code: '00305', description: '1.4.1.1.2 IdCodice non valido : 00743110157' },
        { code: '00311', description: 'CodiceDestinatario non valido' },
      ],
    });
    expect(await unseen()).toEqual([]);
    // the outcome of every file is in the log: recorded ones at info, refused ones at warn
    expect(logs.filter((l) => l.level === 'info' && l.msg.includes('recorded')).map((l) => l.fields.file)).toEqual([
      receiptName(host.file, 'RC'),
      receiptName(priv.file, 'NS', '.xml.p7m'),
    ]);
    expect(logs.filter((l) => l.level === 'warn').map((l) => l.fields.code)).toEqual([
      'NOT_FROM_SDI',
      'NO_SDI_FILE',
      'SDI_NOTIFICATION_UNKNOWN',
    ]);
    expect(logs.filter((l) => l.level === 'error')).toEqual([]);
  });

  it('a second poll reads nothing and records nothing twice', async () => {
    const before = await s.db.select().from(billSdiNotifications);
    expect(await poll()).toEqual({ read: 0, recorded: 0, refused: [], retry: 0, skipped: false, error: null });
    expect(await s.db.select().from(billSdiNotifications)).toEqual(before);
    expect(await sdiKinds(host.id)).toEqual(['RC']);
    expect(await sdiKinds(priv.id)).toEqual(['NS']);
  });

  it('the same receipt mailed again is taken once; an NS after the RC is refused (out of order) and moves nothing', async () => {
    await deliver(
      await sdiMail([
        { filename: receiptName(host.file, 'RC'), contentType: 'application/xml', content: rc(host.file) },
      ]),
    );
    await deliver(
      await sdiMail([
        { filename: receiptName(host.file, 'NS'), contentType: 'application/xml', content: ns(host.file) },
      ]),
    );
    const report = await poll();
    expect(report).toMatchObject({
      read: 2,
      recorded: 1,
      refused: [{ file: receiptName(host.file, 'NS'), code: 'SDI_NOTIFICATION_OUT_OF_ORDER' }],
    });
    expect(await sdiKinds(host.id)).toEqual(['RC']);
    expect((await bill(host.id)).sdiState).toBe('DELIVERED');
    expect(await unseen()).toEqual([]);
  });

  it('a mail over the size limit is refused without being downloaded', async () => {
    await deliver(
      await sdiMail([
        { filename: receiptName(host.file, 'RC', '.xml', 2), contentType: 'application/xml', content: rc(host.file) },
        { filename: 'catalogo.pdf', contentType: 'application/pdf', content: Buffer.alloc(64 * 1024, 7) },
      ]),
    );
    const [uid] = await unseen();
    expect(await pollPecInbox(s.server.platform, logger, { maxMailBytes: 32 * 1024 })).toMatchObject({
      read: 1,
      recorded: 0,
      refused: [{ file: `message ${uid}`, code: 'MAIL_TOO_LARGE' }],
      retry: 0,
    });
    expect(await unseen()).toEqual([]);
  });

  it("takes a notification only from SdI's certified mail: SdI's address in the From header, another PEC sender or an anomaly is refused and moves nothing", async () => {
    priv.file = await send(priv.id); // the rejected bill corrected and sent again, with a new file: waiting for SdI
    const receipt = (n: number) => [
      { filename: receiptName(priv.file, 'RC', '.xml', n), contentType: 'application/xml', content: rc(priv.file) },
    ];
    // SdI's mail as it is, outside any PEC envelope: anyone can write its address in From
    await deliver(await sdiOriginal(receipt(1)));
    // a certified mail from another PEC box whose forwarded original carries a daticert.xml naming SdI
    await deliver(
      await pecEnvelope(await pecEnvelope(await sdiOriginal(receipt(2)), 'x'), 'x', {
        sender: 'mallory@pec.example.it',
      }),
    );
    // an ordinary mail the provider let in as an anomaly
    await deliver(await pecEnvelope(await sdiOriginal(receipt(3)), 'Ricevuta', { transport: 'errore' }));
    // SdI's receipt passed on from another PEC box
    await deliver(await pecEnvelope(await sdiOriginal(receipt(4)), 'Ricevuta', { sender: 'mallory@pec.example.it' }));
    const uids = await unseen();
    expect(uids).toHaveLength(4);
    const report = await poll();
    expect(report).toMatchObject({ read: 4, recorded: 0, retry: 0, error: null });
    expect(report.refused).toEqual([
      { file: `message ${uids[0]} (certified sender: none)`, code: 'NOT_FROM_SDI' },
      { file: `message ${uids[1]} (certified sender: none)`, code: 'NOT_FROM_SDI' }, // two records: none stands
      { file: `message ${uids[2]} (certified sender: none)`, code: 'NOT_FROM_SDI' },
      { file: `message ${uids[3]} (certified sender: mallory@pec.example.it)`, code: 'NOT_FROM_SDI' },
    ]);
    expect((await bill(priv.id)).sdiState).toBe('SENT');
    expect(await sdiKinds(priv.id)).toEqual(['NS']);
    expect(await unseen()).toEqual([]);
  });

  it('a database failure leaves the message unseen; the next poll records it', async () => {
    // the private customer's bill is waiting for SdI's answer to its corrected file (the test above sent it)
    // the receipt signed and base64-encoded, as some providers pass .p7m files on
    await deliver(
      await sdiMail([
        {
          filename: receiptName(priv.file, 'RC', '.xml.p7m'),
          contentType: 'application/octet-stream',
          content: signP7m(rc(priv.file), signer).toString('base64'),
        },
      ]),
    );
    const [uid] = await unseen();
    await s.db.execute(sql`alter table bill_sdi_notifications rename to bill_sdi_notifications_away`);
    try {
      expect(await poll()).toMatchObject({ read: 1, recorded: 0, refused: [], retry: 1, error: null });
    } finally {
      await s.db.execute(sql`alter table bill_sdi_notifications_away rename to bill_sdi_notifications`);
    }
    expect(logs.at(-1)).toMatchObject({
      level: 'error',
      fields: { uid, file: receiptName(priv.file, 'RC', '.xml.p7m') },
    });
    expect(await unseen()).toEqual([uid]);
    expect((await bill(priv.id)).sdiState).toBe('SENT');
    expect(await poll()).toMatchObject({ read: 1, recorded: 1, refused: [], retry: 0 });
    expect((await bill(priv.id)).sdiState).toBe('DELIVERED');
    expect(await unseen()).toEqual([]);
  });

  it('an unreachable box or a wrong password is a logged failure, never a crash; nothing is marked read', async () => {
    await deliver(
      await sdiMail(
        [{ filename: receiptName(host.file, 'NE'), contentType: 'application/xml', content: ne(host.file, 'EC01') }],
        'Notifica di esito',
      ),
    );
    const config = s.server.platform.config.sdi;
    const url = config.pecImapUrl!;
    try {
      config.pecImapUrl = url.replace(/:[^:@/]*@/, ':Wr0ng-Passw0rd@');
      expect(await poll()).toMatchObject({
        read: 0,
        recorded: 0,
        skipped: false,
        error: 'Command failed: Authentication failed.',
      });
      config.pecImapUrl = 'imap://nobody:x@127.0.0.1:1';
      expect((await poll()).error).toBeTruthy();
    } finally {
      config.pecImapUrl = url;
    }
    expect(logs.filter((l) => l.level === 'error' && l.msg.includes('poll failed'))).toHaveLength(2);
    expect(JSON.stringify(logs)).not.toMatch(/pec-secret|Wr0ng-Passw0rd/); // no password in the log
    expect(await unseen()).toHaveLength(1);
    // read now, and refused for good: SdI sends an outcome (NE) only about invoices to public bodies (issue 45)
    const before = (await bill(host.id)).sdiState;
    expect(await poll()).toMatchObject({
      read: 1,
      recorded: 0,
      refused: [{ code: 'SDI_NOTIFICATION_PUBLIC_BODIES_ONLY' }],
    });
    expect((await bill(host.id)).sdiState).toBe(before);
    expect(await unseen()).toEqual([]);
  });

  it('polls running at the same time read each notification once: one reads, the others skip', async () => {
    await deliver(
      await sdiMail(
        [{ filename: receiptName(priv.file, 'DT'), contentType: 'application/xml', content: dt(priv.file) }],
        'Decorrenza termini',
      ),
    );
    // on PostgreSQL a second instance on the same database; PGlite is one process, one instance
    const other =
      s.server.platform.database.kind === 'postgres'
        ? await createPlatform({ ...s.server.platform.config })
        : s.server.platform;
    try {
      const reports = await Promise.all([poll(), poll(other), poll()]);
      expect(reports.reduce((n, r) => n + r.recorded, 0)).toBe(1);
      expect(reports.reduce((n, r) => n + r.read, 0)).toBe(1);
      expect(reports.filter((r) => r.skipped).length).toBeGreaterThanOrEqual(1);
    } finally {
      if (other !== s.server.platform) await closePlatform(other);
    }
    expect(await sdiKinds(priv.id)).toEqual(['NS', 'RC', 'DT']);
    expect((await bill(priv.id)).sdiState).toBe('TERMS_EXPIRED');
    expect(await unseen()).toEqual([]);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL an instance skips while another one holds the inbox lock',
    async () => {
      await deliver(
        await sdiMail(
          [
            {
              filename: receiptName(host.file, 'NE', '.xml', 2),
              contentType: 'application/xml',
              content: ne(host.file, 'EC02'),
            },
          ],
          'Notifica di esito',
        ),
      );
      const other = await createPlatform({ ...s.server.platform.config });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const holding = new Promise<void>((resolve) => (locked = resolve));
      const holder = other.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(72410014)`);
        locked();
        await held;
      });
      try {
        await holding;
        expect(await poll()).toEqual({ read: 0, recorded: 0, refused: [], retry: 0, skipped: true, error: null });
        expect(await unseen()).toHaveLength(1);
      } finally {
        release();
        await holder;
        await closePlatform(other);
      }
      // an outcome (NE) about a B2B bill: refused for good, read, marked
      expect(await poll()).toMatchObject({
        read: 1,
        recorded: 0,
        refused: [{ code: 'SDI_NOTIFICATION_PUBLIC_BODIES_ONLY' }],
        skipped: false,
      });
      expect(await unseen()).toEqual([]);
    },
  );

  it('the server reads the box every SDI_PEC_IMAP_MINUTES on the job queue and stops with it; unset, it never reads', async () => {
    const config = s.server.platform.config.sdi;
    await deliver(
      await sdiMail(
        [{ filename: receiptName(priv.file, 'DT', '.xml', 2), contentType: 'application/xml', content: dt(priv.file) }],
        'Decorrenza termini',
      ),
    );
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const url = config.pecImapUrl;
      config.pecImapUrl = undefined;
      const off = await schedulePecInbox(s.server.platform, logger);
      config.pecImapUrl = url;
      vi.advanceTimersByTime(60 * 60_000);
      await off();
      expect(await unseen()).toHaveLength(1);

      Object.assign(config, { pecImapMinutes: 3 });
      const stop = await schedulePecInbox(s.server.platform, logger);
      vi.advanceTimersByTime(2 * 60_000);
      expect(logs.filter((l) => l.msg === 'PEC inbox read')).toEqual([]);
      vi.advanceTimersByTime(60_000);
      await vi.waitFor(() => expect(logs.filter((l) => l.msg === 'PEC inbox read')).toHaveLength(1), { timeout: 5000 });
      await stop();
      expect(logs.find((l) => l.msg === 'PEC inbox read')!.fields.pecInbox).toMatchObject({
        read: 1,
        recorded: 1,
        refused: [],
      });
      expect(await unseen()).toEqual([]);
      expect(await sdiKinds(priv.id)).toEqual(['NS', 'RC', 'DT']); // the same DT again: recorded once
    } finally {
      vi.useRealTimers();
      Object.assign(config, { pecImapMinutes: 5 });
    }
  });
});
