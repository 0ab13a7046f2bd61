import { fileURLToPath } from 'node:url';

/**
 * The package's dist/ directory, found from this file each time it is asked (never when the
 * module loads): a sandbox started before `npm run build` serves the page once the build ran.
 */
export function distDir(): string {
  return fileURLToPath(new URL('../../../dist/', import.meta.url));
}
