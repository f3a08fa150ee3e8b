import { configure } from '@testing-library/react-native';
import * as ReactNative from 'react-native';

// React Native loads its components lazily, on first use: with a cold transform cache that cost
// fell into the first test of each file (over 30 s under load). Loading the ones the app uses here,
// while the file is set up, keeps it out of the tests' time limits.
void [
  ReactNative.View,
  ReactNative.Text,
  ReactNative.TextInput,
  ReactNative.Pressable,
  ReactNative.ScrollView,
  ReactNative.FlatList,
  ReactNative.Image,
  ReactNative.ActivityIndicator,
  ReactNative.StyleSheet,
  ReactNative.AppState,
];

// the first render of a test file loads React Native and the app: slow on a busy two-core machine
configure({ asyncUtilTimeout: 5000 });

// Fake timers: FlatList renders its cells in timed batches; with fake timers the testing library's
// waitFor/findBy advances them inside act(), so those updates are part of the test, not strays.
beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

// A stray console.error (a React warning, an act() warning, a failed prop type) fails the test.
const originalError = console.error;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error in a test: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});

// The native AsyncStorage module does not exist under Jest; the app's tests pass a memory store as
// services.store, so this only keeps the real app's import (platform/app-storage.ts) loadable.
jest.mock('@react-native-async-storage/async-storage', () =>
  jest.requireActual('@react-native-async-storage/async-storage/jest/async-storage-mock'),
);

// Safe-area insets come from the device; the library's own mock gives a 320×640 window without insets.
jest.mock(
  'react-native-safe-area-context',
  () => jest.requireActual<{ default: unknown }>('react-native-safe-area-context/jest/mock').default,
);
