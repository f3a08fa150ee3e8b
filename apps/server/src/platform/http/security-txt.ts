import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability (SECURITY_CONTACT), in
 * which languages, and until when the file holds — a year ahead of each answer, as the operator's
 * contact is read from the configuration at start.
 */
export function registerSecurityTxt(app: FastifyInstance, config: Pick<Config, 'securityContact' | 'publicUrl'>) {
  app.get('/.well-known/security.txt', async (_req, reply) => {
    const expires = new Date(Date.now() + 365 * 24 * 3600_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const lines = [
      `Contact: ${config.securityContact}`,
      `Expires: ${expires}`,
      'Preferred-Languages: de, it, en',
      `Canonical: ${new URL('/.well-known/security.txt', config.publicUrl).toString()}`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'max-age=86400')
      .send(`${lines.join('\n')}\n`);
  });
}
