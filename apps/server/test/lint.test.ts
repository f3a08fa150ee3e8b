import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The typed lint (eslint.config.js) catches what the compiler lets through: a promise nobody awaits,
// a `!` that hides a missing row, a switch that forgets a case. The fixture holds one of each.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const fixture = new URL('./lint-fixtures/violations.ts', import.meta.url);
// the fixture lives under test/, where `!` is allowed and the file itself is ignored: it is linted as a
// source file of the server, with the repository's rules
const AS_SOURCE = 'apps/server/src/lint-fixture.ts';

describe('typed lint', () => {
  it('reports a floating promise, a non-null assertion and a non-exhaustive switch', { timeout: 120_000 }, async () => {
    // a file that is not on disk is in no tsconfig: the project service gives it a default project with the server's options
    const eslint = new ESLint({
      cwd: root,
      overrideConfig: {
        languageOptions: {
          parserOptions: {
            projectService: { allowDefaultProject: [AS_SOURCE], defaultProject: 'apps/server/tsconfig.json' },
            tsconfigRootDir: root,
          },
        },
      },
    });
    const [result] = await eslint.lintText(readFileSync(fixture, 'utf8'), { filePath: `${root}${AS_SOURCE}` });
    const found = (result?.messages ?? []).map((m) => `${m.line} ${m.ruleId}`);
    expect(found).toEqual([
      '9 @typescript-eslint/no-floating-promises',
      '13 @typescript-eslint/no-non-null-assertion',
      '17 @typescript-eslint/switch-exhaustiveness-check',
    ]);
  });
});
