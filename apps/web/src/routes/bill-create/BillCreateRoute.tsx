import { BillCreateScreen } from '../../features/bills';

/**
 * /bill/create — the bakery bills a client's period (requirements/bills-and-e-invoices.md#creating-a-bill; the route
 * guard admits bakeries only).
 */
export function BillCreateRoute() {
  return <BillCreateScreen />;
}
