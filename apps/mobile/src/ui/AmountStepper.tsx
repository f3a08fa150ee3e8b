import { Pressable, StyleSheet, Text, View } from 'react-native';
import { useTranslation } from 'react-i18next';
import { colors, spacing, TOUCH_TARGET } from './theme';

interface AmountStepperProps {
  /** The product's name, for the screen-reader labels. */
  name: string;
  amount: number;
  onChange: (amount: number) => void;
  max?: number;
  /** 0 removes (basket); an order line keeps at least 1 (remove is its own button). */
  min?: number;
  disabled?: boolean;
}

/** − amount + with large targets; at 0 a single "add" button. Labels name the product for screen readers. */
export function AmountStepper({ name, amount, onChange, max = 999, min = 0, disabled = false }: AmountStepperProps) {
  const { t } = useTranslation();
  if (amount === 0 && min === 0) {
    return (
      <Pressable
        accessibilityRole="button"
        accessibilityLabel={t('amount.add', { name })}
        accessibilityState={{ disabled }}
        disabled={disabled}
        onPress={() => onChange(1)}
        style={({ pressed }) => [styles.add, (pressed || disabled) && styles.dimmed]}
      >
        <Text style={styles.addText}>{t('amount.addShort')}</Text>
      </Pressable>
    );
  }
  const lessDisabled = disabled || amount <= min;
  const moreDisabled = disabled || amount >= max;
  return (
    <View style={styles.row}>
      <Pressable
        accessibilityRole="button"
        accessibilityLabel={t('amount.less', { name })}
        accessibilityState={{ disabled: lessDisabled }}
        disabled={lessDisabled}
        onPress={() => onChange(amount - 1)}
        style={({ pressed }) => [styles.step, (pressed || lessDisabled) && styles.dimmed]}
      >
        <Text style={styles.stepText}>−</Text>
      </Pressable>
      <Text accessibilityLabel={t('amount.current', { name, count: amount })} style={styles.amount}>
        {amount}
      </Text>
      <Pressable
        accessibilityRole="button"
        accessibilityLabel={t('amount.more', { name })}
        accessibilityState={{ disabled: moreDisabled }}
        disabled={moreDisabled}
        onPress={() => onChange(amount + 1)}
        style={({ pressed }) => [styles.step, (pressed || moreDisabled) && styles.dimmed]}
      >
        <Text style={styles.stepText}>+</Text>
      </Pressable>
    </View>
  );
}

const styles = StyleSheet.create({
  row: { flexDirection: 'row', alignItems: 'center', gap: spacing.xs },
  step: {
    width: TOUCH_TARGET,
    height: TOUCH_TARGET,
    borderRadius: TOUCH_TARGET / 2,
    borderWidth: 1,
    borderColor: colors.brown,
    alignItems: 'center',
    justifyContent: 'center',
  },
  stepText: { fontSize: 24, lineHeight: 28, color: colors.brown, fontWeight: '600' },
  amount: { minWidth: 32, textAlign: 'center', fontSize: 18, fontWeight: '700', color: colors.brown },
  add: {
    minHeight: TOUCH_TARGET,
    minWidth: TOUCH_TARGET * 2,
    paddingHorizontal: spacing.md,
    borderRadius: TOUCH_TARGET / 2,
    backgroundColor: colors.brown,
    alignItems: 'center',
    justifyContent: 'center',
  },
  addText: { fontSize: 16, fontWeight: '600', color: colors.onPrimary },
  dimmed: { opacity: 0.45 },
});
