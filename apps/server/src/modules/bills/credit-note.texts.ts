import type { Language } from '@bakery/core';

/** Texts of a credit note's PDF and mail in the client's language (beside BILL_TEXTS, which it shares otherwise). */
export const CREDIT_NOTE_TEXTS: Record<
  Language,
  {
    title: string;
    fileName: string;
    number: string;
    date: string;
    legal: string;
    ofBill: (number: string, date: string) => string;
    reason: string;
    total: string;
    /** A line credited by an amount rather than a quantity. */
    correction: string;
    electronic: string;
    subject: (number: string, seller: string) => string;
    body: (v: Record<string, string>) => string;
  }
> = {
  de: {
    title: 'Gutschrift',
    fileName: 'Gutschrift',
    number: 'Gutschriftnummer',
    date: 'Datum',
    legal: 'Gutschrift (nota di credito), Art. 26 DPR 633/72',
    ofBill: (n, d) => `Zu Rechnung ${n} vom ${d}`,
    reason: 'Grund',
    total: 'Gutschriftbetrag',
    correction: 'Preiskorrektur',
    electronic: 'Die elektronische Gutschrift (FatturaPA) ist die rechtsgültige Fassung; dieses PDF ist eine Kopie.',
    subject: (n, s) => `Gutschrift ${n} von ${s}`,
    body: (v) =>
      `Guten Tag ${v.name},\n\nanbei erhalten Sie unsere Gutschrift ${v.number} vom ${v.date} über ${v.total} zu Rechnung ${v.bill}.\nGrund: ${v.reason}\n\nDie elektronische Gutschrift (FatturaPA) wurde an das Austauschsystem SdI übermittelt; die XML-Datei und eine PDF-Kopie liegen dieser E-Mail bei.\n\nMit freundlichen Grüßen\n${v.seller}`,
  },
  it: {
    title: 'Nota di credito',
    fileName: 'Nota-di-credito',
    number: 'Numero',
    date: 'Data',
    legal: 'Nota di variazione, art. 26 D.P.R. 633/72',
    ofBill: (n, d) => `Rif. fattura ${n} del ${d}`,
    reason: 'Causale',
    total: 'Totale nota di credito',
    correction: 'rettifica di prezzo',
    electronic: 'La nota di credito elettronica (FatturaPA) è l’originale; questo PDF è una copia.',
    subject: (n, s) => `Nota di credito ${n} di ${s}`,
    body: (v) =>
      `Gentile ${v.name},\n\nin allegato trova la nostra nota di credito ${v.number} del ${v.date} di ${v.total} relativa alla fattura ${v.bill}.\nCausale: ${v.reason}\n\nLa nota di credito elettronica (FatturaPA) è stata trasmessa al Sistema di Interscambio (SdI); a questa e-mail sono allegati il file XML e una copia in PDF.\n\nCordiali saluti\n${v.seller}`,
  },
  en: {
    title: 'Credit note',
    fileName: 'Credit-note',
    number: 'Credit note number',
    date: 'Date',
    legal: 'Credit note (nota di credito), art. 26 D.P.R. 633/72',
    ofBill: (n, d) => `For invoice ${n} of ${d}`,
    reason: 'Reason',
    total: 'Credit note total',
    correction: 'price correction',
    electronic: 'The electronic credit note (FatturaPA) is the legally valid version; this PDF is a copy.',
    subject: (n, s) => `Credit note ${n} from ${s}`,
    body: (v) =>
      `Dear ${v.name},\n\nplease find attached our credit note ${v.number} of ${v.date} for ${v.total} on invoice ${v.bill}.\nReason: ${v.reason}\n\nThe electronic credit note (FatturaPA) has been sent to the Italian exchange system SdI; the XML file and a PDF copy are attached to this e-mail.\n\nKind regards\n${v.seller}`,
  },
};
