import type { Language } from '@bakery/core';
import type { Mail } from '../../platform/mail/mailer';

interface WelcomeText {
  subject: string;
  greeting: (name: string) => string;
  body: (bakery: string) => string;
  username: string;
  password: string;
  signIn: string;
  change: string;
  signature: string;
}

export const WELCOME_MAIL: Record<Language, WelcomeText> = {
  de: {
    subject: 'Ihr Zugang zu Brotzeit',
    greeting: (n) => `Hallo ${n},`,
    body: (b) => `${b} hat für Sie einen Zugang angelegt.`,
    username: 'Benutzername',
    password: 'Passwort',
    signIn: 'Anmelden:',
    change: 'Bitte ändern Sie das Passwort nach der ersten Anmeldung in den Einstellungen.',
    signature: 'Ihr Brotzeit-Team',
  },
  it: {
    subject: 'Il Suo accesso a Brotzeit',
    greeting: (n) => `Gentile ${n},`,
    body: (b) => `${b} ha creato un accesso per Lei.`,
    username: 'Nome utente',
    password: 'Password',
    signIn: 'Accesso:',
    change: 'La preghiamo di cambiare la password nelle impostazioni dopo il primo accesso.',
    signature: 'Il team di Brotzeit',
  },
  en: {
    subject: 'Your Brotzeit account',
    greeting: (n) => `Hello ${n},`,
    body: (b) => `${b} has created an account for you.`,
    username: 'Username',
    password: 'Password',
    signIn: 'Sign in:',
    change: 'Please change the password in the settings after your first sign-in.',
    signature: 'Your Brotzeit team',
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The welcome mail with the generated password, sent only when the bakery asks for it. */
export function welcomeMail(
  language: Language,
  to: string,
  name: string,
  bakery: string,
  username: string,
  password: string,
  loginUrl: string,
): Mail {
  const t = WELCOME_MAIL[language];
  const lines = [
    t.greeting(name),
    t.body(bakery),
    `${t.username}: ${username}`,
    `${t.password}: ${password}`,
    `${t.signIn} ${loginUrl}`,
    t.change,
    t.signature,
  ];
  return {
    to,
    subject: t.subject,
    text: lines.join('\n\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n'),
  };
}
