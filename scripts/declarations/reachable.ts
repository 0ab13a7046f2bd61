// tsc emits a declaration for every module of the widget; a consumer's compiler reads only those
// the entry points' declarations reach. The others are dead weight in every install.
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { importedSpecifiers } from '../package/packContents.js';

/** The declaration file a relative specifier of `from` names (`./a.js` → `a.d.ts`, or a folder's index). */
function declarationOf(from: string, specifier: string, exists: (file: string) => boolean) {
  const base = posix.join(posix.dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.d.ts`, `${base}/index.d.ts`].find(exists);
}

/**
 * Every declaration file (paths relative to `root`, with `/`) reachable from `entries` through
 * relative imports, `import()` types and references.
 */
export function reachableDeclarations(
  root: string,
  entries: readonly string[],
  read = (file: string) => readFileSync(posix.join(root, file), 'utf8'),
  exists = (file: string) => existsSync(posix.join(root, file)),
): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importedSpecifiers(read(file))) {
      if (!specifier.startsWith('.')) continue;
      const next = declarationOf(file, specifier, exists);
      if (next) queue.push(next);
    }
  }
  return seen;
}
