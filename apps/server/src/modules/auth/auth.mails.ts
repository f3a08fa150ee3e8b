import type { Language } from '@bakery/core';
import type { Mail } from '../../platform/mail/mailer';

interface MailText {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  codeLine: (code: string) => string;
  ignore: string;
  signature: string;
}

export const VERIFICATION_MAIL: Record<Language, MailText> = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    greeting: (n) => `Hallo ${n},`,
    body: 'bitte bestätigen Sie Ihre E-Mail-Adresse mit einem Klick auf diesen Link:',
    codeLine: (c) => `Oder geben Sie diesen Code auf der Anmeldeseite ein: ${c}`,
    ignore: 'Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
    signature: 'Ihr Brotzeit-Team',
  },
  it: {
    subject: 'Confermi il Suo indirizzo e-mail',
    greeting: (n) => `Gentile ${n},`,
    body: 'La preghiamo di confermare il Suo indirizzo e-mail cliccando su questo link:',
    codeLine: (c) => `Oppure inserisca questo codice nella pagina di accesso: ${c}`,
    ignore: 'Se non ha effettuato Lei la registrazione, può ignorare questa e-mail.',
    signature: 'Il team di Brotzeit',
  },
  en: {
    subject: 'Please confirm your e-mail address',
    greeting: (n) => `Hello ${n},`,
    body: 'please confirm your e-mail address by clicking this link:',
    codeLine: (c) => `Or enter this code on the sign-in page: ${c}`,
    ignore: 'If you did not register, you can ignore this e-mail.',
    signature: 'Your Brotzeit team',
  },
};

export const RESET_MAIL: Record<Language, Omit<MailText, 'codeLine'>> = {
  de: {
    subject: 'Passwort zurücksetzen',
    greeting: (n) => `Hallo ${n},`,
    body: 'über diesen Link können Sie ein neues Passwort festlegen (gültig 2 Stunden):',
    ignore: 'Wenn Sie das nicht angefordert haben, bleibt Ihr Passwort unverändert.',
    signature: 'Ihr Brotzeit-Team',
  },
  it: {
    subject: 'Reimpostazione della password',
    greeting: (n) => `Gentile ${n},`,
    body: 'con questo link può impostare una nuova password (valido 2 ore):',
    ignore: 'Se non l’ha richiesto Lei, la Sua password resta invariata.',
    signature: 'Il team di Brotzeit',
  },
  en: {
    subject: 'Reset your password',
    greeting: (n) => `Hello ${n},`,
    body: 'use this link to set a new password (valid for 2 hours):',
    ignore: 'If you did not ask for this, your password stays unchanged.',
    signature: 'Your Brotzeit team',
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function compose(lines: string[], link: string): Pick<Mail, 'text' | 'html'> {
  const text = lines.map((l) => (l === '{link}' ? link : l)).join('\n\n');
  const html = lines
    .map((l) =>
      l === '{link}' ? `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>` : `<p>${escapeHtml(l)}</p>`,
    )
    .join('\n');
  return { text, html };
}

export function verificationMail(language: Language, to: string, name: string, link: string, code: string): Mail {
  const t = VERIFICATION_MAIL[language];
  return {
    to,
    subject: t.subject,
    ...compose([t.greeting(name), t.body, '{link}', t.codeLine(code), t.ignore, t.signature], link),
  };
}

export function resetMail(language: Language, to: string, name: string, link: string): Mail {
  const t = RESET_MAIL[language];
  return { to, subject: t.subject, ...compose([t.greeting(name), t.body, '{link}', t.ignore, t.signature], link) };
}

export const ACCOUNT_EXISTS_MAIL: Record<Language, Omit<MailText, 'codeLine'>> = {
  de: {
    subject: 'Sie haben bereits ein Konto',
    greeting: (n) => `Hallo ${n},`,
    body: 'jemand wollte sich mit dieser E-Mail-Adresse neu registrieren. Zu ihr gibt es schon ein Konto mit dem oben genannten Benutzernamen. Wenn Sie Ihr Passwort nicht mehr wissen, können Sie es hier zurücksetzen:',
    ignore: 'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren: Ihr Konto bleibt unverändert.',
    signature: 'Ihr Brotzeit-Team',
  },
  it: {
    subject: 'Ha già un account',
    greeting: (n) => `Gentile ${n},`,
    body: 'qualcuno ha provato a registrarsi di nuovo con questo indirizzo e-mail. Esiste già un account con il nome utente qui sopra. Se non ricorda la password, può reimpostarla qui:',
    ignore: 'Se la richiesta non è partita da Lei, può ignorare questa e-mail: il Suo account resta invariato.',
    signature: 'Il team di Brotzeit',
  },
  en: {
    subject: 'You already have an account',
    greeting: (n) => `Hello ${n},`,
    body: 'someone tried to register again with this e-mail address. It already belongs to the account with the username above. If you no longer know your password, you can reset it here:',
    ignore: 'If this was not you, you can ignore this e-mail: your account stays unchanged.',
    signature: 'Your Brotzeit team',
  },
};

/** To the owner of an address someone registered with again: the answer to the registrant stays "check your mail". */
export function accountExistsMail(language: Language, to: string, name: string, link: string): Mail {
  const t = ACCOUNT_EXISTS_MAIL[language];
  return { to, subject: t.subject, ...compose([t.greeting(name), t.body, '{link}', t.ignore, t.signature], link) };
}
