import { centsToDecimal, formatCents, isDeadlineTime, isTimeZone, parseEuroCents, type Language } from '@bakery/core';
import type { BakerySettings } from '../../api/operations';

export interface SettingsValues {
  createBills: boolean;
  ignoreDeadline: boolean;
  deliversSaturday: boolean;
  deliversSunday: boolean;
  takeaway: boolean;
  /** as typed: "2,50" */
  deliveryCost: string;
  deliveryCostMin: string;
  /** HH:MM or empty for the platform default */
  deadline: string;
  timeZone: string;
}

export type SettingsProblem = 'deliveryCost' | 'deliveryCostMin' | 'deadline' | 'timeZone';

/** "2.50" → "2,50" in German and Italian, as a person types it. */
function typedEuros(amount: string, language: Language): string {
  return language === 'en' ? amount : amount.replace('.', ',');
}

export function toSettingsValues(settings: BakerySettings, language: Language): SettingsValues {
  return {
    ...settings,
    deliveryCost: typedEuros(settings.deliveryCost, language),
    deliveryCostMin: typedEuros(settings.deliveryCostMin, language),
    deadline: settings.deadline ?? '',
  };
}

/** Fields the server would refuse: money ≥ 0 with at most 2 decimals, deadline HH:MM, a known time zone. */
export function settingsProblems(values: SettingsValues): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  if (parseEuroCents(values.deliveryCost) === null) problems.push('deliveryCost');
  if (parseEuroCents(values.deliveryCostMin) === null) problems.push('deliveryCostMin');
  if (values.deadline.trim() && !isDeadlineTime(values.deadline.trim())) problems.push('deadline');
  if (!isTimeZone(values.timeZone)) problems.push('timeZone');
  return problems;
}

const decimal = centsToDecimal;

/** The mutation input for valid values (call settingsProblems first). */
export function toSettingsInput(values: SettingsValues) {
  return {
    createBills: values.createBills,
    ignoreDeadline: values.ignoreDeadline,
    deliversSaturday: values.deliversSaturday,
    deliversSunday: values.deliversSunday,
    takeaway: values.takeaway,
    deliveryCost: decimal(parseEuroCents(values.deliveryCost) ?? 0),
    deliveryCostMin: decimal(parseEuroCents(values.deliveryCostMin) ?? 0),
    deadline: values.deadline.trim() || null,
    timeZone: values.timeZone,
  };
}

type CostKey = 'settings.other.costFree' | 'settings.other.costAlways' | 'settings.other.costFreeFrom';

/**
 * The §5 delivery-cost rule in words for the values as typed: which key of `settings.other.cost*`
 * to show with which amounts, or null while an amount is not valid yet.
 */
export function deliveryCostExplanation(
  values: Pick<SettingsValues, 'deliveryCost' | 'deliveryCostMin'>,
  language: Language,
): { key: CostKey; cost: string; min: string } | null {
  const cost = parseEuroCents(values.deliveryCost);
  const min = parseEuroCents(values.deliveryCostMin);
  if (cost === null || min === null) return null;
  const amounts = { cost: formatCents(cost, language), min: formatCents(min, language) };
  if (cost === 0) return { key: 'settings.other.costFree' as const, ...amounts };
  if (min === 0) return { key: 'settings.other.costAlways', ...amounts };
  return { key: 'settings.other.costFreeFrom', ...amounts };
}
