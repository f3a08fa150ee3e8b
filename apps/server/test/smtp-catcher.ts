import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';

/**
 * A real SMTP server in-process: the mailer sends over TCP, tests read the parsed mails. `port`
 * starts it again where a closed one listened; `refuse(n)` answers the next n recipients with
 * 451 (try again later), as a server that is overloaded or greylists; `hold()` takes mails in full
 * but does not answer them (the sender waits in the middle of its delivery) until `release()`.
 */
export async function startSmtpCatcher(options: { port?: number } = {}) {
  const mails: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  let refusals = 0;
  const refused: string[] = [];
  let holding = false;
  /** Mails taken but not answered, by session: a mail counts as arrived only once answered. */
  const held = new Map<string, { mail: ParsedMail; answer: () => void }>();
  const dropped: ParsedMail[] = [];
  const arrived = (mail: ParsedMail) => {
    mails.push(mail);
    waiters.splice(0).forEach((w) => w());
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusals === 0) return callback();
      refusals--;
      refused.push(address.address);
      callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (!holding) {
            arrived(mail);
            return callback();
          }
          held.set(session.id, {
            mail,
            answer: () => {
              arrived(mail);
              callback();
            },
          });
        },
        (err: Error) => callback(err),
      );
    },
    // a sender gone before its mail was answered never learned it was taken: the mail is not delivered
    onClose(session) {
      const mail = held.get(session.id)?.mail;
      if (!mail) return;
      held.delete(session.id);
      dropped.push(mail);
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    /** Recipients refused so far. */
    refused,
    refuse(count: number) {
      refusals = count;
    },
    /** From now on a mail is read in full but left unanswered: its sender waits for the 250. */
    hold() {
      holding = true;
    },
    /** Mails taken and waiting for their answer. */
    get held(): number {
      return held.size;
    },
    /** Mails whose sender hung up while they were held: not delivered, not in `mails`. */
    dropped,
    /** Answers the held mails (they arrive) and stops holding. */
    release() {
      holding = false;
      const answers = [...held.values()].map((h) => h.answer);
      held.clear();
      answers.forEach((answer) => answer());
    },
    /** Resolves with the first mail to `to` arriving after the call index (waits up to 5 s). */
    async next(to: string, since = 0): Promise<ParsedMail> {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = mails.slice(since).find((m) => m.to && JSON.stringify(m.to).includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
        await new Promise<void>((r) => {
          waiters.push(r);
          setTimeout(r, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
