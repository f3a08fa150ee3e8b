/** Safe-area insets on devices (notch, status bar, home indicator): react-native-safe-area-context. */
export { SafeAreaProvider, useSafeAreaInsets } from 'react-native-safe-area-context';
