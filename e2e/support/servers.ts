/**
 * One server per Playwright worker (playwright.config.ts starts them): each with its own embedded
 * database, demo data and SMTP catcher, so two workers never share data. Worker i's server listens on
 * E2E_PORT + 10·i, its SMTP catcher on that + 2000 and the catcher's mail list on that + 2001.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Two cores: a worker's Chromium and server leave the other core idle much of the time. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export const serverPort = (parallelIndex: number) => E2E_PORT + 10 * parallelIndex;
