import { describe, expect, it } from 'vitest';
import { buildMail, daticert, pecEnvelope, SDI_PEC } from '../../../test/imap/pec-envelope';
import { readInboxMail, SDI_PEC_SENDER } from './pec-mail';

// Who certifiably sent a mail of the PEC inbox: only SdI's certified mail may move a bill (docs/SECURITY.md).

const RC = {
  filename: 'IT01234567897_00001_RC_001.xml',
  contentType: 'application/xml',
  content: '<RicevutaConsegna/>',
};
const original = (from = SDI_PEC, attachments: object[] = [RC]) =>
  buildMail({ from, to: 'baeckerei@pec.example.it', subject: 'Ricevuta di consegna', text: 'consegnato', attachments });
const read = async (mail: Buffer) => readInboxMail(mail, 'message.xml');

describe('certifiedSender (the PEC provider’s record, not the From header)', () => {
  it('reads the sender of a signed transport envelope and the notification inside it', async () => {
    const mail = await read(await pecEnvelope(await original(), 'Ricevuta'));
    expect(mail.certifiedSender).toBe(SDI_PEC);
    expect(mail.files.map((f) => f.name)).toEqual([RC.filename]);
  });

  it('has no certified sender for a plain mail from SdI’s address', async () => {
    expect((await read(await original())).certifiedSender).toBeNull();
  });

  it('has none for an anomaly envelope, a second X-Trasporto header or no transport header', async () => {
    expect((await read(await pecEnvelope(await original(), 'x', { transport: 'errore' }))).certifiedSender).toBeNull();
    expect(
      (await read(await pecEnvelope(await original(), 'x', { headers: { 'X-Trasporto': 'errore' } }))).certifiedSender,
    ).toBeNull();
    expect(
      (await read(await pecEnvelope(await original(), 'x', { transport: 'posta-certificata-non-valida' })))
        .certifiedSender,
    ).toBeNull();
  });

  it('has none when a certified mail forwards another one carrying its own daticert.xml (two records)', async () => {
    const forwarded = await pecEnvelope(await original(), 'x');
    const mail = await read(await pecEnvelope(forwarded, 'x', { sender: 'mallory@pec.example.it' }));
    expect(mail.certifiedSender).toBeNull();
  });

  it('has none when a certified mail from another box carries a forged record naming SdI, whatever its case', async () => {
    const forged = await original('mallory@example.it', [
      RC,
      { filename: 'DatiCert.XML', contentType: 'application/xml', content: daticert(SDI_PEC) },
    ]);
    const mail = await read(await pecEnvelope(forged, 'x', { sender: 'mallory@pec.example.it' }));
    expect(mail.certifiedSender).toBeNull();
    // (a mail reaching the box without the provider's envelope at all could put a record anywhere: that is the
    // provider's door, whose S/MIME signature is not verified here; docs/SECURITY.md, known limits)
  });

  it('has none for a record of another type or with an error, and reads a record named in capitals', async () => {
    const record = (content: string, filename = 'daticert.xml') => ({ record: { filename, content } });
    const env = async (options: Parameters<typeof pecEnvelope>[2]) =>
      (await read(await pecEnvelope(await original(), 'x', options))).certifiedSender;
    expect(await env(record(daticert(SDI_PEC, { tipo: 'avvenuta-consegna' })))).toBeNull();
    expect(await env(record(daticert(SDI_PEC, { errore: 'virus' })))).toBeNull();
    expect(await env(record('not xml <'))).toBeNull();
    expect(await env(record(daticert(SDI_PEC), 'DATICERT.XML'))).toBe(SDI_PEC);
  });
});

describe('SDI_PEC_SENDER', () => {
  it('is SdI’s PEC boxes only', () => {
    for (const ok of ['sdi01@pec.fatturapa.it', 'SDI27@PEC.FATTURAPA.IT', 'sdi100@pec.fatturapa.it'])
      expect(SDI_PEC_SENDER.test(ok), ok).toBe(true);
    for (const no of [
      'sdi01@pec.fatturapa.it.evil.it',
      'xsdi01@pec.fatturapa.it',
      'sdi@pec.fatturapa.it',
      'sdi01@fatturapa.it',
    ])
      expect(SDI_PEC_SENDER.test(no), no).toBe(false);
  });
});
