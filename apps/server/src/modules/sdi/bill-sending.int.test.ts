import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { billSdiNotifications, bills, userDetails } from '../../db/schema/index';
import { codeOf } from '../../../test/test-server';
import { startSmtpCatcher } from '../../../test/smtp-catcher';
import { validateFatturaPA } from '@bakery/einvoice';
import type { SdiConfig } from '../../platform/config';
import { CREATE_BILL, PERIOD, setPrivateBillingData, setupBills } from '../bills/bills.test-setup';

const SEND =
  'mutation S($id: ID!) { sendBill(id: $id) { id sent sentAt sdiState eInvoiceFile sdiNotifications { kind fileName message reason errors { code description } } } }';
const BILL_SHOWN = 'id sent sdiSending sdiState sdiNotifications { kind }';
const SEND_SHOWN = `mutation S($id: ID!) { sendBill(id: $id) { ${BILL_SHOWN} } }`;
const SHOWN = `query B($id: ID!) { bill(id: $id) { ${BILL_SHOWN} } }`;
const RECORD =
  'mutation R($xml: String!) { recordSdiNotification(xml: $xml) { id sdiState sdiNotifications { kind } } }';
const NOTIFY_KEY = 'sdi-test-key';
const scarto = (file: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ns2:NotificaScarto xmlns:ns2="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0">
  <IdentificativoSdI>111</IdentificativoSdI><NomeFile>${file}</NomeFile><DataOraRicezione>2026-11-23T12:00:00.000+01:00</DataOraRicezione>
  <ListaErrori><Errore><Codice>00305</Codice><Descrizione>1.4.1.1.2 IdCodice non valido : 00743110157</Descrizione></Errore></ListaErrori>
  <MessageId>222</MessageId>
</ns2:NotificaScarto>`;
const consegna = (file: string) => `<?xml version="1.0" encoding="UTF-8"?>
<ns2:RicevutaConsegna xmlns:ns2="http://www.fatturapa.gov.it/sdi/messaggi/v1.0" versione="1.0">
  <IdentificativoSdI>333</IdentificativoSdI><NomeFile>${file}</NomeFile><DataOraRicezione>2026-11-23T12:00:00.000+01:00</DataOraRicezione>
  <DataOraConsegna>2026-11-23T12:05:00.000+01:00</DataOraConsegna><MessageId>444</MessageId>
</ns2:RicevutaConsegna>`;

let s: Awaited<ReturnType<typeof setupBills>>;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let hostBill: { id: string };
let privateBill: { id: string };
const row = async (id: string) =>
  (
    await s.db
      .select()
      .from(bills)
      .where(eq(bills.id, Number(id)))
  )[0]!;
const notify = (xml: string, key = NOTIFY_KEY) =>
  fetch(`${s.server.url}/api/sdi/notifications`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml', 'x-sdi-key': key },
    body: xml,
  });

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  s = await setupBills('bs', { smtpUrl: smtp.url });
  Object.assign(s.server.platform.config.sdi, {
    transport: 'pec',
    pecSmtpUrl: smtp.url,
    pecFrom: 'fatture@pec.baeckerei.example.it',
    pecAddress: 'sdi01@pec.fatturapa.it',
    notifyKey: NOTIFY_KEY,
  });
  await setPrivateBillingData(s.db, s.t.privateCustomer.id);
  hostBill = (await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.host.id), ...PERIOD } }, s.jwt.bakery))
    .data.createBill;
  privateBill = (
    await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.privateCustomer.id), ...PERIOD } }, s.jwt.bakery)
  ).data.createBill;
});
afterAll(async () => {
  await s.server.close();
  await smtp.close();
});

describe('sending a bill by PEC and to the client', () => {
  it('refuses other tenants and roles', async () => {
    expect(codeOf(await s.server.gql(SEND, { id: hostBill.id }, s.jwt.otherBakery))).toBe('NOT_FOUND');
    expect(codeOf(await s.server.gql(SEND, { id: hostBill.id }, s.jwt.host))).toBe('FORBIDDEN');
    expect((await row(hostBill.id)).sent).toBe(false);
  });

  it('mails the XML to SdI over PEC and the PDF and XML to the client, and marks the bill sent', async () => {
    const since = smtp.mails.length;
    const res = await s.server.gql(SEND, { id: hostBill.id }, s.jwt.bakery);
    expect(res.errors).toBeUndefined();
    const sent = res.data.sendBill;
    expect(sent).toMatchObject({
      sent: true,
      sentAt: '2026-11-30T10:00:00.000Z',
      sdiState: 'SENT',
      eInvoiceFile: 'IT01234567897_00001.xml',
    });
    expect(sent.sdiNotifications.map((n: { kind: string }) => n.kind)).toEqual(['SENT', 'MAILED']);

    const pec = await smtp.next('sdi01@pec.fatturapa.it', since);
    expect(pec.subject).toBe('Invio File IT01234567897_00001.xml');
    expect(pec.attachments.map((a) => a.filename)).toEqual(['IT01234567897_00001.xml']);
    const xml = pec.attachments[0]!.content.toString('utf8');
    expect(xml).toBe((await row(hostBill.id)).xml);
    expect((await validateFatturaPA(xml)).valid).toBe(true);

    const mail = await smtp.next('bs-host@example.org', since);
    expect(mail.subject).toBe('Rechnung 1/2026 von Bäckerei Test GmbH');
    expect(mail.text).toContain('16,37');
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['Rechnung-1-2026.pdf', 'application/pdf'],
      ['IT01234567897_00001.xml', 'application/xml'],
    ]);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    expect(codeOf(await s.server.gql(SEND, { id: hostBill.id }, s.jwt.bakery))).toBe('BILL_ALREADY_SENT');
  });

  it('speaks Italian to an Italian client', async () => {
    const since = smtp.mails.length;
    await s.server.gql(SEND, { id: privateBill.id }, s.jwt.bakery);
    const mail = await smtp.next('bs-private@example.org', since);
    expect(mail.subject).toBe('Fattura 2/2026 di Bäckerei Test GmbH');
    expect(mail.text).toContain('Gentile Anna Rossi');
  });
});

describe('SdI notifications', () => {
  it('takes a rejection from the intermediary only with its key, and keeps the error codes', async () => {
    const file = (await row(hostBill.id)).eInvoiceFile!;
    expect((await notify(scarto(file), 'wrong')).status).toBe(401);
    expect((await row(hostBill.id)).sdiState).toBe('SENT');
    const res = await notify(scarto(file));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ billId: Number(hostBill.id), sdiState: 'REJECTED' });
    const bill = (
      await s.server.gql(
        'query B($id: ID!) { bill(id: $id) { sdiState sdiNotifications { kind errors { code description } } } }',
        { id: hostBill.id },
        s.jwt.bakery,
      )
    ).data.bill;
    expect(bill.sdiState).toBe('REJECTED');
    expect(bill.sdiNotifications.at(-1)).toEqual({
      kind: 'NS',
      errors: [{ code: '00305', description: '1.4.1.1.2 IdCodice non valido : 00743110157' }],
    });
  });

  it('re-sends a rejected bill corrected from the current client data under a new file name', async () => {
    await s.db
      .update(userDetails)
      .set({ partitaIva: '12345678903', recipientCode: 'XYZ7890' })
      .where(eq(userDetails.userId, s.t.host.id));
    const since = smtp.mails.length;
    const res = await s.server.gql(SEND, { id: hostBill.id }, s.jwt.bakery);
    expect(res.errors).toBeUndefined();
    expect(res.data.sendBill).toMatchObject({ sdiState: 'SENT', eInvoiceFile: 'IT01234567897_00003.xml' });
    const pec = await smtp.next('sdi01@pec.fatturapa.it', since);
    const xml = pec.attachments[0]!.content.toString('utf8');
    expect(xml).toContain('<CodiceDestinatario>XYZ7890</CodiceDestinatario>');
    expect(xml).toContain('<Numero>1/2026</Numero>');
    expect((await validateFatturaPA(xml)).valid).toBe(true);
  });

  it('records a delivery receipt a bakery uploads, and only on its own bills', async () => {
    const file = (await row(privateBill.id)).eInvoiceFile!;
    expect(codeOf(await s.server.gql(RECORD, { xml: consegna(file) }, s.jwt.otherBakery))).toBe(
      'SDI_NOTIFICATION_UNKNOWN',
    );
    expect(codeOf(await s.server.gql(RECORD, { xml: '<nonsense/>' }, s.jwt.bakery))).toBe(
      'SDI_NOTIFICATION_UNREADABLE',
    );
    const bill = (await s.server.gql(RECORD, { xml: consegna(file) }, s.jwt.bakery)).data.recordSdiNotification;
    expect(bill.sdiState).toBe('DELIVERED');
    expect(bill.sdiNotifications.map((n: { kind: string }) => n.kind)).toEqual(['SENT', 'MAILED', 'RC']);
  });
});

describe('other transports', () => {
  let http: Server;
  const received: { name: string | undefined; auth: string | undefined; body: string }[] = [];
  let status = 200;
  /** ms the intermediary takes to answer (a slow hand-over). */
  let delay = 0;
  beforeAll(async () => {
    http = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        setTimeout(() => {
          received.push({
            name: req.headers['x-file-name'] as string | undefined,
            auth: req.headers.authorization,
            body,
          });
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'job-1' }));
        }, delay);
      });
    });
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  });
  afterAll(() => new Promise<void>((r) => http.close(() => r())));

  /** Bills are handed over to the intermediary above over HTTP; `options` set the rest (what is not named stays as it was). */
  function useIntermediary(options: Partial<SdiConfig>) {
    Object.assign(s.server.platform.config.sdi, {
      transport: 'http',
      httpUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}/invoices`,
      ...options,
    });
  }

  async function newBill() {
    await s.placeEarlier(s.jwt.private, [[s.p.brezel, 1]], '2026-11-25');
    return (
      await s.server.gql(CREATE_BILL, { input: { clientId: String(s.t.privateCustomer.id), ...PERIOD } }, s.jwt.bakery)
    ).data.createBill as { id: string };
  }

  it('hands the file to an intermediary over HTTP with the key; a refusal with no retry left leaves the bill unsent', async () => {
    useIntermediary({ httpKey: 'k-123', sendRetryLimit: 0 });
    const bill = await newBill();
    status = 503;
    try {
      expect(codeOf(await s.server.gql(SEND, { id: bill.id }, s.jwt.bakery))).toBe('SDI_SEND_FAILED');
    } finally {
      status = 200;
    }
    expect(await row(bill.id)).toMatchObject({ sent: false, sdiSendingSince: null }); // free to be sent again
    const sent = (await s.server.gql(SEND, { id: bill.id }, s.jwt.bakery)).data.sendBill;
    expect(
      sent.sdiNotifications
        .map((n: { kind: string; message: string; reason: string | null }) => [n.kind, n.reason, n.message])
        .slice(0, 2),
    ).toEqual([
      // why, for the bakery's screen in its language; the intermediary's own answer as the detail
      ['SEND_FAILED', 'INTERMEDIARY_ERROR', expect.stringContaining('503')],
      ['SENT', null, 'http job-1'],
    ]);
    expect(received.at(-1)).toMatchObject({
      name: (await row(bill.id)).eInvoiceFile,
      auth: 'Bearer k-123',
      body: (await row(bill.id)).xml,
    });
  });

  it('tries a refused hand-over again on the job queue, and the bill is shown as being sent meanwhile', async () => {
    useIntermediary({ httpKey: 'k-123', sendRetryLimit: 2, sendRetrySeconds: 1 });
    const bill = await newBill();
    const before = received.length;
    status = 503;
    let first;
    try {
      first = await s.server.gql(SEND_SHOWN, { id: bill.id }, s.jwt.bakery);
    } finally {
      status = 200; // the intermediary is back before the retry
    }
    expect(first.errors).toBeUndefined();
    expect(first.data.sendBill).toMatchObject({ sent: false, sdiSending: true, sdiState: null });
    expect(first.data.sendBill.sdiNotifications.map((n: { kind: string }) => n.kind)).toEqual(['SEND_FAILED']);
    // a second click meanwhile does not send it twice, and the bill is no longer edited or deleted: its file is on its way
    expect(codeOf(await s.server.gql(SEND, { id: bill.id }, s.jwt.bakery))).toBe('BILL_ALREADY_SENT');
    const shownMeanwhile = (
      await s.server.gql('query B($id: ID!) { bill(id: $id) { deletable editable } }', { id: bill.id }, s.jwt.bakery)
    ).data.bill;
    expect(shownMeanwhile).toEqual({ deletable: false, editable: false });
    const deleting = await s.server.gql('mutation D($id: ID!) { deleteBill(id: $id) }', { id: bill.id }, s.jwt.bakery);
    expect(codeOf(deleting)).toBe('BILL_NOT_DELETABLE');
    expect(deleting.errors?.[0]?.extensions?.reason).toBe('SENT');
    const editing = await s.server.gql(
      'mutation E($id: ID!, $input: EditBillInput!) { editBill(id: $id, input: $input) { id } }',
      { id: bill.id, input: { note: 'changed while on its way' } },
      s.jwt.bakery,
    );
    expect(codeOf(editing)).toBe('BILL_NOT_EDITABLE');

    let shown = first.data.sendBill as { sent: boolean; sdiSending: boolean; sdiNotifications: { kind: string }[] };
    for (let i = 0; shown.sdiSending || !shown.sdiNotifications.some((n) => n.kind === 'MAILED'); i++) {
      if (i > 300) throw new Error('the retry did not send the bill');
      await new Promise((r) => setTimeout(r, 50));
      shown = (await s.server.gql(SHOWN, { id: bill.id }, s.jwt.bakery)).data.bill;
    }
    expect(shown).toMatchObject({ sent: true, sdiSending: false, sdiState: 'SENT' });
    expect(shown.sdiNotifications.map((n) => n.kind)).toEqual(['SEND_FAILED', 'SENT', 'MAILED']);
    expect(received.length - before).toBe(2); // the refused attempt and the retry
    expect(received.at(-1)?.body).toBe((await row(bill.id)).xml);
  });

  it('tells the bakery when the bill reached SdI but the mail to the client failed for good, and retries a mail that may still go', async () => {
    useIntermediary({ sendRetryLimit: 0 });
    const failing = await newBill();
    smtp.refuse(1);
    const res = await s.server.gql(SEND, { id: failing.id }, s.jwt.bakery);
    expect(codeOf(res)).toBe('BILL_MAIL_FAILED');
    expect(res.errors?.[0]?.extensions?.to).toBe('bs-private@example.org');
    expect(await row(failing.id)).toMatchObject({ sent: true, sdiState: 'SENT', sdiSendingSince: null });

    useIntermediary({ sendRetryLimit: 1, sendRetrySeconds: 1 });
    const retried = await newBill();
    const since = smtp.mails.length;
    smtp.refuse(1);
    const answer = await s.server.gql(SEND_SHOWN, { id: retried.id }, s.jwt.bakery);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.sendBill).toMatchObject({ sent: true, sdiSending: false, sdiState: 'SENT' });
    expect(answer.data.sendBill.sdiNotifications.map((n: { kind: string }) => n.kind)).toEqual(['SENT', 'MAIL_FAILED']);
    const mail = await smtp.next('bs-private@example.org', since);
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'application/xml']);
    const kinds = async () =>
      (
        await s.db
          .select()
          .from(billSdiNotifications)
          .where(eq(billSdiNotifications.billId, Number(retried.id)))
      ).map((n) => n.kind);
    for (let i = 0; !(await kinds()).includes('MAILED'); i++) {
      if (i > 100) throw new Error('the mail retry was not recorded');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await kinds()).toEqual(['SENT', 'MAIL_FAILED', 'MAILED']); // handed over once, mailed on the retry
    const [failed] = await s.db
      .select()
      .from(billSdiNotifications)
      .where(and(eq(billSdiNotifications.billId, Number(retried.id)), eq(billSdiNotifications.kind, 'MAIL_FAILED')));
    expect(failed?.reason).toBe('MAIL_REFUSED'); // the SMTP server refused the recipient
  });

  // Found in review: two clicks (or two instances) sending the same bill at once both handed the file over, and
  // SdI would reject the second as a duplicate (00404) — a rejection notice on a bill it had accepted.
  it('hands a bill over once when it is sent twice at the same time', async () => {
    useIntermediary({ httpKey: 'k-123' });
    const bill = await newBill();
    const before = received.length;
    delay = 300;
    try {
      const answers = await Promise.all([
        s.server.gql(SEND, { id: bill.id }, s.jwt.bakery),
        s.server.gql(SEND, { id: bill.id }, s.jwt.bakery),
      ]);
      expect(answers.map(codeOf).sort()).toEqual(['BILL_ALREADY_SENT', undefined]);
    } finally {
      delay = 0;
    }
    expect(received.length - before).toBe(1);
    const stored = await row(bill.id);
    expect(stored).toMatchObject({ sent: true, sdiState: 'SENT' });
    const notes = await s.db
      .select()
      .from(billSdiNotifications)
      .where(eq(billSdiNotifications.billId, Number(bill.id)));
    expect(notes.map((n) => n.kind)).toEqual(['SENT', 'MAILED']); // handed over once, the client mailed once
  });

  it('writes the file into the outbox directory by default', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sdi-'));
    Object.assign(s.server.platform.config.sdi, { transport: 'outbox', outboxDir: dir });
    const bill = await newBill();
    await s.server.gql(SEND, { id: bill.id }, s.jwt.bakery);
    const stored = await row(bill.id);
    expect(await readFile(path.join(dir, stored.eInvoiceFile!), 'utf8')).toBe(stored.xml);
  });
});
