import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Platform } from '../platform/graphql/context';
import type { StopWork } from '../platform/feature';
import { buildApp } from '../platform/http/app';
import { graphqlContext } from '../modules/users';
import { FEATURES } from './features';
import { schema } from './schema';

/**
 * The composition root: the one place that knows every feature (app/features.ts lists them).
 * platform/ builds the HTTP server, the /graphql handler and the job queue from what is passed
 * here and imports no module.
 */
export function buildServerApp(platform: Platform): Promise<FastifyInstance> {
  return buildApp(platform, {
    schema,
    graphqlContext,
    registerRoutes: async (app) => {
      for (const feature of FEATURES) await feature.routes?.(app, platform);
    },
    cachedQueries: Object.assign({}, ...FEATURES.map((feature) => feature.cachedQueries ?? {})),
  });
}

/**
 * Starts every feature's background work on this instance (after the queue started); the result
 * stops it again (in reverse order) and, `drained`, waits for what outlives its job.
 */
export async function startFeatureJobs(
  platform: Platform,
  log: FastifyBaseLogger,
): Promise<{ stop(): Promise<void>; drained(): Promise<void> }> {
  const stops: StopWork[] = [];
  for (const feature of FEATURES) {
    const stop = await feature.startJobs?.(platform, log);
    if (stop) stops.push(stop);
  }
  return {
    async stop() {
      for (const stop of stops.reverse()) await stop();
    },
    async drained() {
      for (const feature of FEATURES) await feature.drain?.();
    },
  };
}
