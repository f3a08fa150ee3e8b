import type { Language } from '@bakery/core';
import type { Mail } from '../../platform/mail/mailer';

interface NoticeText {
  subject: (title: string) => string;
  greeting: (name: string) => string;
  body: (from: string) => string;
  open: string;
  signature: string;
}

export const MESSAGE_NOTICE_MAIL: Record<Language, NoticeText> = {
  de: {
    subject: (t) => `Neue Nachricht: ${t}`,
    greeting: (n) => `Hallo ${n},`,
    body: (f) => `${f} hat Ihnen geschrieben:`,
    open: 'Lesen und antworten Sie hier:',
    signature: 'Ihr Brotzeit-Team',
  },
  it: {
    subject: (t) => `Nuovo messaggio: ${t}`,
    greeting: (n) => `Gentile ${n},`,
    body: (f) => `${f} Le ha scritto:`,
    open: 'Legga e risponda qui:',
    signature: 'Il team di Brotzeit',
  },
  en: {
    subject: (t) => `New message: ${t}`,
    greeting: (n) => `Hello ${n},`,
    body: (f) => `${f} wrote to you:`,
    open: 'Read and answer it here:',
    signature: 'Your Brotzeit team',
  },
};

interface AnswerText {
  subject: (title: string) => string;
  greeting: (name: string) => string;
  body: string;
  signature: string;
}

export const SUPPORT_ANSWER_MAIL: Record<Language, AnswerText> = {
  de: {
    subject: (t) => `Antwort des Brotzeit-Supports: ${t}`,
    greeting: (n) => `Hallo ${n},`,
    body: 'vielen Dank für Ihre Nachricht. Unsere Antwort:',
    signature: 'Ihr Brotzeit-Support',
  },
  it: {
    subject: (t) => `Risposta del supporto Brotzeit: ${t}`,
    greeting: (n) => `Gentile ${n},`,
    body: 'grazie per il Suo messaggio. La nostra risposta:',
    signature: 'Il supporto di Brotzeit',
  },
  en: {
    subject: (t) => `Answer from Brotzeit support: ${t}`,
    greeting: (n) => `Hello ${n},`,
    body: 'thank you for your message. Our answer:',
    signature: 'Your Brotzeit support',
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const paragraph = (s: string) => `<p>${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;

/** To a recipient of a new message or reply: who wrote, the text, and the link to the conversation. */
export function messageNoticeMail(
  language: Language,
  to: string,
  mail: { name: string; from: string; title: string; text: string; link: string },
): Mail {
  const t = MESSAGE_NOTICE_MAIL[language];
  const lines = [t.greeting(mail.name), t.body(mail.from), mail.text, t.open];
  return {
    to,
    subject: t.subject(mail.title),
    text: [...lines, mail.link, t.signature].join('\n\n'),
    html: [
      ...lines.map(paragraph),
      `<p><a href="${escapeHtml(mail.link)}">${escapeHtml(mail.link)}</a></p>`,
      paragraph(t.signature),
    ].join('\n'),
  };
}

/** Support's answer to a signed-out visitor's contact form: the visitor has no account, the mail carries the text. */
export function supportAnswerMail(
  language: Language,
  to: string,
  mail: { name: string; title: string; text: string; question: string },
): Mail {
  const t = SUPPORT_ANSWER_MAIL[language];
  const lines = [t.greeting(mail.name), t.body, mail.text, t.signature, `> ${mail.question.replace(/\n/g, '\n> ')}`];
  return { to, subject: t.subject(mail.title), text: lines.join('\n\n'), html: lines.map(paragraph).join('\n') };
}

export const SUPPORT_NOTICE_MAIL: Record<
  Language,
  { subject: (t: string) => string; body: (f: string) => string; answer: string; orTool: string }
> = {
  de: {
    subject: (t) => `Support-Anfrage: ${t}`,
    body: (f) => `${f} hat an den Support geschrieben:`,
    answer: 'Antworten Sie im Support-Posteingang:',
    orTool: 'oder mit dem Betreiber-Werkzeug:',
  },
  it: {
    subject: (t) => `Richiesta di supporto: ${t}`,
    body: (f) => `${f} ha scritto al supporto:`,
    answer: 'Risponda nella casella del supporto:',
    orTool: "oppure con lo strumento dell'operatore:",
  },
  en: {
    subject: (t) => `Support request: ${t}`,
    body: (f) => `${f} wrote to support:`,
    answer: 'Answer it in the support inbox:',
    orTool: 'or with the operator tool:',
  },
};

/** To a platform operator account: a message to support arrived, and how to answer it (the inbox's link, or the admin tool). */
export function supportNoticeMail(
  language: Language,
  to: string,
  mail: { name: string; from: string; title: string; text: string; id: number; link: string },
): Mail {
  const t = SUPPORT_NOTICE_MAIL[language];
  const lines = [
    MESSAGE_NOTICE_MAIL[language].greeting(mail.name),
    t.body(mail.from),
    mail.text,
    t.answer,
    mail.link,
    t.orTool,
    `npm run admin -- support-answer --id ${mail.id} --text "…"`,
  ];
  return { to, subject: t.subject(mail.title), text: lines.join('\n\n'), html: lines.map(paragraph).join('\n') };
}
