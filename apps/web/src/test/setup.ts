import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { cleanNotifications } from '@mantine/notifications';
import { afterEach, beforeEach, vi } from 'vitest';

// Two-core CI machines run several test projects at once: give async queries some slack.
// The first test of a file waits for lazily loaded routes: on two busy cores that took 4.3–4.6 s.
configure({ asyncUtilTimeout: 10_000 });

// Mantine needs browser APIs that jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = () => {};
// Textarea autosize listens for web fonts.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

function setBrowserLanguages(languages: string[]) {
  Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  Object.defineProperty(window.navigator, 'language', { value: languages[0], configurable: true });
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

// A stray console.error (React act warnings, failed prop types, unexpected calls) fails the test.
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  setBrowserLanguages(['de-DE', 'de']);
});

afterEach(() => {
  cleanup();
  cleanNotifications();
  localStorage.clear();
  clearCookies();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (consoleErrors.length > 0) {
    const text = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});

export { setBrowserLanguages };
