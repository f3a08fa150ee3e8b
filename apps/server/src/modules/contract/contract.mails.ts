import type { Language } from '@bakery/core';
import type { Mail } from '../../platform/mail/mailer';
import { documentDate } from '../../platform/documents/format';

interface Values {
  name: string;
  bakery: string;
  /** The contract's last day, in the reader's date format. */
  lastDay: string;
}

interface Texts {
  noticeSubject: (bakery: string) => string;
  /** Month-end notice: the bakery still takes orders up to its last day. */
  notice: (v: Values) => string;
  /** Withdrawal within 14 days: the bakery takes no more orders from today. */
  withdrawal: (v: Values) => string;
  revokedSubject: (bakery: string) => string;
  revoked: (v: Values) => string;
}

export const CONTRACT_MAIL: Record<Language, Texts> = {
  de: {
    noticeSubject: (b) => `${b} beendet die Bestellungen über Brotzeit`,
    notice: (v) =>
      `Guten Tag ${v.name},\n\n${v.bakery} hat den Vertrag mit der Bestellplattform Brotzeit zum ${v.lastDay} gekündigt. Bis einschließlich ${v.lastDay} können Sie wie gewohnt bestellen; danach nimmt ${v.bakery} über Brotzeit keine Bestellungen mehr an und Ihr Zugang zu dieser Bäckerei endet.\n\nBei Fragen wenden Sie sich bitte direkt an ${v.bakery}.\n\nIhr Brotzeit-Team`,
    withdrawal: (v) =>
      `Guten Tag ${v.name},\n\n${v.bakery} ist am ${v.lastDay} vom Vertrag mit der Bestellplattform Brotzeit zurückgetreten. Ab sofort nimmt ${v.bakery} über Brotzeit keine Bestellungen mehr an.\n\nBei Fragen wenden Sie sich bitte direkt an ${v.bakery}.\n\nIhr Brotzeit-Team`,
    revokedSubject: (b) => `${b} bleibt auf Brotzeit`,
    revoked: (v) =>
      `Guten Tag ${v.name},\n\ndie Kündigung von ${v.bakery} ist zurückgenommen: Sie können weiterhin wie gewohnt über Brotzeit bestellen.\n\nIhr Brotzeit-Team`,
  },
  it: {
    noticeSubject: (b) => `${b} termina gli ordini tramite Brotzeit`,
    notice: (v) =>
      `Gentile ${v.name},\n\n${v.bakery} ha disdetto il contratto con la piattaforma di ordinazione Brotzeit con effetto dal ${v.lastDay}. Fino al ${v.lastDay} compreso può ordinare come sempre; dopo tale data ${v.bakery} non accetterà più ordini tramite Brotzeit e il Suo accesso a questo panificio terminerà.\n\nPer domande si rivolga direttamente a ${v.bakery}.\n\nIl team di Brotzeit`,
    withdrawal: (v) =>
      `Gentile ${v.name},\n\nil ${v.lastDay} ${v.bakery} ha esercitato il recesso dal contratto con la piattaforma di ordinazione Brotzeit. Da subito ${v.bakery} non accetta più ordini tramite Brotzeit.\n\nPer domande si rivolga direttamente a ${v.bakery}.\n\nIl team di Brotzeit`,
    revokedSubject: (b) => `${b} resta su Brotzeit`,
    revoked: (v) =>
      `Gentile ${v.name},\n\nla disdetta di ${v.bakery} è stata revocata: può continuare a ordinare tramite Brotzeit come sempre.\n\nIl team di Brotzeit`,
  },
  en: {
    noticeSubject: (b) => `${b} ends ordering through Brotzeit`,
    notice: (v) =>
      `Dear ${v.name},\n\n${v.bakery} has given notice of its contract with the ordering platform Brotzeit, ending on ${v.lastDay}. Up to and including ${v.lastDay} you can order as usual; after that ${v.bakery} takes no more orders through Brotzeit and your access to this bakery ends.\n\nFor questions please contact ${v.bakery} directly.\n\nYour Brotzeit team`,
    withdrawal: (v) =>
      `Dear ${v.name},\n\non ${v.lastDay} ${v.bakery} withdrew from its contract with the ordering platform Brotzeit. From now on ${v.bakery} takes no more orders through Brotzeit.\n\nFor questions please contact ${v.bakery} directly.\n\nYour Brotzeit team`,
    revokedSubject: (b) => `${b} stays on Brotzeit`,
    revoked: (v) =>
      `Dear ${v.name},\n\nthe notice of ${v.bakery} has been withdrawn: you can go on ordering through Brotzeit as usual.\n\nYour Brotzeit team`,
  },
};

export interface MailClient {
  email: string;
  name: string;
  language: Language;
}

/** Tells a client of the bakery, in the client's language, that the bakery gave notice (or withdrew at once). */
export function contractNoticeMail(client: MailClient, bakery: string, lastDay: string, withdrawal: boolean): Mail {
  const t = CONTRACT_MAIL[client.language];
  const values = { name: client.name, bakery, lastDay: documentDate(lastDay, client.language) };
  return {
    to: client.email,
    subject: t.noticeSubject(bakery),
    text: withdrawal ? t.withdrawal(values) : t.notice(values),
  };
}

/** Tells a client that the bakery's notice was taken back (by the bakery or the platform operator). */
export function contractNoticeRevokedMail(client: MailClient, bakery: string): Mail {
  const t = CONTRACT_MAIL[client.language];
  return {
    to: client.email,
    subject: t.revokedSubject(bakery),
    text: t.revoked({ name: client.name, bakery, lastDay: '' }),
  };
}
