import { DECIMAL_MARK, formatCents, readLocaleCents, type Language } from '@bakery/core';
import type { BakerySettings } from '../../api/operations';

/** The settings form as typed; core's bakerySettingsFormSchema reads it into what updateBakerySettings takes. */
export interface SettingsValues {
  createBills: boolean;
  ignoreDeadline: boolean;
  deliversSaturday: boolean;
  deliversSunday: boolean;
  takeaway: boolean;
  /** as typed in the user's language: "2,50" (de, it), "2.50" (en) */
  deliveryCost: string;
  deliveryCostMin: string;
  /** HH:MM or empty for the platform default */
  deadline: string;
  timeZone: string;
}

/** The fields with a text of their own for a refusal (settings.other.problems.*). */
export const SETTINGS_PROBLEMS = ['deliveryCost', 'deliveryCostMin', 'deadline', 'timeZone'] as const;
export type SettingsProblem = (typeof SETTINGS_PROBLEMS)[number];

/** "2.50" → "2,50" in German and Italian, as a person types it. */
function typedEuros(amount: string, language: Language): string {
  return amount.replace('.', DECIMAL_MARK[language]);
}

export function toSettingsValues(settings: BakerySettings, language: Language): SettingsValues {
  return {
    ...settings,
    deliveryCost: typedEuros(settings.deliveryCost, language),
    deliveryCostMin: typedEuros(settings.deliveryCostMin, language),
    deadline: settings.deadline ?? '',
  };
}

type CostKey = 'settings.other.costFree' | 'settings.other.costAlways' | 'settings.other.costFreeFrom';

/**
 * The delivery-cost rule (docs/requirements/ordering.md#delivery-cost) in words for the values as typed in `language`: which key of `settings.other.cost*`
 * to show with which amounts, or null while an amount is not valid yet.
 */
export function deliveryCostExplanation(
  values: Pick<SettingsValues, 'deliveryCost' | 'deliveryCostMin'>,
  language: Language,
): { key: CostKey; cost: string; min: string } | null {
  const cost = readLocaleCents(values.deliveryCost, language);
  const min = readLocaleCents(values.deliveryCostMin, language);
  if (cost === null || min === null) return null;
  const amounts = { cost: formatCents(cost, language), min: formatCents(min, language) };
  if (cost === 0) return { key: 'settings.other.costFree' as const, ...amounts };
  if (min === 0) return { key: 'settings.other.costAlways', ...amounts };
  return { key: 'settings.other.costFreeFrom', ...amounts };
}
