import type { Feature } from '../../platform/feature';
import './users.schema';
export { graphqlContext } from './session';
export { displayNameSql } from './display-name.queries';

/** Accounts and their profiles; the request context (who is calling) of every GraphQL request. */
export const usersFeature: Feature = {
  name: 'users',
  tenantRows: ({ accounts, priceLists, media }) => ({
    users: `id = $1 OR bakery_id = $1 OR host_id IN ${accounts} OR price_list_id IN ${priceLists}
    OR delivery_zone_id IN (SELECT id FROM delivery_zones WHERE bakery_id = $1) OR discount_id IN (SELECT id FROM discounts WHERE bakery_id = $1)
    OR profile_picture_id IN ${media}`,
    user_details: `user_id IN ${accounts}`,
  }),
};
