import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type Mail from 'nodemailer/lib/mailer/index.js';

/** A mail as nodemailer composes it. */
export const buildMail = (mail: Mail.Options) => new MailComposer(mail).compile().build();

export const SDI_PEC = 'sdi01@pec.fatturapa.it';

/** The provider's record of a certified transport, naming its sender. */
export const daticert = (sender: string, { tipo = 'posta-certificata', errore = 'nessuno' } = {}) =>
  `<?xml version="1.0" encoding="UTF-8"?><postacert tipo="${tipo}" errore="${errore}"><intestazione><mittente>${sender}</mittente></intestazione></postacert>`;

export interface EnvelopeOptions {
  /** The sender the provider certifies (its daticert.xml). */
  sender?: string;
  /** `posta-certificata`, or `errore` for the envelope of an anomaly (no daticert.xml then). */
  transport?: string;
  /** Extra top-level headers (a second X-Trasporto, …). */
  headers?: Record<string, string | string[]>;
  /** The daticert.xml to put in, when not the one of `sender`. */
  record?: { filename: string; content: string } | null;
}

/**
 * What a PEC box receives (regole tecniche PEC, D.M. 2 novembre 2005): the provider's transport envelope,
 * S/MIME-signed — `multipart/signed` around a `multipart/mixed` holding its text, its `daticert.xml` naming
 * the certified sender and the original as `postacert.eml` — with `X-Trasporto` among the message's headers.
 * The signature part is a placeholder: nothing verifies it (docs/SECURITY.md, known limits).
 */
export async function pecEnvelope(original: Buffer, subject: string, options: EnvelopeOptions = {}): Promise<Buffer> {
  const { sender = SDI_PEC, transport = 'posta-certificata', headers = {} } = options;
  const certified = transport === 'posta-certificata';
  const record =
    options.record === undefined
      ? certified
        ? { filename: 'daticert.xml', content: daticert(sender) }
        : null
      : options.record;
  const mixed = await buildMail({
    text: 'Messaggio di posta certificata: il messaggio originale è incluso in allegato.',
    attachments: [
      ...(record ? [{ ...record, contentType: 'application/xml' }] : []),
      { filename: 'postacert.eml', contentType: 'message/rfc822', content: original },
    ],
  });
  const split = mixed.indexOf('\r\n\r\n');
  const mixedHeaders = mixed.subarray(0, split).toString('utf8');
  const contentType = /^Content-Type:.*(?:\r\n[ \t].*)*/im.exec(mixedHeaders)?.[0];
  if (!contentType) throw new Error('the composed envelope has no Content-Type');
  const boundary = 'pec-signed-boundary-7f3a';
  const top = [
    `From: "Per conto di: ${sender}" <posta-certificata@pec.aruba.example>`,
    'To: baeckerei@pec.example.it',
    `Subject: ${certified ? 'POSTA CERTIFICATA' : 'ANOMALIA MESSAGGIO'}: ${subject}`,
    `X-Trasporto: ${transport}`,
    ...Object.entries(headers).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`),
    ),
    'MIME-Version: 1.0',
    `Content-Type: multipart/signed; protocol="application/pkcs7-signature"; micalg=sha-256; boundary="${boundary}"`,
  ];
  return Buffer.concat([
    Buffer.from(`${top.join('\r\n')}\r\n\r\n--${boundary}\r\n${contentType}\r\n\r\n`),
    mixed.subarray(split + 4),
    Buffer.from(
      `\r\n--${boundary}\r\nContent-Type: application/pkcs7-signature; name="smime.p7s"\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename="smime.p7s"\r\n\r\n${Buffer.from('placeholder signature').toString('base64')}\r\n--${boundary}--\r\n`,
    ),
  ]);
}
