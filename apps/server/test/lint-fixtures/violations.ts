// Code the typed lint must refuse (test/lint.test.ts lints this file; `eslint .` ignores it).
type Kind = 'bakery' | 'host' | 'guest';

async function save(): Promise<number> {
  return 1;
}

export function floatingPromise(): void {
  save(); // no-floating-promises: the rejection would go nowhere
}

export function nonNullAssertion(rows: { id: string }[]): string {
  return rows[0]!.id; // no-non-null-assertion
}

export function notExhaustive(kind: Kind): string {
  switch (kind) {
    case 'bakery':
      return 'B';
    case 'host':
      return 'H';
  } // switch-exhaustiveness-check: 'guest' is missing
  return '';
}
