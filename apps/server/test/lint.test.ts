import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The typed lint (eslint.config.js) catches what the compiler lets through: a promise nobody awaits,
// a `!` that hides a missing row, a switch that forgets a case. The fixture holds one of each.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const fixture = fileURLToPath(new URL('./lint-fixtures/violations.ts', import.meta.url));

describe('typed lint', () => {
  it('reports a floating promise, a non-null assertion and a non-exhaustive switch', { timeout: 120_000 }, async () => {
    // the fixture lives under test/, where `!` is allowed and the file itself is ignored; lint it as production code
    const eslint = new ESLint({
      cwd: root,
      ignore: false,
      overrideConfig: { rules: { '@typescript-eslint/no-non-null-assertion': 'error' } },
    });
    const [result] = await eslint.lintFiles([fixture]);
    const found = (result?.messages ?? []).map((m) => `${m.line} ${m.ruleId}`);
    expect(found).toEqual([
      '9 @typescript-eslint/no-floating-promises',
      '13 @typescript-eslint/no-non-null-assertion',
      '17 @typescript-eslint/switch-exhaustiveness-check',
    ]);
  });
});
