import type { Feature } from '../../platform/feature';
import './media.schema';
import { registerMediaRoutes } from './media.http';

/** Uploaded pictures (thumbs, logos, profile pictures) and their files. */
export const mediaFeature: Feature = {
  name: 'media',
  routes: registerMediaRoutes,
  tenantRows: ({ accounts }) => ({ media: `owner_id IN ${accounts}` }),
};
