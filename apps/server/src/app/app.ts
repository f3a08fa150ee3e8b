import type { FastifyInstance } from 'fastify';
import type { Platform } from '../platform/graphql/context';
import { buildApp } from '../platform/http/app';
import { graphqlContext } from '../modules/users/session';
import { productsPageVersion } from '../modules/products/products.service';
import { registerFeatureRoutes } from './routes';
import { schema } from './schema';

/**
 * The composition root: the one place that knows every feature. platform/ builds the HTTP server
 * and the /graphql handler from what is passed here and imports no module.
 */
export function buildServerApp(platform: Platform): Promise<FastifyInstance> {
  return buildApp(platform, {
    schema,
    graphqlContext,
    registerRoutes: registerFeatureRoutes,
    // the products page of 500: from memory while the bakery's catalogue is unchanged (ADR 022)
    cachedQueries: { products: productsPageVersion },
  });
}
