import { createYoga } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isErrorCode, resolveLanguage } from '@bakery/core';
import { schema } from './schema';
import { AppError } from '../errors';
import type { Platform, RequestContext } from './context';
import { findUserById } from '../../modules/users/users.queries';
import { toViewer, type UserRow } from '../../modules/users/account';
import { userLoader } from '../../modules/users/users.service';
import { isLocalRequest } from '../http/local-request';

export const MAX_QUERY_DEPTH = 12;

/** The account behind a bearer token, or null when the token is missing, stale or the account unusable. */
export async function userFromToken(platform: Platform, authorization: string | undefined): Promise<UserRow | null> {
  const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1];
  if (!token) return null;
  const claims = await platform.tokens.verify(token);
  if (!claims) return null;
  const user = await findUserById(platform.db, claims.userId);
  if (!user || user.tokenVersion !== claims.tokenVersion) return null;
  if (user.blocked || user.locked || !user.confirmed || user.awaitingAcceptance) return null;
  return user;
}

function cookie(header: string | undefined, name: string): string | undefined {
  return header
    ?.split(';')
    .map((c) => c.trim().split('='))
    .find(([k]) => k === name)?.[1];
}

export function createGraphQLHandler(platform: Platform) {
  return createYoga<{ req: FastifyRequest; reply: FastifyReply }>({
    schema,
    graphiql: false,
    cors: false, // CORS is handled (closed by default) by Fastify
    landingPage: false,
    logging: false,
    plugins: [maxDepthPlugin({ n: MAX_QUERY_DEPTH, exposeLimits: true })],
    maskedErrors: {
      maskError: (error) => {
        // Recognised by shape, not instanceof: errors may pass through another copy of graphql-js.
        let current: unknown = error;
        for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
          const code = (current as { extensions?: { code?: unknown } }).extensions?.code;
          if (current instanceof AppError || isErrorCode(code)) return current;
          current = (current as { originalError?: unknown }).originalError;
        }
        const inner = (error as { originalError?: unknown }).originalError;
        if (error instanceof Error && !inner) return error; // parse and validation errors speak for themselves
        if (inner instanceof Error && inner.name === 'GraphQLError') {
          // e.g. a variable that does not fit its type: the client's input, not a server fault
          return new GraphQLError(error instanceof Error ? error.message : inner.message, {
            extensions: { code: 'BAD_INPUT' },
          });
        }
        console.error('Unexpected error in GraphQL operation:', inner instanceof Error ? inner.stack : inner);
        return new GraphQLError('INTERNAL', { extensions: { code: 'INTERNAL' } });
      },
    },
    context: async ({ req }): Promise<RequestContext> => {
      const user = await userFromToken(platform, req.headers.authorization);
      const ctx: RequestContext = {
        platform,
        viewer: user ? toViewer(user) : null,
        ip: req.ip,
        isLocal: isLocalRequest(req.raw),
        requestLanguage: resolveLanguage({
          browser: req.headers['accept-language'],
          cookie: cookie(req.headers.cookie, 'sw_lang'),
        }),
      };
      if (user) userLoader(ctx).prime(user.id, user); // `me` and friends reuse the row just read
      return ctx;
    },
  });
}
