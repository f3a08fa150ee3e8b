// A real SMTP server for the browser journeys (the server sends its PEC and client mails here over
// TCP), with the received mails as JSON on HTTP: GET /mails → [{ to, from, subject, text, attachments:
// [{ filename, contentType, size, content (base64) }] }]. Ports from SMTP_CATCHER_PORT and +1.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const smtpPort = Number(process.env.SMTP_CATCHER_PORT ?? 2525);
const mails = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then((mail) => {
      mails.push({
        to: mail.to?.text ?? '',
        from: mail.from?.text ?? '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.size,
          content: a.content.toString('base64'),
        })),
      });
      callback();
    }, callback);
  },
});
smtp.listen(smtpPort, '127.0.0.1');
createServer((req, res) => {
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify(req.url === '/mails' ? mails : { ok: true }));
}).listen(smtpPort + 1, '127.0.0.1');
