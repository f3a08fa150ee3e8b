import type { FastifyInstance } from 'fastify';
import type { Platform } from '../graphql/context';
import { isLocalRequest } from './local-request';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Developer page listing the stored outbox (only without SMTP_URL, outside production, from this machine). */
export function registerDevOutboxPage(app: FastifyInstance, platform: Platform): void {
  app.get('/dev/outbox', async (req, reply) => {
    // sign-up and reset links: readable only on this machine (see isLocalRequest)
    if (!isLocalRequest(req.raw)) return reply.code(404).send({ error: 'not found' });
    const mails = await platform.mailer.latest(50);
    const rows = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">to ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Mail outbox (development)</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#4c331f}article{border:1px solid #bfb2a6;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#827062}</style></head>
<body><h1>Mail outbox (development)</h1><p>Mails are stored here because no SMTP_URL is set. Newest first.</p>${rows || '<p>No mails yet.</p>'}</body></html>`);
  });
}
