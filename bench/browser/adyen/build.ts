// Adyen Drop-in + Card for the first-field bench: the pinned @adyen/adyen-web (a devDependency,
// bench only) bundled by esbuild into one minified classic script with its stylesheet, served by
// the bench's page server under /adyen/. Adyen publishes its script-tag file on its CDN only,
// which the bench does not reach; this is what a merchant's bundler makes of the npm package.
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';

export const ADYEN_DIR = 'reports/bench-adyen';

export async function buildAdyen(): Promise<void> {
  mkdirSync(ADYEN_DIR, { recursive: true });
  await build({
    entryPoints: [new URL('./entry.ts', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'iife',
    globalName: 'AdyenBench',
    target: 'es2020',
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: join(ADYEN_DIR, 'adyen.js'),
    logLevel: 'warning',
  });
  const require = createRequire(import.meta.url);
  const main = require.resolve('@adyen/adyen-web');
  copyFileSync(join(dirname(main), '..', 'es', 'adyen.css'), join(ADYEN_DIR, 'adyen.css'));
}
