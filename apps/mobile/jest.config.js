// Component tests under jest-expo (React Native preset, iOS platform resolution: *.ios.tsx, *.native.tsx, *.tsx).
/** @type {import('jest').Config} */
module.exports = {
  preset: 'jest-expo',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  maxWorkers: 2,
};
