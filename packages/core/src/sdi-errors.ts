import { addDays, parseIsoDate } from './calendar';
import type { Language } from './language';

/**
 * SdI's rejection codes (the "codici di errore" of a notifica di scarto, NS: the checks of the SdI
 * technical rules, allegato "elenco controlli") with what a bakery on this platform does about
 * each, in the three interface languages. SdI's own description (Italian, naming the element)
 * stays next to it on screen; this says where to fix it: the client's billing data, the bakery's
 * seller data, the signer, sending again, or — for what the platform computes itself and sending
 * again cannot change (lines, totals, structure) — support. Sources: SdI's rejection codes as requirements/bills-and-e-invoices.md#sdi-checks lists them.
 */

type Texts = Readonly<Record<Language, string>>;

/** Where a rejection is fixed. `null` where the explanation says it in full. */
export type SdiErrorFix = 'CLIENT' | 'SELLER' | 'RESEND' | 'SIGNATURE' | 'SUPPORT';

const FIXES: Readonly<Record<SdiErrorFix, Texts>> = {
  CLIENT: {
    de: 'Korrigieren Sie die Rechnungsdaten des Kunden (Kunden › Kunde › Rechnungsdaten) und senden Sie die Rechnung erneut.',
    it: 'Corregga i dati di fatturazione del cliente (Clienti › cliente › Dati di fatturazione) e invii di nuovo la fattura.',
    en: "Correct the client's billing data (Clients › the client › Billing data), then send the bill again.",
  },
  SELLER: {
    de: 'Korrigieren Sie Ihre Verkäuferdaten (Einstellungen › Dokumente › Verkäuferdaten für E-Rechnungen) und senden Sie die Rechnung erneut.',
    it: 'Corregga i Suoi dati del cedente (Impostazioni › Documenti › Dati del cedente per le fatture elettroniche) e invii di nuovo la fattura.',
    en: 'Correct your seller data (Settings › Documents › Seller data for e-invoices), then send the bill again.',
  },
  RESEND: {
    de: 'Senden Sie die Rechnung erneut; sie bekommt dabei automatisch einen neuen Dateinamen.',
    it: 'Invii di nuovo la fattura: riceverà automaticamente un nuovo nome file.',
    en: 'Send the bill again; it gets a new file name automatically.',
  },
  SIGNATURE: {
    de: 'Die Plattform sendet Rechnungen unsigniert. Signiert sie Ihr Übermittler (z. B. Ihr Steuerberater), bitten Sie ihn, Signatur und Zertifikat zu prüfen, und senden Sie die Rechnung danach erneut.',
    it: 'La piattaforma invia le fatture senza firma. Se le firma il Suo intermediario (ad es. il commercialista), gli chieda di verificare firma e certificato, poi invii di nuovo la fattura.',
    en: 'The platform sends bills unsigned. If your intermediary (e.g. your accountant) signs them, ask it to check the signature and certificate, then send the bill again.',
  },
  SUPPORT: {
    de: 'Diesen Teil der Datei erzeugt die Plattform selbst; erneutes Senden ändert daran nichts. Bitte wenden Sie sich mit Rechnungsnummer und Dateinamen an den Support.',
    it: 'Questa parte del file la genera la piattaforma: un nuovo invio non la cambia. Contatti l’assistenza indicando numero della fattura e nome del file.',
    en: 'The platform makes this part of the file itself; sending again does not change it. Please contact support with the bill number and the file name.',
  },
};

interface Entry {
  /** What SdI found, in plain words. */
  problem: Texts;
  /** What to do; null when `problem` already says it. */
  fix: SdiErrorFix | null;
}

const t = (de: string, it: string, en: string): Texts => ({ de, it, en });

