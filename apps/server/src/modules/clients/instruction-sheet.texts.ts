import type { Language } from '@bakery/core';

export interface SheetTexts {
  title: string;
  intro: (host: string, bakery: string) => string;
  scan: string;
  loginData: string;
  orType: string;
  label: string;
  password: string;
  passwordFromHost: string;
  host: string;
  bakery: string;
  stay: (from: string, to: string) => string;
  deadline: (time: string) => string;
  fileName: string;
}

/** The guest instruction sheet (PDF) in the guest's language; same wording as the web's sheet. */
export const SHEET_TEXTS: Record<Language, SheetTexts> = {
  de: {
    title: 'Brot bestellen während Ihres Aufenthalts',
    intro: (h, b) => `Willkommen bei ${h}! Bestellen Sie frisches Brot und Gebäck von ${b} in der Gäste-App.`,
    scan: 'Scannen Sie den QR-Code mit Ihrem Handy, um sich direkt anzumelden.',
    loginData: 'Ihre Zugangsdaten',
    orType: 'Oder öffnen Sie die Gäste-App und melden Sie sich an mit:',
    label: 'Name',
    password: 'Passwort',
    passwordFromHost: 'erhalten Sie an der Rezeption',
    host: 'Ihr Gastgeber',
    bakery: 'Ihre Bäckerei',
    stay: (f, t) => `Ihr Aufenthalt: ${f} – ${t}`,
    deadline: (d) => `Bestellen Sie bis ${d} Uhr für die Lieferung am nächsten Morgen.`,
    fileName: 'Anleitung',
  },
  it: {
    title: 'Ordinare il pane durante il soggiorno',
    intro: (h, b) =>
      `Un cordiale benvenuto da ${h}! Ordini pane fresco e prodotti da forno di ${b} nell'app per gli ospiti.`,
    scan: 'Scansioni il codice QR con il telefono per accedere direttamente.',
    loginData: 'I Suoi dati di accesso',
    orType: 'Oppure apra l’app per ospiti e acceda con:',
    label: 'Nome',
    password: 'Password',
    passwordFromHost: 'la riceve alla reception',
    host: 'La Sua struttura ospitante',
    bakery: 'Il Suo panificio',
    stay: (f, t) => `Il Suo soggiorno: ${f} – ${t}`,
    deadline: (d) => `Ordini entro le ${d} per la consegna della mattina successiva.`,
    fileName: 'Istruzioni',
  },
  en: {
    title: 'Ordering bread during your stay',
    intro: (h, b) => `Welcome to ${h}! Order fresh bread and pastries from ${b} in the guest app.`,
    scan: 'Scan the QR code with your phone to sign in directly.',
    loginData: 'Your sign-in',
    orType: 'Or open the guest app and sign in with:',
    label: 'Name',
    password: 'Password',
    passwordFromHost: 'ask at the reception',
    host: 'Your host',
    bakery: 'Your bakery',
    stay: (f, t) => `Your stay: ${f} – ${t}`,
    deadline: (d) => `Order by ${d} for delivery the next morning.`,
    fileName: 'Instructions',
  },
};
