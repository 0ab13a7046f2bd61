import { join } from 'node:path';
import { packageRoot } from '../runtime/packageRoot.js';

/**
 * The package's dist/ directory, found each time it is asked (never when the module loads): a
 * sandbox started before `npm run build` serves the page once the build ran.
 */
export function distDir(): string {
  return join(packageRoot(), 'dist');
}
