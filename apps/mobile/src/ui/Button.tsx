import { Pressable, StyleSheet, Text } from 'react-native';
import { colors, spacing, TOUCH_TARGET } from './theme';

interface ButtonProps {
  label: string;
  /** What screen readers say instead of the label (e.g. with the product's name). */
  accessibilityLabel?: string;
  onPress: () => void;
  disabled?: boolean;
  /** Primary: filled brown; secondary: outlined. */
  variant?: 'primary' | 'secondary';
}

/** A large, labelled button (screen readers announce the label and the disabled state). */
export function Button({ label, accessibilityLabel, onPress, disabled = false, variant = 'primary' }: ButtonProps) {
  const primary = variant === 'primary';
  return (
    <Pressable
      accessibilityRole="button"
      accessibilityLabel={accessibilityLabel}
      accessibilityState={{ disabled }}
      disabled={disabled}
      onPress={onPress}
      style={({ pressed }) => [
        styles.base,
        primary ? styles.primary : styles.secondary,
        (pressed || disabled) && styles.dimmed,
      ]}
    >
      <Text style={[styles.label, primary ? styles.primaryLabel : styles.secondaryLabel]}>{label}</Text>
    </Pressable>
  );
}

const styles = StyleSheet.create({
  base: {
    minHeight: TOUCH_TARGET,
    borderRadius: 8,
    paddingHorizontal: spacing.md,
    alignItems: 'center',
    justifyContent: 'center',
  },
  primary: { backgroundColor: colors.brown },
  secondary: { borderWidth: 1, borderColor: colors.taupe, backgroundColor: colors.background },
  dimmed: { opacity: 0.6 },
  label: { fontSize: 17, fontWeight: '600' },
  primaryLabel: { color: colors.onPrimary },
  secondaryLabel: { color: colors.brown },
});
