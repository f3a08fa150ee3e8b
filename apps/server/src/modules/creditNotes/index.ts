import type { Feature } from '../../platform/feature';
import './credit-note.schema';

/** Credit notes (TD04): bills of their own, on the `bills` table, that take back lines of a sent bill. */
export const creditNotesFeature: Feature = {
  name: 'creditNotes',
};
