// What an install takes on disk, as `du` counts it: allocated blocks, not file lengths.
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Bytes allocated to `path` and everything under it (links are counted, not followed). */
export function diskUsage(path: string): number {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.blocks * 512;
  return readdirSync(path).reduce(
    (sum, name) => sum + diskUsage(join(path, name)),
    stat.blocks * 512,
  );
}

/** The packages installed in a node_modules folder (`name` or `@scope/name`), sorted. */
export function installedPackages(modules: string): string[] {
  return readdirSync(modules)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@')
        ? readdirSync(join(modules, name)).map((inner) => `${name}/${inner}`)
        : [name],
    )
    .sort();
}
