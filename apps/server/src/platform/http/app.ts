import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { GraphQLSchema } from 'graphql';
import type { Platform, RequestContext } from '../graphql/context';
import { createGraphQLHandler } from '../graphql/yoga';
import type { CachedQueries } from '../graphql/response-cache';
import { registerDevOutboxPage } from './dev-outbox-page';
import { registerGuestApp } from './guest-app';
import { throttleCredentialAttempts } from './credential-throttle';
import { loadAppPage } from './app-page';
import { staticCacheHeaders, wantsAppPage } from './static-files';
import { serializeRequest } from './log-redaction';
import { registerReadiness } from './readiness';
import { registerSecurityTxt } from './security-txt';

/**
 * Fastify's `trustProxy`: off unless TRUST_PROXY names the proxies (X-Forwarded-For is anyone's to
 * write). A hop count trusts the nearest N hops whatever they are (Fastify refuses plain numbers):
 * only for a server that nobody reaches but through those proxies; addresses are safer.
 */
function trustedProxies(
  setting: false | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** What the composition root (src/app) plugs in: the features' schema, request context and REST routes. */
export interface Features {
  schema: GraphQLSchema;
  graphqlContext(platform: Platform, server: { req: FastifyRequest; reply: FastifyReply }): Promise<RequestContext>;
  registerRoutes(app: FastifyInstance, platform: Platform): Promise<void>;
  /** Root queries answered from the versioned response cache, with their version (ADR 022). */
  cachedQueries?: CachedQueries;
}

export async function buildApp(platform: Platform, features: Features): Promise<FastifyInstance> {
  const { config } = platform;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // addresses without the passwords and tokens some carry (log-redaction.ts)
      serializers: { req: serializeRequest },
    },
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // Mantine sets inline styles
        // media load from MEDIA_PUBLIC_URL's origin when a CDN or the bucket serves them
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.mediaPublicUrl ? [new URL(config.mediaPublicUrl).origin] : [])],
        frameSrc: ["'self'", 'blob:'], // the bill screen previews the PDF from a blob URL
        // error reports go to the SENTRY_DSN's host
        connectSrc: ["'self'", ...(config.errorReporting ? [new URL(config.errorReporting.dsn).origin] : [])],
        upgradeInsecureRequests: null,
      },
    },
    // helmet would send it on every answer, plain http too (issue 45): set below for https only
    strictTransportSecurity: false,
  });
  // HSTS only on an https request: the socket's TLS, or a trusted proxy's X-Forwarded-Proto
  // (Fastify believes the header only from the proxies TRUST_PROXY names)
  app.addHook('onRequest', async (req, reply) => {
    if (req.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  // gzip/brotli for text answers (the app's scripts, GraphQL); PDFs, ZIPs and images are left as they are
  await app.register(compress, { global: true, threshold: 1024 });
  // CORS is closed unless CORS_ORIGINS lists origins (the web app is served from the same origin).
  if (config.corsOrigins.length > 0) await app.register(cors, { origin: config.corsOrigins });
  await app.register(rateLimit, { global: false });

  const yoga = createGraphQLHandler(
    features.schema,
    (server) => features.graphqlContext(platform, server),
    features.cachedQueries,
  );
  app.route({
    url: '/graphql',
    method: 'POST',
    // the product import sends its CSV/ZIP base64 in the body: 4 MB of file are 5.4 MB of text
    bodyLimit: 6 * 1024 * 1024,
    preHandler: throttleCredentialAttempts(platform),
    handler: async (req, reply) => {
      const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      // a JSON answer (every answer without @defer or subscriptions, which the schema has none of)
      // goes out as one string instead of through a web stream (issue 18)
      const json = response.headers.get('content-type')?.includes('json') ?? false;
      reply.send(json ? await response.text() : response.body);
      return reply;
    },
  });

  registerReadiness(app, platform);
  registerSecurityTxt(app, config);
  await features.registerRoutes(app, platform);

  // /app/get (requirements/platform-and-contract.md#screens-and-who-may-open-them): the store for the device, otherwise the page with both links.
  app.get('/app/get', async (req, reply) => {
    const ua = req.headers['user-agent'] ?? '';
    if (/iPhone|iPad|iPod/i.test(ua)) return reply.redirect(config.appStoreUrl, 302);
    if (/Android/i.test(ua)) return reply.redirect(config.playStoreUrl, 302);
    return sendIndex(req, reply);
  });

  if (!config.production && platform.mailer.usesOutbox) registerDevOutboxPage(app, platform);
  await registerGuestApp(app, config.guestAppDist);

  const page = loadAppPage(config.webDist);
  if (page)
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: staticCacheHeaders(config.webDist, ['assets']),
    });
  function sendIndex(req: FastifyRequest, reply: FastifyReply) {
    if (!page) return reply.type('text/plain').code(503).send('The web app is not built yet: run `npm run build`.');
    const { html, language } = page.render(req.headers);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, Accept-Language')
      .header('content-language', language)
      .type('text/html; charset=utf-8')
      .send(html);
  }
  // The single-page app owns every other GET page address (its router sends unknown ones to
  // /login); a missing file, API path or other method is a 404, never the app's page.
  app.setNotFoundHandler((req, reply) => {
    if (!wantsAppPage(req.method, req.url)) return reply.code(404).send({ error: 'not found' });
    return sendIndex(req, reply);
  });
  return app;
}
