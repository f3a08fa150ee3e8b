import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, serverPort } from './support/servers';

// Debian's Chromium: browsers cannot be downloaded here (scripts/ensure-tools.sh installs it).
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '.artifacts/results',
  fullyParallel: false, // a spec's journeys run in order, on one worker's server
  workers: E2E_WORKERS, // each with a server and database of its own (support/servers.ts)
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '.artifacts/report.json' }]],
  use: {
    // baseURL: the worker's own server (support/test.ts)
    locale: 'de-DE',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromium,
    // The web app's service worker would precache the whole app in every fresh context and answer
    // requests before page.route sees them: only pwa.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'bash support/start-server.sh',
    env: { E2E_PORT: String(serverPort(index)) },
    url: `http://127.0.0.1:${serverPort(index)}/health`,
    reuseExistingServer: false,
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 180_000), // longer on a machine busy with other work
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
