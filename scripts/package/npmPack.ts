// Packs the package as `npm publish` would, into a directory of the caller's.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export interface Packed {
  /** The tarball's path. */
  tarball: string;
  /** Every file in it, relative to the package root. */
  files: string[];
}

export function npmPack(packageDir: string, destination: string): Packed {
  const out = execFileSync(
    'npm',
    ['pack', '--json', '--ignore-scripts', '--pack-destination', destination],
    { cwd: packageDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const [report] = JSON.parse(out) as { filename: string; files: { path: string }[] }[];
  if (!report) throw new Error(`npm pack reported nothing: ${out}`);
  return {
    tarball: join(destination, report.filename),
    files: report.files.map((file) => file.path).sort(),
  };
}
