import { StyleSheet, Text } from 'react-native';
import { colors } from './theme';

/** A refusal or failure, announced to screen readers as it appears. */
export function ErrorText({ children }: { children: string }) {
  return (
    <Text accessibilityRole="alert" accessibilityLiveRegion="polite" style={styles.error}>
      {children}
    </Text>
  );
}

const styles = StyleSheet.create({ error: { color: colors.error, fontSize: 16, lineHeight: 22 } });
