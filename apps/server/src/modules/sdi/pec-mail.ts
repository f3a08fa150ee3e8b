import { XMLParser } from 'fast-xml-parser';
import { simpleParser, type Attachment, type ParsedMail } from 'mailparser';

/** A file in a PEC mail that may be one of SdI's notifications. */
export interface MailFile {
  name: string;
  content: Buffer;
}

/** SdI names its files `IT…_…_RC_001.xml`, signed ones `….xml.p7m`; some senders drop the `.xml`. */
const NOTIFICATION_NAME = /\.(xml|p7m)$/i;
/** What the PEC provider adds to every certified mail (its own XML record of the transmission), never from SdI. */
const PEC_ENVELOPE_FILES = new Set(['daticert.xml', 'smime.p7s', 'postacert.eml']);
const XML_TYPES = new Set(['application/xml', 'text/xml', 'application/pkcs7-mime', 'application/x-pkcs7-mime']);

/** SdI's PEC addresses (sdi01@pec.fatturapa.it …): the only senders whose mail may carry its notifications. */
export const SDI_PEC_SENDER = /^sdi\d{2,3}@pec\.fatturapa\.it$/i;

/** One mail of the PEC inbox: who certifiably sent it, and the files that may be SdI's notifications. */
export interface InboxMail {
  /**
   * The sender the PEC provider certifies (`<mittente>` of its `daticert.xml` in a transport envelope
   * `X-Trasporto: posta-certificata`; `certifiedSender`), or null when the mail is no certified message:
   * an ordinary mail, or one the provider wrapped as an anomaly (`X-Trasporto: errore`).
   */
  certifiedSender: string | null;
  files: MailFile[];
}

/** Reads one mail of the inbox (`notificationFiles` and `certifiedSender`); throws when the source is no mail at all. */
export async function readInboxMail(source: Buffer, fallbackName: string): Promise<InboxMail> {
  const mail = await simpleParser(source, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
  return { certifiedSender: certifiedSender(mail), files: notificationFilesOf(mail, fallbackName) };
}

const daticertParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });

/**
 * The sender a PEC provider certifies for this mail, or null. The record is the provider's `daticert.xml`, of
 * type `posta-certificata` without error, in a message the provider marked as certified transport (one
 * `X-Trasporto` header of the message itself). The From header is no proof: anyone can write SdI's address there.
 * SdI's own mail carries no `daticert.xml`, so a message with more than one (a certified mail forwarding
 * another, whose record could name anyone) has no certified sender. Where the record sits in the tree is not
 * asked: real envelopes are S/MIME-signed (`multipart/signed` around the `multipart/mixed` that holds it),
 * and mailparser's part ids do not tell depth.
 */
export function certifiedSender(mail: ParsedMail): string | null {
  const transport = mail.headers.get('x-trasporto');
  if (typeof transport !== 'string' || transport.trim().toLowerCase() !== 'posta-certificata') return null;
  const records = mail.attachments.filter((a) => a.filename?.trim().toLowerCase() === 'daticert.xml');
  if (records.length !== 1 || !records[0]) return null;
  try {
    const parsed = daticertParser.parse(records[0].content.toString('utf8')) as {
      postacert?: { '@tipo'?: unknown; '@errore'?: unknown; intestazione?: { mittente?: unknown } };
    };
    const cert = parsed.postacert;
    if (cert?.['@tipo'] !== 'posta-certificata' || (cert['@errore'] ?? 'nessuno') !== 'nessuno') return null;
    const sender = cert.intestazione?.mittente;
    return typeof sender === 'string' ? sender.trim() : null;
  } catch {
    return null;
  }
}

/**
 * The files of one mail that may hold an SdI notification: every attachment named `.xml`,
 * `.xml.p7m` or `.p7m`, also inside the forwarded original a PEC provider wraps in its envelope
 * (`postacert.eml`, which mailparser opens as part of the tree), without the provider's own
 * `daticert.xml`; and the mail itself when its body is a bare XML or signed file.
 */
function notificationFilesOf(mail: ParsedMail, fallbackName: string): MailFile[] {
  const files: MailFile[] = [];
  for (const attachment of mail.attachments) {
    const name = nameOf(attachment, fallbackName);
    if (name && NOTIFICATION_NAME.test(name) && !PEC_ENVELOPE_FILES.has(name.toLowerCase()))
      files.push({ name, content: attachment.content });
  }
  const body = mail.text ?? '';
  if (files.length === 0 && mail.attachments.length === 0 && /^\s*<\?xml/.test(body)) {
    files.push({ name: fallbackName, content: Buffer.from(body, 'utf8') }); // a text/xml body
  }
  return files;
}

function nameOf(attachment: Attachment, fallbackName: string): string | null {
  const name = attachment.filename?.trim();
  if (name) return name.replace(/^.*[\\/]/, ''); // a path some clients send: its last part
  return XML_TYPES.has(attachment.contentType.toLowerCase()) ? fallbackName : null;
}
