// Component tests under jest-expo (React Native preset, iOS platform resolution: *.ios.tsx, *.native.tsx, *.tsx).
/** @type {import('jest').Config} */
module.exports = {
  preset: 'jest-expo',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  maxWorkers: 2,
  // the first test of a file loads React Native and the whole app: on the shared two-core machine
  // under load that alone has taken over 5 s (Jest's default), so tests get 30 s
  testTimeout: 30000,
};
