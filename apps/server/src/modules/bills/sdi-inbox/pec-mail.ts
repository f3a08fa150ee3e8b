import { simpleParser, type Attachment } from 'mailparser';

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

/**
 * The files of one mail that may hold an SdI notification: every attachment named `.xml`,
 * `.xml.p7m` or `.p7m`, also inside the forwarded original a PEC provider wraps in its envelope
 * (`postacert.eml`, which mailparser opens as part of the tree), without the provider's own
 * `daticert.xml`; and the mail itself when its body is a bare XML or signed file. Throws when the
 * source is no mail at all.
 */
export async function notificationFiles(source: Buffer, fallbackName: string): Promise<MailFile[]> {
  const mail = await simpleParser(source, { skipHtmlToText: true, skipTextToHtml: true, skipImageLinks: true });
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
