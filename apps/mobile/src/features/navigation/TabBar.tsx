import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { useSafeAreaInsets } from '../../ui/safe-area';
import { colors, spacing, TOUCH_TARGET } from '../../ui/theme';
import { TABS, type Tab } from './tabs';

/**
 * The bottom tab bar: four equal, large targets (≥ 56 px high), each a "tab" for screen readers
 * with its selected state; `badges` adds a count to a tab's name (the basket on Products). The tab
 * navigator (SignedInApp) passes the section shown and what a press does.
 */
export function TabBar({
  current,
  onPress,
  badges = {},
}: {
  current: Tab;
  onPress: (tab: Tab) => void;
  badges?: Partial<Record<Tab, number>>;
}) {
  const { t } = useTranslation();
  const { bottom } = useSafeAreaInsets();
  return (
    <View
      accessibilityRole="tablist"
      accessibilityLabel={t('tabs.label')}
      style={[styles.bar, { paddingBottom: bottom }]}
    >
      {TABS.map((tab) => {
        const selected = tab === current;
        const badge = badges[tab] ?? 0;
        const name = t(`tabs.${tab}`);
        return (
          <Pressable
            key={tab}
            accessibilityRole="tab"
            aria-selected={selected}
            accessibilityLabel={badge > 0 ? t('tabs.withBadge', { name, count: badge }) : name}
            onPress={() => onPress(tab)}
            style={({ pressed }) => [styles.tab, pressed && styles.pressed]}
          >
            <View style={[styles.marker, selected && styles.markerSelected]} />
            <View style={styles.labelRow}>
              <Text numberOfLines={1} style={[styles.label, selected && styles.labelSelected]}>
                {name}
              </Text>
              {badge > 0 ? (
                // at the label's upper end (not over its last letter), so the label stays centred and the four tabs fit 360 px
                <View style={styles.badge}>
                  <Text style={styles.badgeText}>{badge > 99 ? '99+' : badge}</Text>
                </View>
              ) : null}
            </View>
          </Pressable>
        );
      })}
    </View>
  );
}

const styles = StyleSheet.create({
  bar: { flexDirection: 'row', borderTopWidth: 1, borderTopColor: colors.sand, backgroundColor: colors.background },
  tab: {
    flex: 1,
    minHeight: TOUCH_TARGET + 8,
    minWidth: TOUCH_TARGET,
    alignItems: 'center',
    justifyContent: 'center',
    paddingHorizontal: spacing.xs,
  },
  pressed: { backgroundColor: colors.surface },
  marker: { position: 'absolute', top: 0, left: spacing.sm, right: spacing.sm, height: 3, borderRadius: 2 },
  markerSelected: { backgroundColor: colors.brown },
  labelRow: { position: 'relative' },
  label: { fontSize: 15, color: colors.taupe },
  labelSelected: { color: colors.brown, fontWeight: '700' },
  badge: {
    position: 'absolute',
    top: -16,
    right: -18,
    minWidth: 20,
    height: 20,
    borderRadius: 10,
    paddingHorizontal: 5,
    backgroundColor: colors.brown,
    alignItems: 'center',
    justifyContent: 'center',
    borderWidth: 1,
    borderColor: colors.background,
  },
  badgeText: { color: colors.onPrimary, fontSize: 12, fontWeight: '700' },
});
