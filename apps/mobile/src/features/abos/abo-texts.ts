import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppAbo } from '@bakery/api';
import { isoWeekday } from '@bakery/core/calendar';
import { DEFAULT_LANGUAGE, normaliseLanguage } from '@bakery/core/language';
import { formatDate, formatWeekdays } from '../../i18n/format';
import { choiceOf } from './abo-form';

/** "Daily", "Monday to Friday", "Weekly on Tue, Fri", "Every 3 days" in the current language. */
export function useIntervalText(): (interval: AppAbo['interval']) => string {
  const { t, i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  return useCallback(
    (interval) => {
      const { choice, weekdays, everyDays } = choiceOf(interval);
      if (choice === 'weekly') return t('abos.interval.weeklyOn', { days: formatWeekdays(weekdays, language) });
      if (choice === 'everyN') return t('abos.interval.everyNDays', { count: Number(everyDays) });
      return t(`abos.interval.${choice}`);
    },
    [t, language],
  );
}

/** A delivery date with its weekday: "Di., 24.11.2026" (dates stay dd.mm.yyyy in every language). */
export function useDayText(): (date: string) => string {
  const { i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  return useCallback((date) => `${formatWeekdays([isoWeekday(date)], language)} ${formatDate(date)}`, [language]);
}
