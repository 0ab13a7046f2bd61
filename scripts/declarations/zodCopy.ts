// The package bundles zod into its JavaScript and depends on nothing, but its declarations name
// zod's types (a schema's type is a zod type). So the build copies the declarations of the zod
// entry points they import (zod/mini and zod/v4/core, with the files those reach) to
// dist/types/zod/, with zod's licence, and points the package's declarations at the copy.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

/** zod's folders the two entry points reach, relative to its package root. */
const ZOD_FOLDERS = ['mini', 'v4/mini', 'v4/core', 'v4/locales'];

/** The zod entry points a declaration may import, and their file in the copy. */
const ZOD_ENTRIES: Record<string, string> = {
  'zod/mini': 'mini/index.js',
  'zod/v4/core': 'v4/core/index.js',
};

/** Where the copy lives, relative to dist/. */
export const ZOD_COPY = 'types/zod';

const ZOD_SPECIFIER = /(["'])(zod(?:\/[\w/-]+)?)\1/g;

/**
 * `text`, a declaration at `file` (relative to dist/, with `/`), with each zod specifier
 * replaced by the relative path of its copy. A zod entry the copy lacks is an error: a
 * consumer's type check would fail on it.
 */
export function pointAtZodCopy(text: string, file: string): string {
  return text.replace(ZOD_SPECIFIER, (_whole, quote: string, specifier: string) => {
    const target = ZOD_ENTRIES[specifier];
    if (!target) throw new Error(`${file} imports ${specifier}: add it to ZOD_ENTRIES.`);
    const path = posix.relative(posix.dirname(file), `${ZOD_COPY}/${target}`);
    return `${quote}${path.startsWith('.') ? path : `./${path}`}${quote}`;
  });
}

/** Copies zod's declarations (and licence) from `zodRoot` to `dist`/types/zod. */
export function copyZodDeclarations(dist: string, zodRoot: string): void {
  const copy = join(dist, ZOD_COPY);
  for (const folder of ZOD_FOLDERS) {
    mkdirSync(join(copy, folder), { recursive: true });
    for (const name of readdirSync(join(zodRoot, folder))) {
      if (name.endsWith('.d.ts'))
        copyFileSync(join(zodRoot, folder, name), join(copy, folder, name));
    }
  }
  copyFileSync(join(zodRoot, 'LICENSE'), join(copy, 'LICENSE'));
}
