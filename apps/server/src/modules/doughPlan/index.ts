import type { Feature } from '../../platform/feature';
import './dough-plan.schema';

/** The dough plan of a delivery day and the bakery's dough room (mixer, scrap) (issue 48). */
export const doughPlanFeature: Feature = {
  name: 'doughPlan',
  tenantRows: () => ({ bakehouse_settings: 'bakery_id = $1' }),
};
