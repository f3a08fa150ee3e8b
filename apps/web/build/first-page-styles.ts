import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** A Mantine component's displayName in the built code, e.g. "@mantine/core/Title". */
const DRAWN = /@mantine\/core\/([A-Za-z]+)\b/g;
const IMPORTED = /^import ['"]@mantine\/core\/styles\/([A-Za-z]+)\.layer\.css['"];/gm;

/**
 * Mantine's styles per component (issue 17): /login takes only its components' files (src/main.tsx), the signed-in
 * screens the files of the components they draw besides (src/ui/mantine-styles.ts, fetched with the first lazy part).
 * The build fails when a chunk draws a Mantine component whose file neither imports (it would be drawn unstyled),
 * when the first page draws one main.tsx does not import, and when mantine-styles.ts imports a file no chunk draws
 * (a component the app stopped using).
 */
export function firstPageStyles(mainFile: string, restFile: string): Plugin {
  // the package's main file is in cjs/ or esm/, its styles beside them
  const stylesDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@mantine/core')), '../styles');
  const drawnIn = (code: string[]) =>
    new Set(
      [...code.join('\n').matchAll(DRAWN)]
        .map((match) => match[1] ?? '')
        .filter((name) => existsSync(path.join(stylesDir, `${name}.layer.css`))),
    );
  const importedBy = (file: string) => new Set([...readFileSync(file, 'utf8').matchAll(IMPORTED)].map((m) => m[1]));
  return {
    name: 'first-page-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (entry?.type !== 'chunk') return;
      const first = importedBy(mainFile);
      const rest = importedBy(restFile);
      const firstDrawn = drawnIn(staticallyImported(bundle, entry.fileName));
      const allDrawn = drawnIn(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [file.code] : [])));
      const problems = [
        [
          [...firstDrawn].filter((name) => !first.has(name)),
          `The first page draws Mantine components without their styles: import @mantine/core/styles/{…}.layer.css in ${mainFile}`,
        ],
        [
          [...allDrawn].filter((name) => !first.has(name) && !rest.has(name)),
          `Screens draw Mantine components without their styles: import @mantine/core/styles/{…}.layer.css in ${restFile}`,
        ],
        [
          [...rest].filter((name) => name !== undefined && !allDrawn.has(name)),
          `No screen draws these Mantine components any more: remove their styles from ${restFile}`,
        ],
      ] as const;
      for (const [names, message] of problems)
        if (names.length > 0) this.error(message.replace('{…}', `{${[...names].sort().join(',')}}`));
    },
  };
}

/** The code of a chunk and of the chunks it imports statically: what runs before anything is lazily loaded. */
function staticallyImported(bundle: Rolldown.OutputBundle, fileName: string): string[] {
  const code: string[] = [];
  const queue = [fileName];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk' || code.includes(chunk.code)) continue;
    code.push(chunk.code);
    queue.push(...chunk.imports);
  }
  return code;
}
