import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A Mantine component's displayName in the built code, e.g. "@mantine/core/Title". */
const DRAWN = /@mantine\/core\/([A-Za-z]+)\b/g;
const IMPORTED = /^import ['"]@mantine\/core\/styles\/([A-Za-z]+)\.layer\.css['"];/gm;

/**
 * Fails the build when the first page's chunks contain a Mantine component whose stylesheet src/main.tsx does not
 * import: /login takes only its components' styles (the rest comes with the first lazy part, ui/mantine-styles.ts),
 * so a component added to it without its file would be drawn unstyled.
 */
export function firstPageStyles(mainFile: string): Plugin {
  // the package's main file is in cjs/ or esm/, its styles beside them
  const stylesDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@mantine/core')), '../styles');
  return {
    name: 'first-page-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (entry?.type !== 'chunk') return;
      const imported = new Set([...readFileSync(mainFile, 'utf8').matchAll(IMPORTED)].map((match) => match[1]));
      // the entry and the chunks it imports statically: what the first page runs before anything is lazily loaded
      const code: string[] = [];
      const queue = [entry.fileName];
      for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
        const chunk = bundle[name];
        if (chunk?.type !== 'chunk' || code.includes(chunk.code)) continue;
        code.push(chunk.code);
        queue.push(...chunk.imports);
      }
      const drawn = new Set(
        [...code.join('\n').matchAll(DRAWN)]
          .map((match) => match[1] ?? '')
          .filter((name) => existsSync(path.join(stylesDir, `${name}.layer.css`))),
      );
      const missing = [...drawn].filter((name) => !imported.has(name)).sort();
      if (missing.length > 0)
        this.error(
          `The first page draws Mantine components without their styles: import @mantine/core/styles/{${missing.join(',')}}.layer.css in ${mainFile}`,
        );
    },
  };
}
