/**
 * Day rules in words (requirements/catalogue-and-price-lists.md#available-days) for product lists, forms and the guest app:
 * "every Mon, Wed, Fri" / "on the 1st and 15th" in de, it and en. Fixed abbreviations rather than
 * Intl's (ICU versions differ on "Mo." / "Mo"), so every platform shows the same text.
 */
import { dayRulesToMonthDays, dayRulesToWeekdays } from './day-rules';
import type { Language } from './language';

const WEEKDAYS: Record<Language, readonly string[]> = {
  de: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'],
  it: ['lun', 'mar', 'mer', 'gio', 'ven', 'sab', 'dom'],
  en: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
};

const EVERY_DAY: Record<Language, string> = { de: 'jeden Tag', it: 'ogni giorno', en: 'every day' };
const EVERY: Record<Language, string> = { de: 'jeden', it: 'ogni', en: 'every' };
const AND: Record<Language, string> = { de: 'und', it: 'e', en: 'and' };

function englishOrdinal(day: number): string {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
}

/** "a, b and c" with the language's "and". */
function joinWithAnd(items: readonly string[], language: Language): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${AND[language]} ${items.at(-1)}`;
}

/** Abbreviated ISO weekday (1 = Monday … 7 = Sunday) in the language. */
export function weekdayShort(isoWeekday: number, language: Language): string {
  return WEEKDAYS[language][isoWeekday - 1] ?? String(isoWeekday);
}

/**
 * The rule in words: "jeden Tag" for 0, "jeden Mo, Mi, Fr" / "ogni lun, mer, ven" / "every Mon,
 * Wed, Fri" for weekdays, "am 1. und 15." / "nei giorni 1 e 15" / "on the 1st and 15th" for days
 * of the month. Throws `RangeError` for values no rule has (as `isAvailableOn`).
 */
export function describeDayRules(dayRules: number, language: Language): string {
  const weekdays = dayRulesToWeekdays(dayRules);
  if (weekdays.length > 0) return `${EVERY[language]} ${weekdays.map((day) => weekdayShort(day, language)).join(', ')}`;
  const days = dayRulesToMonthDays(dayRules);
  if (days.length === 0) return EVERY_DAY[language];
  if (language === 'de')
    return `am ${joinWithAnd(
      days.map((day) => `${day}.`),
      language,
    )}`;
  if (language === 'it')
    return days.length === 1 ? `il giorno ${days[0]}` : `nei giorni ${joinWithAnd(days.map(String), language)}`;
  return `on the ${joinWithAnd(days.map(englishOrdinal), language)}`;
}
