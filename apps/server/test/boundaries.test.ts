import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundaries of eslint.config.js (import-x/no-restricted-paths): a web feature is imported through its
// index.ts, the web's shared folders import no feature, neither app imports the other, core imports no app
// or workspace package, platform/ imports no module. Each fixture plants one wrong import beside right ones
// and is linted with the repository's own config as if it lived where its first line says.
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Where each fixture is linted; no such file exists. */
const AS = {
  webFeature: 'apps/web/src/features/bills/boundary-fixture.ts',
  webRoute: 'apps/web/src/routes/boundary-fixture.ts',
  webShared: 'apps/web/src/ui/boundary-fixture.ts',
  webLib: 'apps/web/src/lib/boundary-fixture.ts',
  mobile: 'apps/mobile/src/boundary-fixture.ts',
  core: 'packages/core/src/boundary-fixture.ts',
  platform: 'apps/server/src/platform/boundary-fixture.ts',
  platformTest: 'apps/server/src/platform/boundary-fixture.int.test.ts',
};

// A file that is not on disk is in no tsconfig: the typed rules get it the project service's default
// project. The rules and everything else are the repository's config.
const eslint = new ESLint({
  cwd: root,
  overrideConfig: {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: Object.values(AS), defaultProject: 'tsconfig.base.json' },
        tsconfigRootDir: root,
      },
    },
  },
});

const RULE = 'import-x/no-restricted-paths';

async function lintAs(fixture: string, filePath: string): Promise<string[]> {
  const code = readFileSync(new URL(`./lint-fixtures/boundaries/${fixture}`, import.meta.url), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((m) => `${m.line} ${m.ruleId}: ${m.message}`);
}

const zone = (line: number, path: string, message: string) =>
  `${line} ${RULE}: Unexpected path "${path}" imported in restricted zone. ${message}`;

describe('lint boundaries', { timeout: 120_000 }, () => {
  it('lets a web feature use another only through its index.ts, and its own files directly', async () => {
    expect(await lintAs('web-feature.ts', AS.webFeature)).toEqual([
      zone(
        3,
        '../orders/OrderView',
        "Import the orders feature through its index.ts ('…/features/orders'), not its files.",
      ),
    ]);
  });

  it('lets routes/ use a feature only through its index.ts', async () => {
    expect(await lintAs('web-route.ts', AS.webRoute)).toEqual([
      zone(
        3,
        '../features/auth/LoginForm',
        "Import the auth feature through its index.ts ('…/features/auth'), not its files.",
      ),
    ]);
  });

  it('keeps ui/, lib/, i18n/ and api/ free of features, even of their index', async () => {
    expect(await lintAs('web-shared.ts', AS.webShared)).toEqual([
      zone(3, '../features/auth', 'ui/, lib/, i18n/, api/ are shared by the features and import none of them.'),
    ]);
  });

  it('keeps the guest app and the web app apart', async () => {
    expect(await lintAs('mobile.ts', AS.mobile)).toEqual([
      zone(3, '../../web/src/i18n/format', 'The guest app does not import the web app: share it through packages/.'),
    ]);
    expect(await lintAs('web-to-mobile.ts', AS.webLib)).toEqual([
      zone(
        3,
        '../../../mobile/src/i18n/error-text',
        'The web app does not import the guest app: share it through packages/.',
      ),
    ]);
  });

  it('keeps packages/core free of apps and other workspace packages', async () => {
    const core = 'packages/core holds pure rules: it imports no app and no other workspace package.';
    expect(await lintAs('core.ts', AS.core)).toEqual([
      zone(4, '@bakery/api', core),
      zone(5, '../../../apps/web/src/brand', core),
    ]);
  });

  it('keeps platform/ free of modules, but for its tests', async () => {
    expect(await lintAs('platform.ts', AS.platform)).toEqual([
      zone(
        3,
        '../modules/users/session',
        'platform/ knows no feature: the composition root (src/app) puts the modules together.',
      ),
    ]);
    expect(await lintAs('platform.ts', AS.platformTest)).toEqual([]);
  });
});
