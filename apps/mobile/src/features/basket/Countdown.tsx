import { useEffect, useState } from 'react';
import { StyleSheet, Text } from 'react-native';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDate, localDateTime, splitDuration } from '../../i18n/format';
import { colors } from '../../ui/theme';

/** "2 T. 3 Std." / "5 Std. 12 Min." / "4 Min. 9 Sek.": the two largest units left. */
export function remainingText(t: TFunction, milliseconds: number): string {
  const { days, hours, minutes, seconds } = splitDuration(milliseconds);
  if (days > 0) return `${t('countdown.days', { count: days })} ${t('countdown.hours', { count: hours })}`;
  if (hours > 0) return `${t('countdown.hours', { count: hours })} ${t('countdown.minutes', { count: minutes })}`;
  return `${t('countdown.minutes', { count: minutes })} ${t('countdown.seconds', { count: seconds })}`;
}

/** The current time, renewed every `intervalMs`. */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * The deadline of the chosen day in the bakery's time, and a live countdown to it. It keeps its own
 * one-second clock, so only this line re-renders every second, not the screen around it.
 */
export function Countdown({ deadline, timeZone }: { deadline: string; timeZone: string }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const instant = new Date(deadline);
  const local = localDateTime(instant, timeZone);
  const left = instant.getTime() - now.getTime();
  return (
    <Text style={[styles.text, left <= 0 && styles.passed]}>
      {left > 0
        ? t('countdown.until', { date: formatDate(local.date), time: local.time, left: remainingText(t, left) })
        : t('countdown.passed', { date: formatDate(local.date), time: local.time })}
    </Text>
  );
}

const styles = StyleSheet.create({
  text: { fontSize: 16, lineHeight: 22, color: colors.brown, fontWeight: '600' },
  passed: { color: colors.error },
});
