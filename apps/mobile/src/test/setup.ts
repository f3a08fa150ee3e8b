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
