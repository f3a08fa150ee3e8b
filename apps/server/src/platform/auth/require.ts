import { fail } from '../errors';
import type { RequestContext, Viewer } from '../graphql/context';

/** The signed-in viewer, or UNAUTHENTICATED. */
export function requireViewer(ctx: RequestContext): Viewer {
  return ctx.viewer ?? fail('UNAUTHENTICATED');
}

/** The signed-in bakery's id (its own tenant), or UNAUTHENTICATED / FORBIDDEN. */
export function requireBakery(ctx: RequestContext): number {
  const viewer = requireViewer(ctx);
  if (viewer.kind !== 'BAKERY') fail('FORBIDDEN');
  return viewer.id;
}

/** The signed-in host, or UNAUTHENTICATED / FORBIDDEN. */
export function requireHost(ctx: RequestContext): Viewer {
  const viewer = requireViewer(ctx);
  if (viewer.kind !== 'HOST') fail('FORBIDDEN');
  return viewer;
}

/** The platform operator, or UNAUTHENTICATED / FORBIDDEN (every bakery, host, private customer and guest). */
export function requireOperator(ctx: RequestContext): Viewer {
  const viewer = requireViewer(ctx);
  if (!viewer.operator) fail('FORBIDDEN');
  return viewer;
}