/** Explains a file SdI found not to follow the format (00200, 00201). */
const FORMAT_FIX = t(
  'Meist ist es ein ungewöhnliches Zeichen oder ein zu langer Text in einem Namen oder einer Adresse: Prüfen Sie die Rechnungsdaten des Kunden und Ihre Verkäuferdaten und senden Sie die Rechnung erneut. Wird sie wieder abgelehnt, wenden Sie sich mit dem Dateinamen an den Support.',
  'Di solito è un carattere insolito o un testo troppo lungo in un nome o in un indirizzo: controlli i dati di fatturazione del cliente e i Suoi dati del cedente e invii di nuovo la fattura. Se viene scartata di nuovo, contatti l’assistenza indicando il nome del file.',
  "Usually an unusual character or an over-long text in a name or address: check the client's billing data and your seller data, then send the bill again. If it is rejected again, contact support with the file name.",
);

const ENTRIES: Readonly<Record<string, Entry>> = {
  // --- file name, size, integrity and signature
  '00001': {
    problem: t(
      'Der Dateiname ist ungültig. Er wird aus der MwSt.-Nummer oder Steuernummer des Übermittlers gebildet: Ihrer eigenen oder der im Feld „Übermittler (IdTrasmittente)“.',
      'Il nome del file non è valido. Viene formato dalla partita IVA o dal codice fiscale del trasmittente: il Suo o quello del campo «Trasmittente (IdTrasmittente)».',
      "The file name is not valid. It is made from the transmitter's VAT number or tax code: yours, or the one in the field Transmitter (IdTrasmittente).",
    ),
    fix: 'SELLER',
  },
  '00002': {
    problem: t(
      'SdI hat schon eine Datei mit diesem Namen erhalten.',
      'Lo SdI ha già ricevuto un file con questo nome.',
      'SdI has already received a file with this name.',
    ),
    fix: 'RESEND',
  },
  '00003': {
    problem: t(
      'Die Datei ist größer, als SdI annimmt (5 MB).',
      'Il file supera la dimensione ammessa dallo SdI (5 MB).',
      'The file is larger than SdI accepts (5 MB).',
    ),
    fix: 'SUPPORT',
  },
  '00100': {
    problem: t(
      'Das Zertifikat, mit dem die Datei signiert wurde, ist abgelaufen.',
      'Il certificato con cui è stato firmato il file è scaduto.',
      'The certificate the file was signed with has expired.',
    ),
    fix: 'SIGNATURE',
  },
  '00101': {
    problem: t(
      'Das Signaturzertifikat wurde widerrufen.',
      'Il certificato di firma è stato revocato.',
      'The signing certificate has been revoked.',
    ),
    fix: 'SIGNATURE',
  },
  '00102': {
    problem: t(
      'Die Datei ist nicht unversehrt: Die Signatur passt nicht zum Inhalt (nach dem Signieren geändert oder Signatur beschädigt).',
      'Il file non è integro: la firma non corrisponde al contenuto (modificato dopo la firma o firma danneggiata).',
      'The file is not intact: its signature does not match its content (changed after signing, or a broken signature).',
    ),
    fix: 'SIGNATURE',
  },
  '00103': {
    problem: t(
      'Der digitalen Signatur fehlt der Zeitbezug.',
      'Alla firma digitale manca il riferimento temporale.',
      'The digital signature has no time reference.',
    ),
    fix: 'SIGNATURE',
  },
  '00104': {
    problem: t(
      'Die Stelle, die das Signaturzertifikat ausgestellt hat, ist für SdI nicht vertrauenswürdig.',
      'L’autorità che ha rilasciato il certificato di firma non è affidabile per lo SdI.',
      'SdI does not trust the authority that issued the signing certificate.',
    ),
    fix: 'SIGNATURE',
  },
  '00105': {
    problem: t(
      'Der Zeitbezug der Signatur ist nicht stimmig.',
      'Il riferimento temporale della firma non è coerente.',
      "The signature's time reference is not consistent.",
    ),
    fix: 'SIGNATURE',
  },
  '00106': {
    problem: t(
      'Die Datei oder das Archiv ist leer oder beschädigt.',
      'Il file o l’archivio è vuoto o danneggiato.',
      'The file or archive is empty or damaged.',
    ),
    fix: 'RESEND',
  },
  '00107': {
    problem: t(
      'Das Signaturzertifikat ist ungültig.',
      'Il certificato di firma non è valido.',
      'The signing certificate is not valid.',
    ),
    fix: 'SIGNATURE',
  },
  // --- format (XSD)
  '00200': {
    problem: {
      de: `Die Datei entspricht nicht dem FatturaPA-Format; die Beschreibung von SdI nennt das Element. ${FORMAT_FIX.de}`,
      it: `Il file non è conforme al formato FatturaPA; la descrizione dello SdI indica l’elemento. ${FORMAT_FIX.it}`,
      en: `The file does not follow the FatturaPA format; SdI's description names the element. ${FORMAT_FIX.en}`,
    },
    fix: null,
  },
  '00201': {
    problem: {
      de: `Die Datei hat mehr als 50 Formatfehler. ${FORMAT_FIX.de}`,
      it: `Il file ha più di 50 errori di formato. ${FORMAT_FIX.it}`,
      en: `The file has more than 50 format errors. ${FORMAT_FIX.en}`,
    },
    fix: null,
  },
  // --- VAT numbers, tax codes, recipient
  '00300': {
    problem: t(
      'Die Kennung des Übermittlers (IdTrasmittente: Ihre MwSt.-Nummer oder die Ihres Übermittlers) ist ungültig.',
      'L’identificativo del trasmittente (IdTrasmittente: la Sua partita IVA o quella del Suo intermediario) non è valido.',
      "The transmitter's ID (IdTrasmittente: your VAT number, or your intermediary's) is not valid.",
    ),
    fix: 'SELLER',
  },
  '00301': {
    problem: t(
      'Ihre Partita IVA (Verkäufer) ist ungültig oder im Steuerregister nicht aktiv.',
      'La Sua partita IVA (cedente) non è valida o non è attiva in Anagrafe Tributaria.',
      'Your VAT number (seller) is not valid or not active in the tax register.',
    ),
    fix: 'SELLER',
  },
  '00302': {
    problem: t(
      'Ihr Codice fiscale (Verkäufer) ist ungültig.',
      'Il Suo codice fiscale (cedente) non è valido.',
      'Your tax code (seller) is not valid.',
    ),
    fix: 'SELLER',
  },
  '00303': {
    problem: t(
      'Die MwSt.-Nummer eines Steuervertreters ist ungültig.',
      'La partita IVA di un rappresentante fiscale non è valida.',
      'The VAT number of a fiscal representative is not valid.',
    ),
    fix: 'SUPPORT',
  },
  '00304': {
    problem: t(
      'Ein Codice fiscale auf der Verkäuferseite ist ungültig oder im Steuerregister unbekannt.',
      'Un codice fiscale dal lato del cedente non è valido o non è presente in Anagrafe Tributaria.',
      "A tax code on the seller's side is not valid or unknown to the tax register.",
    ),
    fix: 'SELLER',
  },
  '00305': {
    problem: t(
      'Die MwSt.-Nummer (Partita IVA) des Kunden ist ungültig oder im Steuerregister unbekannt.',
      'La partita IVA del cliente non è valida o non è presente in Anagrafe Tributaria.',
      "The client's VAT number (partita IVA) is not valid or unknown to the tax register.",
    ),
    fix: 'CLIENT',
  },
  '00306': {
    problem: t(
      'Die Steuernummer (Codice fiscale) des Kunden ist ungültig.',
      'Il codice fiscale del cliente non è valido.',
      "The client's tax number (codice fiscale) is not valid.",
    ),
    fix: 'CLIENT',
  },
  '00311': {
    problem: t(
      'Den Empfängerkodex des Kunden gibt es bei SdI nicht. Fragen Sie den Kunden nach seinem 7-stelligen Kodex, oder lassen Sie das Feld leer (0000000): Dann geht die Rechnung an seine PEC-Adresse oder in seinen Bereich bei der Agenzia delle Entrate.',
      'Il codice destinatario del cliente non esiste presso lo SdI. Chieda al cliente il suo codice di 7 caratteri, oppure lasci il campo vuoto (0000000): la fattura andrà al suo indirizzo PEC o nella sua area riservata dell’Agenzia delle Entrate.',
      "SdI does not know the client's recipient code. Ask the client for its 7-character code, or leave the field empty (0000000): the invoice then goes to its PEC address or its reserved area at the Agenzia delle Entrate.",
    ),
    fix: 'CLIENT',
  },
  '00312': {
    problem: t(
      'Der Empfängerkodex des Kunden ist nicht (mehr) aktiv. Fragen Sie den Kunden nach seinem aktuellen Kodex, oder lassen Sie das Feld leer (0000000).',
      'Il codice destinatario del cliente non è (più) attivo. Chieda al cliente il codice attuale, oppure lasci il campo vuoto (0000000).',
      "The client's recipient code is not active (any more). Ask the client for its current code, or leave the field empty (0000000).",
    ),
    fix: 'CLIENT',
  },
  '00313': {
    problem: t(
      'Der Empfängerkodex XXXXXXX ist nur für Kunden im Ausland erlaubt.',
      'Il codice destinatario XXXXXXX è ammesso solo per clienti esteri.',
      'The recipient code XXXXXXX is only for clients abroad.',
    ),
    fix: 'CLIENT',
  },
  '00320': {
    problem: t(
      'Ihre Partita IVA und Ihr Codice fiscale gehören laut Steuerregister nicht zusammen.',
      'La Sua partita IVA e il Suo codice fiscale non sono coerenti in Anagrafe Tributaria.',
      'Your VAT number and your tax code do not belong together in the tax register.',
    ),
    fix: 'SELLER',
  },
  '00321': {
    problem: t(
      'Ihre Partita IVA ist die einer MwSt.-Gruppe: Ihr eigener Codice fiscale muss angegeben sein.',
      'La Sua partita IVA è quella di un gruppo IVA: va indicato anche il Suo codice fiscale.',
      'Your VAT number is that of a VAT group: your own tax code must be given as well.',
    ),
    fix: 'SELLER',
  },
  '00322': {
    problem: t(
      'Ihre Partita IVA ist die einer MwSt.-Gruppe, und der angegebene Codice fiscale gehört nicht zu dieser Gruppe.',
      'La Sua partita IVA è quella di un gruppo IVA e il codice fiscale indicato non appartiene al gruppo.',
      'Your VAT number is that of a VAT group, and the tax code given is not a member of it.',
    ),
    fix: 'SELLER',
  },
  '00323': {
    problem: t(
      'Die Partita IVA des Verkäufers ist seit mehr als fünf Jahren erloschen.',
      'La partita IVA del cedente è cessata da più di cinque anni.',
      "The seller's VAT number was closed more than five years ago.",
    ),
    fix: 'SELLER',
  },
  '00324': {
    problem: t(
      'MwSt.-Nummer und Steuernummer des Kunden gehören laut Steuerregister nicht zusammen.',
      'Partita IVA e codice fiscale del cliente non sono coerenti in Anagrafe Tributaria.',
      "The client's VAT number and tax number do not belong together in the tax register.",
    ),
    fix: 'CLIENT',
  },
  '00325': {
    problem: t(
      'Die MwSt.-Nummer des Kunden ist die einer MwSt.-Gruppe: Seine eigene Steuernummer muss angegeben sein.',
      'La partita IVA del cliente è quella di un gruppo IVA: va indicato anche il suo codice fiscale.',
      "The client's VAT number is that of a VAT group: the client's own tax number must be given as well.",
    ),
    fix: 'CLIENT',
  },
  '00326': {
    problem: t(
      'Die MwSt.-Nummer des Kunden ist die einer MwSt.-Gruppe, und die angegebene Steuernummer gehört nicht zu dieser Gruppe.',
      'La partita IVA del cliente è quella di un gruppo IVA e il codice fiscale indicato non appartiene al gruppo.',
      "The client's VAT number is that of a VAT group, and the tax number given is not a member of it.",
    ),
    fix: 'CLIENT',
  },
  '00330': {
    problem: t(
      'Die PEC-Adresse des Kunden ist eine Adresse von SdI selbst.',
      'L’indirizzo PEC del cliente è una casella dello SdI stesso.',
      "The client's PEC address is one of SdI's own addresses.",
    ),
    fix: 'CLIENT',
  },
  '00398': {
    problem: t(
      'Der Empfängerkodex ist der zentrale Kodex einer Behörde; nötig ist der Kodex des bestellenden Amtes.',
      'Il codice destinatario è il codice centrale di un ente pubblico; serve il codice dell’ufficio che ha ordinato.',
      "The recipient code is a public body's central code; the code of the office that ordered is needed.",
    ),
    fix: 'CLIENT',
  },
  // --- content: VAT, totals, numbers, dates
  '00400': {
    problem: t(
      'Eine Position hat 0 % MwSt., aber keinen Natura-Code, der sagt, warum keine MwSt. anfällt.',
      'Una riga ha IVA 0 % ma nessun codice Natura che spieghi perché l’IVA non è dovuta.',
      'A line has 0 % VAT but no Natura code saying why no VAT is due.',
    ),
    fix: 'SUPPORT',
  },
  '00401': {
    problem: t(
      'Eine Position hat einen MwSt.-Satz über 0 % und trotzdem einen Natura-Code.',
      'Una riga ha un’aliquota IVA superiore a 0 % e comunque un codice Natura.',
      'A line has a VAT rate above 0 % and also a Natura code.',
    ),
    fix: 'SUPPORT',
  },
  '00403': {
    problem: t(
      'Das Rechnungsdatum liegt nach dem Tag, an dem SdI die Datei erhalten hat. Senden Sie die Rechnung am Rechnungsdatum oder danach erneut.',
      'La data della fattura è successiva al giorno in cui lo SdI ha ricevuto il file. Invia di nuovo la fattura alla data della fattura o dopo.',
      'The bill date is later than the day SdI received the file. Send the bill again on or after its bill date.',
    ),
    fix: null,
  },
  '00404': {
    problem: t(
      'SdI hat von Ihnen schon eine Rechnung mit dieser Nummer im selben Jahr angenommen. Senden Sie diese Rechnung nicht erneut, bevor Sie den Grund kennen: Vielleicht wurde sie schon zugestellt, oder Ihre frühere Software hat die Nummer vergeben. Fragen Sie Ihren Steuerberater und prüfen Sie für neue Rechnungen die nächste Nummer (Einstellungen › Dokumente).',
      'Lo SdI ha già accettato da Lei una fattura con questo numero nello stesso anno. Non invii di nuovo questa fattura prima di conoscerne il motivo: forse è già stata consegnata, oppure il numero è stato usato dal Suo software precedente. Chieda al commercialista e, per le nuove fatture, controlli il prossimo numero (Impostazioni › Documenti).',
      'SdI has already accepted an invoice of yours with this number in the same year. Do not send this bill again before you know why: it may have been delivered already, or your previous software used the number. Ask your accountant, and check the next number for new bills (Settings › Documents).',
    ),
    fix: null,
  },
  '00409': {
    problem: t(
      'Die Datei enthält dieselbe Rechnung zweimal.',
      'Il file contiene due volte la stessa fattura.',
      'The file carries the same invoice twice.',
    ),
    fix: 'SUPPORT',
  },
  '00411': {
    problem: t(
      'Eine Position ist mit Quellensteuer (Ritenuta) markiert, aber die Quellensteuerdaten fehlen.',
      'Una riga riporta la ritenuta, ma mancano i dati della ritenuta.',
      'A line is marked with withholding tax (Ritenuta), but the withholding data are missing.',
    ),
    fix: 'SUPPORT',
  },
  '00413': {
    problem: t(
      'Ein Beitrag zur Sozialkasse (Cassa previdenziale) hat 0 % MwSt., aber keinen Natura-Code.',
      'Un contributo cassa previdenziale ha IVA 0 % ma nessun codice Natura.',
      'A social security fund contribution (Cassa previdenziale) has 0 % VAT but no Natura code.',
    ),
    fix: 'SUPPORT',
  },
  '00414': {
    problem: t(
      'Ein Beitrag zur Sozialkasse (Cassa previdenziale) hat einen MwSt.-Satz über 0 % und trotzdem einen Natura-Code.',
      'Un contributo cassa previdenziale ha un’aliquota IVA superiore a 0 % e comunque un codice Natura.',
      'A social security fund contribution (Cassa previdenziale) has VAT above 0 % and also a Natura code.',
    ),
    fix: 'SUPPORT',
  },
  '00415': {
    problem: t(
      'Ein Beitrag zur Sozialkasse unterliegt der Quellensteuer, aber die Quellensteuerdaten fehlen.',
      'Un contributo cassa previdenziale è soggetto a ritenuta, ma mancano i dati della ritenuta.',
      'A social security fund contribution is subject to withholding, but the withholding data are missing.',
    ),
    fix: 'SUPPORT',
  },
  '00417': {
    problem: t(
      'Der Kunde hat weder eine MwSt.-Nummer noch eine Steuernummer; eine von beiden ist nötig.',
      'Il cliente non ha né partita IVA né codice fiscale; serve almeno uno dei due.',
      'The client has neither a VAT number nor a tax number; one of them is needed.',
    ),
    fix: 'CLIENT',
  },
  '00418': {
    problem: t(
      'Das Rechnungsdatum liegt vor dem Datum einer Rechnung, auf die sie sich bezieht.',
      'La data della fattura è antecedente alla data di una fattura collegata.',
      'The bill date is earlier than the date of an invoice it refers to.',
    ),
    fix: 'SUPPORT',
  },
  '00419': {
    problem: t(
      'Zu einem MwSt.-Satz der Positionen fehlt der Zusammenfassungsblock (DatiRiepilogo).',
      'Per un’aliquota IVA delle righe manca il blocco di riepilogo (DatiRiepilogo).',
      'A VAT rate used on a line has no summary block (DatiRiepilogo) of its own.',
    ),
    fix: 'SUPPORT',
  },
  '00420': {
    problem: t(
      'Reverse Charge (Natura N6) zusammen mit Split Payment (EsigibilitaIVA S).',
      'Inversione contabile (Natura N6) insieme alla scissione dei pagamenti (EsigibilitaIVA S).',
      'Reverse charge (Natura N6) together with split payment (EsigibilitaIVA S).',
    ),
    fix: 'SUPPORT',
  },
  '00421': {
    problem: t(
      'Ein MwSt.-Betrag (Imposta) ist nicht Bemessungsgrundlage × Satz, auf Cent gerundet (±1 Cent).',
      'Un’imposta non è pari a imponibile × aliquota, arrotondata al centesimo (±1 centesimo).',
      'A VAT amount (Imposta) is not taxable amount × rate, rounded to cents (±1 cent).',
    ),
    fix: 'SUPPORT',
  },
  '00422': {
    problem: t(
      'Eine Bemessungsgrundlage (ImponibileImporto) ist nicht die Summe ihrer Positionen (±1 €).',
      'Un imponibile (ImponibileImporto) non è la somma delle sue righe (±1 €).',
      'A taxable amount (ImponibileImporto) is not the sum of its lines (±1 €).',
    ),
    fix: 'SUPPORT',
  },
  '00423': {
    problem: t(
      'Ein Positionsbetrag (PrezzoTotale) ist nicht Einzelpreis × Menge abzüglich Rabatt (±1 Cent).',
      'Un prezzo totale di riga (PrezzoTotale) non è prezzo unitario × quantità meno lo sconto (±1 centesimo).',
      'A line total (PrezzoTotale) is not unit price × quantity less discount (±1 cent).',
    ),
    fix: 'SUPPORT',
  },
  '00424': {
    problem: t(
      'Ein MwSt.-Satz ist nicht als Prozentsatz geschrieben (z. B. 0.10 statt 10.00).',
      'Un’aliquota IVA non è indicata in percentuale (ad es. 0.10 invece di 10.00).',
      'A VAT rate is not written as a percentage (e.g. 0.10 instead of 10.00).',
    ),
    fix: 'SUPPORT',
  },
  '00425': {
    problem: t(
      'Die Rechnungsnummer enthält keine Ziffer. Eine abgelehnte Rechnung behält beim erneuten Senden ihre Nummer; fragen Sie Ihren Steuerberater und nehmen Sie %n in das Nummernformat auf (Einstellungen › Dokumente), damit neue Rechnungen eine Ziffer haben.',
      'Il numero della fattura non contiene cifre. Una fattura scartata mantiene il suo numero quando viene reinviata: chieda al commercialista e inserisca %n nel formato del numero (Impostazioni › Documenti) perché le nuove fatture contengano una cifra.',
      'The bill number has no digit. A rejected bill keeps its number when sent again: ask your accountant, and put %n into the number format (Settings › Documents) so that new bills have a digit.',
    ),
    fix: null,
  },
  '00427': {
    problem: t(
      'Der Empfängerkodex hat die falsche Länge: 7 Zeichen für Unternehmen und Privatkunden; 6 Zeichen sind Behörden vorbehalten.',
      'Il codice destinatario ha la lunghezza sbagliata: 7 caratteri per imprese e privati; 6 caratteri sono riservati agli enti pubblici.',
      'The recipient code has the wrong length: 7 characters for companies and private clients; 6 characters are for public bodies.',
    ),
    fix: 'CLIENT',
  },
  '00428': {
    problem: t(
      'Das Übertragungsformat (FormatoTrasmissione) passt nicht zur Version der Datei.',
      'Il formato di trasmissione (FormatoTrasmissione) non corrisponde alla versione del file.',
      "The transmission format (FormatoTrasmissione) does not match the file's version.",
    ),
    fix: 'SUPPORT',
  },
  '00429': {
    problem: t(
      'Eine MwSt.-Zusammenfassung mit 0 % hat keinen Natura-Code.',
      'Un riepilogo IVA con aliquota 0 % non ha il codice Natura.',
      'A VAT summary at 0 % has no Natura code.',
    ),
    fix: 'SUPPORT',
  },
  '00430': {
    problem: t(
      'Eine MwSt.-Zusammenfassung mit einem Satz über 0 % hat einen Natura-Code.',
      'Un riepilogo IVA con aliquota superiore a 0 % ha un codice Natura.',
      'A VAT summary with a rate above 0 % has a Natura code.',
    ),
    fix: 'SUPPORT',
  },
  '00437': {
    problem: t(
      'Ein Rabatt oder Aufschlag auf die Rechnung hat eine Art, aber weder Prozentsatz noch Betrag.',
      'Uno sconto o una maggiorazione sul documento ha il tipo ma né percentuale né importo.',
      'A discount or surcharge on the document has a type but neither a percentage nor an amount.',
    ),
    fix: 'SUPPORT',
  },
  '00438': {
    problem: t(
      'Ein Rabatt oder Aufschlag auf eine Position hat eine Art, aber weder Prozentsatz noch Betrag.',
      'Uno sconto o una maggiorazione su una riga ha il tipo ma né percentuale né importo.',
      'A discount or surcharge on a line has a type but neither a percentage nor an amount.',
    ),
    fix: 'SUPPORT',
  },
  '00443': {
    problem: t(
      'Die MwSt.-Sätze der Positionen und der Zusammenfassungen (DatiRiepilogo) stimmen nicht überein.',
      'Le aliquote IVA delle righe e dei riepiloghi (DatiRiepilogo) non corrispondono.',
      'The VAT rates of the lines and of the summaries (DatiRiepilogo) do not match.',
    ),
    fix: 'SUPPORT',
  },
  '00444': {
    problem: t(
      'Ein Natura-Code einer Position fehlt in den MwSt.-Zusammenfassungen.',
      'Un codice Natura usato in una riga manca nei riepiloghi IVA.',
      'A Natura code used on a line is missing from the VAT summaries.',
    ),
    fix: 'SUPPORT',
  },
  '00445': {
    problem: t(
      'Ein allgemeiner Natura-Code (N2, N3 oder N6) wurde verwendet; seit 2021 verlangt SdI den genauen (z. B. N2.1, N3.5, N6.9).',
      'È stato usato un codice Natura generico (N2, N3 o N6); dal 2021 lo SdI richiede quello dettagliato (ad es. N2.1, N3.5, N6.9).',
      'A generic Natura code (N2, N3 or N6) was used; since 2021 SdI wants the detailed one (e.g. N2.1, N3.5, N6.9).',
    ),
    fix: 'SUPPORT',
  },
  '00471': {
    problem: t(
      'Der Kunde ist der Verkäufer selbst: Seine MwSt.-Nummer oder Steuernummer ist Ihre eigene.',
      'Il cliente coincide con il cedente: la sua partita IVA o il suo codice fiscale sono i Suoi.',
      'The client is the seller itself: its VAT number or tax number is your own.',
    ),
    fix: 'CLIENT',
  },
  '00472': {
    problem: t(
      'Bei dieser Dokumentart (Eigenrechnung) muss der Verkäufer auch der Kunde sein.',
      'Per questo tipo di documento (autofattura) il cedente deve coincidere con il cliente.',
      'For this document type (self-invoice) the seller must also be the client.',
    ),
    fix: 'SUPPORT',
  },
  '00473': {
    problem: t(
      'Bei dieser Dokumentart ist das Land des Verkäufers nicht erlaubt.',
      'Per questo tipo di documento il paese del cedente non è ammesso.',
      "For this document type the seller's country is not allowed.",
    ),
    fix: 'SUPPORT',
  },
  '00474': {
    problem: t(
      'Bei dieser Dokumentart sind Positionen mit 0 % MwSt. nicht erlaubt.',
      'Per questo tipo di documento non sono ammesse righe con IVA 0 %.',
      'For this document type lines at 0 % VAT are not allowed.',
    ),
    fix: 'SUPPORT',
  },
  '00475': {
    problem: t(
      'Bei dieser Dokumentart muss die MwSt.-Nummer des Kunden angegeben sein.',
      'Per questo tipo di documento va indicata la partita IVA del cliente.',
      "For this document type the client's VAT number must be given.",
    ),
    fix: 'SUPPORT',
  },
};

