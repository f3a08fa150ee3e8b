import type { Language } from '@bakery/core';
import type { Mail } from '../../platform/mail/mailer';
import { documentDate } from '../../platform/documents/format';

interface Values {
  name: string;
  /** Dates in the reader's format. */
  noticeOn: string;
  lastDay: string;
  blockedFrom: string;
  /** The sentence naming how many clients were told. */
  clients: string;
}

interface Texts {
  monthEndSubject: (lastDay: string) => string;
  /** Month-end notice: the account stays open to the last day, the notice may be taken back until then. */
  monthEnd: (v: Values) => string;
  withdrawalSubject: string;
  /** Withdrawal within 14 days: blocked at once. */
  withdrawal: (v: Values) => string;
  clients: (count: number) => string;
}

export const BAKERY_MAIL: Record<Language, Texts> = {
  de: {
    monthEndSubject: (d) => `Ihre Kündigung bei Brotzeit zum ${d}`,
    monthEnd: (v) =>
      `Guten Tag ${v.name},\n\nwir bestätigen Ihre Kündigung des Vertrags mit der Bestellplattform Brotzeit vom ${v.noticeOn}. Der Vertrag endet am ${v.lastDay}; bis dahin nehmen Sie wie gewohnt Bestellungen an. Ihr Konto wird ab dem ${v.blockedFrom} gesperrt.\n\n${v.clients}\n\nBis einschließlich ${v.lastDay} können Sie die Kündigung unter Einstellungen → Vertrag zurücknehmen. Danach wenden Sie sich bitte an den Betreiber der Plattform (siehe Impressum).\n\nIhr Brotzeit-Team`,
    withdrawalSubject: 'Ihr Rücktritt vom Vertrag mit Brotzeit',
    withdrawal: (v) =>
      `Guten Tag ${v.name},\n\nwir bestätigen Ihren Rücktritt vom Vertrag mit der Bestellplattform Brotzeit am ${v.lastDay}, innerhalb von 14 Tagen ab Vertragsbeginn. Der Vertrag endet damit sofort: Ihr Konto ist ab sofort gesperrt, über Brotzeit nehmen Sie keine Bestellungen mehr an.\n\n${v.clients}\n\nBei Fragen wenden Sie sich bitte an den Betreiber der Plattform (siehe Impressum).\n\nIhr Brotzeit-Team`,
    clients: (n) =>
      n === 0
        ? 'Keiner Ihrer Kunden hat eine E-Mail-Adresse hinterlegt; informiert wurde niemand.'
        : n === 1
          ? 'Einen Kunden haben wir per E-Mail informiert.'
          : `${n} Kunden haben wir per E-Mail informiert.`,
  },
  it: {
    monthEndSubject: (d) => `La Sua disdetta di Brotzeit con effetto dal ${d}`,
    monthEnd: (v) =>
      `Gentile ${v.name},\n\nconfermiamo la Sua disdetta del ${v.noticeOn} del contratto con la piattaforma di ordinazione Brotzeit. Il contratto termina il ${v.lastDay}; fino ad allora riceve gli ordini come sempre. Il Suo account sarà bloccato dal ${v.blockedFrom}.\n\n${v.clients}\n\nFino al ${v.lastDay} compreso può revocare la disdetta in Impostazioni → Contratto. Dopo tale data si rivolga al gestore della piattaforma (vedi Note legali).\n\nIl team di Brotzeit`,
    withdrawalSubject: 'Il Suo recesso dal contratto con Brotzeit',
    withdrawal: (v) =>
      `Gentile ${v.name},\n\nconfermiamo il Suo recesso dal contratto con la piattaforma di ordinazione Brotzeit del ${v.lastDay}, entro 14 giorni dall'inizio del contratto. Il contratto termina quindi subito: il Suo account è bloccato da subito e non riceve più ordini tramite Brotzeit.\n\n${v.clients}\n\nPer domande si rivolga al gestore della piattaforma (vedi Note legali).\n\nIl team di Brotzeit`,
    clients: (n) =>
      n === 0
        ? 'Nessuno dei Suoi clienti ha un indirizzo e-mail; non è stato informato nessuno.'
        : n === 1
          ? 'Abbiamo informato un cliente via e-mail.'
          : `Abbiamo informato ${n} clienti via e-mail.`,
  },
  en: {
    monthEndSubject: (d) => `Your notice to Brotzeit, ending on ${d}`,
    monthEnd: (v) =>
      `Dear ${v.name},\n\nwe confirm your notice of ${v.noticeOn} of your contract with the ordering platform Brotzeit. The contract ends on ${v.lastDay}; until then you take orders as usual. Your account will be blocked from ${v.blockedFrom}.\n\n${v.clients}\n\nUp to and including ${v.lastDay} you can take the notice back under Settings → Contract. After that please contact the platform operator (see Imprint).\n\nYour Brotzeit team`,
    withdrawalSubject: 'Your withdrawal from the contract with Brotzeit',
    withdrawal: (v) =>
      `Dear ${v.name},\n\nwe confirm your withdrawal on ${v.lastDay} from your contract with the ordering platform Brotzeit, within 14 days of its start. The contract therefore ends at once: your account is blocked from now on and you take no more orders through Brotzeit.\n\n${v.clients}\n\nFor questions please contact the platform operator (see Imprint).\n\nYour Brotzeit team`,
    clients: (n) =>
      n === 0
        ? 'None of your clients has an e-mail address; nobody was told.'
        : n === 1
          ? 'We told one client by e-mail.'
          : `We told ${n} clients by e-mail.`,
  },
};

export interface BakeryNotice {
  noticeOn: string;
  lastDay: string;
  blockedFrom: string;
  withdrawal: boolean;
  /** Clients the notice was mailed to. */
  clientsTold: number;
}

/** Confirms the bakery's own notice in its language: when it takes effect and how many clients were told. */
export function contractNoticeBakeryMail(
  bakery: { email: string; name: string; language: Language },
  notice: BakeryNotice,
): Mail {
  const t = BAKERY_MAIL[bakery.language];
  const date = (iso: string) => documentDate(iso, bakery.language);
  const values: Values = {
    name: bakery.name,
    noticeOn: date(notice.noticeOn),
    lastDay: date(notice.lastDay),
    blockedFrom: date(notice.blockedFrom),
    clients: t.clients(notice.clientsTold),
  };
  return notice.withdrawal
    ? { to: bakery.email, subject: t.withdrawalSubject, text: t.withdrawal(values) }
    : { to: bakery.email, subject: t.monthEndSubject(values.lastDay), text: t.monthEnd(values) };
}
