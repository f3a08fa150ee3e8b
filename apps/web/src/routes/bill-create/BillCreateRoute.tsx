import { BillCreateScreen } from '../../features/bills/BillCreateScreen';

/** /bill/create — the bakery bills a client's period (SPEC §2; the route guard admits bakeries only). */
export function BillCreateRoute() {
  return <BillCreateScreen />;
}
