import { configure } from '@testing-library/react-native';

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
