import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, normaliseLanguage } from '@bakery/core/language';
import { formatDay, formatWeekday } from '../../i18n/format';
import { colors, spacing, TOUCH_TARGET } from '../../ui/theme';
import type { PickerDay } from './days';
import { reasonText } from './texts';

/**
 * The delivery days as a grid: open days can be chosen, closed ones say why (weekend, holiday with
 * its name, products not delivered that day, deadline passed, outside the stay) and cannot.
 */
export function DatePicker({
  days,
  selected,
  onSelect,
}: {
  days: PickerDay[];
  selected: string | null;
  onSelect: (date: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = normaliseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  return (
    <View accessibilityRole="radiogroup" accessibilityLabel={t('days.label')} style={styles.grid}>
      {days.map((day) => {
        const open = day.reasons.length === 0;
        const checked = day.date === selected;
        const why = day.reasons.map((reason) => reasonText(t, reason, day)).join(' · ');
        const [, month, date] = day.date.split('-');
        return (
          <Pressable
            key={day.date}
            accessibilityRole="radio"
            aria-checked={checked}
            aria-disabled={!open}
            accessibilityLabel={
              open
                ? t('days.open', { day: formatDay(day.date, language) })
                : t('days.closed', { day: formatDay(day.date, language), why })
            }
            disabled={!open}
            onPress={() => onSelect(day.date)}
            style={[styles.day, !open && styles.closed, checked && styles.checked]}
          >
            <Text style={[styles.weekday, checked && styles.checkedText, !open && styles.closedText]}>
              {formatWeekday(day.date, language)}
            </Text>
            <Text
              style={[styles.date, checked && styles.checkedText, !open && styles.closedText]}
            >{`${date}.${month}.`}</Text>
            <Text style={[styles.status, checked && styles.checkedText, !open && styles.closedText]}>
              {open ? t('days.orderable') : why}
            </Text>
          </Pressable>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  grid: { flexDirection: 'row', flexWrap: 'wrap', gap: spacing.sm },
  // 104: a holiday's name ("Betriebsausflug") fits a chip's line; six in a row on a 768 px tablet, three on a phone
  day: {
    flexGrow: 1,
    flexBasis: 104,
    maxWidth: 160,
    minHeight: TOUCH_TARGET + 24,
    padding: spacing.sm,
    borderRadius: 8,
    borderWidth: 1,
    borderColor: colors.brown,
    backgroundColor: colors.background,
  },
  closed: { borderColor: colors.sand, backgroundColor: colors.surface },
  checked: { backgroundColor: colors.brown },
  weekday: { fontSize: 14, color: colors.brown },
  date: { fontSize: 18, fontWeight: '700', color: colors.brown },
  status: { fontSize: 12, color: colors.brown },
  closedText: { color: colors.taupe },
  checkedText: { color: colors.onPrimary },
});