/** Every rejection code `sdiErrorHelp` explains, ascending. */
export const SDI_ERROR_CODES: readonly string[] = Object.keys(ENTRIES).sort();

/** SdI writes codes as five digits ("00305"); a shorter or padded one ("305", " 00305 ") is the same code. */
function normaliseCode(code: string): string | null {
  const trimmed = code.trim();
  return /^\d{1,5}$/.test(trimmed) ? trimmed.padStart(5, '0') : null;
}

/** Where a rejection code is fixed (for a link to that screen), or null for an unknown code or one explained in full. */
export function sdiErrorFix(code: string): SdiErrorFix | null {
  const key = normaliseCode(code);
  return key ? (ENTRIES[key]?.fix ?? null) : null;
}

/**
 * What an SdI rejection code means and what the bakery does about it, in `language`; null for a
 * code this list does not know (the screen then shows SdI's own description alone).
 */
export function sdiErrorHelp(code: string, language: Language): string | null {
  const key = normaliseCode(code);
  const entry = key ? ENTRIES[key] : undefined;
  if (!entry) return null;
  return entry.fix ? `${entry.problem[language]} ${FIXES[entry.fix][language]}` : entry.problem[language];
}

/**
 * Days a rejected ("scartata") e-invoice may be re-issued with its original number and date
 * after SdI's rejection notice (Agenzia delle Entrate, circolare 14/E 2019): later, it must be
 * issued as a new invoice.
 */
export const SDI_REISSUE_DAYS = 5;

/** The last day (YYYY-MM-DD) to send a bill rejected on `rejectedOn` (the notice's calendar day in the bakery's time zone). */
export function sdiReissueBy(rejectedOn: string): string {
  return addDays(rejectedOn, SDI_REISSUE_DAYS);
}

/**
 * Whole calendar days from `today` to `until` (both YYYY-MM-DD): 0 on the day itself, negative
 * once it has passed. Counted on calendar dates, so daylight-saving days count as one day.
 */
export function daysUntil(today: string, until: string): number {
  const utcDay = (date: string) => {
    const { year, month, day } = parseIsoDate(date);
    const utc = new Date(Date.UTC(2000, 0, 1));
    utc.setUTCFullYear(year, month - 1, day); // years 0–99 stay literal
    return utc.getTime() / 86_400_000; // UTC midnights: whole days apart
  };
  return Math.round(utcDay(until) - utcDay(today));
}
