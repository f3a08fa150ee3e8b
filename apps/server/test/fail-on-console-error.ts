import { afterEach, vi } from 'vitest';

// A stray console.error fails the test: unexpected server errors must not pass silently.
let errors: unknown[][] = [];
const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0)
    throw new Error(`console.error was called:\n${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
});

export { spy as consoleErrorSpy };
