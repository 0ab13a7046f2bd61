import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The given parts' folders of every slice that has them, e.g. `src/slices/card/widget`. */
export function sliceParts(...parts: readonly string[]): string[] {
  return readdirSync('src/slices').flatMap((slice) =>
    parts.map((part) => join('src/slices', slice, part)).filter(existsSync),
  );
}
