import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { compareIsoDates } from '@bakery/core';
import type { Abo, AboInterval } from '../../api/operations';
import { formatDate } from '../../i18n/format';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Chosen ISO weekdays as runs of consecutive days: [1,2,3,4,5,7] → [[1,5],[7,7]]. */
export function weekdayRuns(weekdays: readonly number[]): [number, number][] {
  const days = [...new Set(weekdays)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  const runs: [number, number][] = [];
  for (const day of days) {
    const last = runs.at(-1);
    if (last && last[1] === day - 1) last[1] = day;
    else runs.push([day, day]);
  }
  return runs;
}

export type AboState = { kind: 'active' } | { kind: 'paused'; until: string } | { kind: 'inactive' };

/** Inactive wins over paused; a pause that ended before `today` no longer counts. */
export function aboState(abo: Pick<Abo, 'active' | 'pausedUntil'>, today: string): AboState {
  if (!abo.active) return { kind: 'inactive' };
  if (abo.pausedUntil && compareIsoDates(abo.pausedUntil, today) >= 0)
    return { kind: 'paused', until: abo.pausedUntil };
  return { kind: 'active' };
}

/** "Mo–Fr", "Mo, Mi, Fr", "täglich", "alle 2 Tage ab 01.12.2026" in the interface language. */
export function useIntervalText(): (interval: AboInterval, startsOn: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (interval, startsOn) => {
      if (interval.kind === 'EVERY_N_DAYS')
        return t('abos.interval.every', { count: interval.days ?? 1, date: formatDate(startsOn) });
      if (interval.weekdays.length === 7) return t('abos.interval.daily');
      const name = (day: number) => t(`abos.weekday.${day as 1}`);
      // two neighbours read better as "Sa, So" than "Sa–So"
      return weekdayRuns(interval.weekdays)
        .map(([from, to]) =>
          from === to ? name(from) : to === from + 1 ? `${name(from)}, ${name(to)}` : `${name(from)}–${name(to)}`,
        )
        .join(', ');
    },
    [t],
  );
}
