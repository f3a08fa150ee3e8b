import type { Feature } from '../../platform/feature';
import './clients.schema';
import { registerInstructionSheetRoute } from './instruction-sheet.http';

/** A bakery's clients (hosts, private customers) and their guests; the instruction sheet. */
export const clientsFeature: Feature = {
  name: 'clients',
  routes: registerInstructionSheetRoute,
};
