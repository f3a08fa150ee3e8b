import type { Language } from '@bakery/core';

export const SERVICE_FEE_TEXTS = {
  de: {
    title: 'Rechnung', subject: (m: string) => `Servicegebühr ${m}`, number: 'Nummer', date: 'Datum', due: 'Fällig am', to: 'Rechnungsempfänger',
    account: 'Kundenkonto', kind: 'Art', orders: 'Bestellungen', kinds: { HOST: 'Gastgeber', PRIVATE: 'Privatkunde', GUEST: 'Gast', BAKERY: 'Bäckerei' },
    line: (n: number, fee: string) => `${n} aktive Kundenkonten × ${fee}`, net: 'Nettobetrag', vat: (r: string) => `MwSt. ${r} %`, total: 'Gesamtbetrag',
    none: 'Keine aktiven Kundenkonten in diesem Monat.', note: 'Aktiv ist ein Kundenkonto mit mindestens einer angenommenen Bestellung, die in diesem Monat geliefert wurde. Gastgeber und Endkunden zahlen nichts.',
    payment: (d: string) => `Zahlbar ohne Abzug bis ${d}.`, vatNo: 'MwSt.-Nr.', fileName: 'Servicegebuehr', page: (p: number, n: number) => `Seite ${p} von ${n}`,
  },
  it: {
    title: 'Fattura', subject: (m: string) => `Canone di servizio ${m}`, number: 'Numero', date: 'Data', due: 'Scadenza', to: 'Destinatario',
    account: 'Account cliente', kind: 'Tipo', orders: 'Ordini', kinds: { HOST: 'Struttura', PRIVATE: 'Cliente privato', GUEST: 'Ospite', BAKERY: 'Panificio' },
    line: (n: number, fee: string) => `${n} account clienti attivi × ${fee}`, net: 'Imponibile', vat: (r: string) => `IVA ${r} %`, total: 'Totale',
    none: 'Nessun account cliente attivo in questo mese.', note: 'È attivo un account cliente con almeno un ordine accettato consegnato in questo mese. Strutture e clienti finali non pagano nulla.',
    payment: (d: string) => `Pagamento entro il ${d}.`, vatNo: 'P.IVA', fileName: 'Canone-servizio', page: (p: number, n: number) => `Pagina ${p} di ${n}`,
  },
  en: {
    title: 'Invoice', subject: (m: string) => `Service fee ${m}`, number: 'Number', date: 'Date', due: 'Due date', to: 'Bill to',
    account: 'Client account', kind: 'Kind', orders: 'Orders', kinds: { HOST: 'Host', PRIVATE: 'Private customer', GUEST: 'Guest', BAKERY: 'Bakery' },
    line: (n: number, fee: string) => `${n} active client accounts × ${fee}`, net: 'Net amount', vat: (r: string) => `VAT ${r} %`, total: 'Total',
    none: 'No active client accounts this month.', note: 'An account is active with at least one accepted order delivered in the month. Hosts and end users pay nothing.',
    payment: (d: string) => `Payable without deduction by ${d}.`, vatNo: 'VAT no.', fileName: 'Service-fee', page: (p: number, n: number) => `Page ${p} of ${n}`,
  },
} satisfies Record<Language, Record<string, unknown>>;
