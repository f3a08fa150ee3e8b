import { createYoga } from 'graphql-yoga';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isErrorCode } from '@bakery/core';
import { AppError } from '../errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import type { RequestContext } from './context';
import { useCompiledExecution } from './jit';
import { useVersionedResponseCache, type CachedQueries } from './response-cache';

export const MAX_QUERY_DEPTH = 12;

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

/**
 * The /graphql handler of a schema; `context` makes each request's context, `cachedQueries` names
 * the root fields answered from the versioned response cache (the composition root passes the
 * features' schema, session lookup and versions, so platform/ knows no feature).
 */
export function createGraphQLHandler(
  schema: GraphQLSchema,
  context: (server: ServerContext) => Promise<RequestContext>,
  cachedQueries: CachedQueries = {},
) {
  return createYoga<ServerContext>({
    schema,
    graphiql: false,
    cors: false, // CORS is handled (closed by default) by Fastify
    landingPage: false,
    logging: false,
    plugins: [
      maxDepthPlugin({ n: MAX_QUERY_DEPTH, exposeLimits: true }),
      // before the compiled execution: a cached answer stops the operation before it runs
      useVersionedResponseCache(cachedQueries),
      useCompiledExecution(),
    ],
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
        // parse and validation errors speak for themselves; any other error without a code is a fault
        // (one thrown while the request's context was made carried the failed SQL in its message)
        if (error instanceof Error && error.name === 'GraphQLError' && !inner) return error;
        if (inner instanceof Error && inner.name === 'GraphQLError') {
          // e.g. a variable that does not fit its type: the client's input, not a server fault
          return new GraphQLError(error instanceof Error ? error.message : inner.message, {
            extensions: { code: 'BAD_INPUT' },
          });
        }
        if (isDatabaseUnavailable(inner ?? error)) return serviceUnavailable();
        console.error('Unexpected error in GraphQL operation:', describeFault(inner ?? error));
        return new GraphQLError('INTERNAL', { extensions: { code: 'INTERNAL' } });
      },
    },
    context,
  });
}

/** How long a client waits before it asks again while the database is away (seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** The answer while the database cannot be reached: 503, Retry-After, a code the apps show (not a bare INTERNAL). */
function serviceUnavailable(): GraphQLError {
  return new GraphQLError('SERVICE_UNAVAILABLE', {
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      http: { status: 503, headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } },
    },
  });
}

/** A fault with the chain of its causes (a failed query's says what the database refused). */
function describeFault(fault: unknown): unknown {
  if (!(fault instanceof Error)) return fault;
  let text = fault.stack ?? fault.message;
  for (let cause = fault.cause, depth = 0; cause instanceof Error && depth < 4; cause = cause.cause, depth++)
    text += `\ncaused by: ${cause.message}`;
  return text;
}
