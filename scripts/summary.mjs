// Prints one closing line "N passed, N failed" from the Vitest, Jest (guest app) and Playwright JSON reports.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);
const vitest = read('.artifacts/vitest.json');
const jest = read('.artifacts/jest.json');
const playwright = read('e2e/.artifacts/report.json');
let passed = 0;
let failed = 0;
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests;
}
if (playwright) {
  passed += playwright.stats.expected + playwright.stats.flaky;
  failed += playwright.stats.unexpected;
}
console.log(`${passed} passed, ${failed} failed`);
