import { formatCents, type Language } from '@bakery/core';
import type { Mail, MailAttachment } from '../../platform/mail/mailer';
import { documentDate } from '../../platform/documents/format';
import type { BillSnapshot } from '../bills/bill-snapshot';
import type { BillRow } from '../bills/bills.queries';
import { CREDIT_NOTE_TEXTS } from '../bills/credit-note.texts';

export const BILL_MAIL: Record<
  Language,
  { subject: (n: string, s: string) => string; body: (v: Record<string, string>) => string }
> = {
  de: {
    subject: (n, s) => `Rechnung ${n} von ${s}`,
    body: (v) =>
      `Guten Tag ${v.name},\n\nanbei erhalten Sie unsere Rechnung ${v.number} vom ${v.date} über ${v.total}, zahlbar bis ${v.due}.\n\nDie elektronische Rechnung (FatturaPA) wurde an das Austauschsystem SdI übermittelt; die XML-Datei und eine PDF-Kopie liegen dieser E-Mail bei.\n\nMit freundlichen Grüßen\n${v.seller}`,
  },
  it: {
    subject: (n, s) => `Fattura ${n} di ${s}`,
    body: (v) =>
      `Gentile ${v.name},\n\nin allegato trova la nostra fattura ${v.number} del ${v.date} di ${v.total}, con scadenza il ${v.due}.\n\nLa fattura elettronica (FatturaPA) è stata trasmessa al Sistema di Interscambio (SdI); a questa e-mail sono allegati il file XML e una copia in PDF.\n\nCordiali saluti\n${v.seller}`,
  },
  en: {
    subject: (n, s) => `Invoice ${n} from ${s}`,
    body: (v) =>
      `Dear ${v.name},\n\nplease find attached our invoice ${v.number} of ${v.date} for ${v.total}, due on ${v.due}.\n\nThe electronic invoice (FatturaPA) has been sent to the Italian exchange system SdI; the XML file and a PDF copy are attached to this e-mail.\n\nKind regards\n${v.seller}`,
  },
};

/** The mail that brings a bill to its client, in the client's language, with the PDF and the XML attached. */
export function billMail(to: string, bill: BillRow, snap: BillSnapshot, attachments: MailAttachment[]): Mail {
  const lang = snap.language;
  const t = snap.credit ? CREDIT_NOTE_TEXTS[lang] : BILL_MAIL[lang];
  const values = {
    bill: snap.credit?.billNumber ?? '',
    reason: snap.credit?.reason ?? '',
    name: snap.buyer.name,
    number: bill.billNumber,
    date: documentDate(bill.billDate, lang),
    total: formatCents(snap.totalCents, lang),
    due: documentDate(bill.dueDate ?? bill.billDate, lang),
    seller: snap.seller.name,
  };
  return { to, subject: t.subject(bill.billNumber, snap.seller.name), text: t.body(values), attachments };
}
