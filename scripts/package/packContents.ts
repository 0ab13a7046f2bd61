// What the packed package (`npm pack`) must hold and must not: the rules, apart from running npm,
// so they are tested on lists of paths.

/** The parts of package.json that name files of the package. */
export interface PackageManifest {
  name: string;
  main?: string;
  module?: string;
  types?: string;
  bin?: string | Record<string, string>;
  exports?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Tests and type tests, by file name. */
const TEST_FILE = /\.test(?:-d)?\.[cm]?[jt]sx?$/;

/** Folders that hold tests, their helpers or data, or the repository's own tools and output. */
const NON_PACKAGE_FOLDER =
  /(?:^|\/)(?:tests?|testing|__tests__|fixtures?|__fixtures__|__snapshots__|__mocks__|integration|e2e|demo|bench|reports|test-results|coverage)\//;

/** Paths of the pack that are tests, fixtures or repository tooling, which it must not hold. */
export function forbiddenPaths(paths: readonly string[]): string[] {
  return paths.filter((path) => TEST_FILE.test(path) || NON_PACKAGE_FOLDER.test(path));
}

/** Every file path an exports map names (through nested conditions), without `./`. */
function exportTargets(exports: unknown): string[] {
  if (typeof exports === 'string') return [exports];
  if (Array.isArray(exports)) return exports.flatMap(exportTargets);
  if (exports && typeof exports === 'object') return Object.values(exports).flatMap(exportTargets);
  return [];
}

const withoutDotSlash = (path: string): string => path.replace(/^\.\//, '');

/** The files package.json names: exports, main, module, types and bin. */
export function declaredFiles(pkg: PackageManifest): string[] {
  const bins = typeof pkg.bin === 'string' ? [pkg.bin] : Object.values(pkg.bin ?? {});
  const named = [
    ...exportTargets(pkg.exports),
    ...[pkg.main, pkg.module, pkg.types].filter((path) => path !== undefined),
    ...bins,
  ];
  return [...new Set(named.map(withoutDotSlash))].sort();
}

/** The module subpaths a consumer imports (`.`, `./api`, …): every export but package.json. */
export function entryPoints(pkg: PackageManifest): string[] {
  if (!pkg.exports || typeof pkg.exports !== 'object' || Array.isArray(pkg.exports)) return ['.'];
  return Object.keys(pkg.exports).filter((key) => !key.endsWith('.json'));
}

/** The specifier that imports an entry point, e.g. `nft-checkout/api` for `./api`. */
export function specifier(pkg: PackageManifest, entry: string): string {
  return entry === '.' ? pkg.name : `${pkg.name}/${entry.replace(/^\.\//, '')}`;
}

/** Module specifiers a JavaScript or TypeScript file imports, references or re-exports. */
export function importedSpecifiers(text: string): string[] {
  const patterns = [
    /\b(?:from|import)\s*(["'])([^"'\s]+)\1/g,
    /\bimport\(\s*(["'])([^"'\s]+)\1\s*\)/g,
    /\/\/\/\s*<reference\s+types=(["'])([^"'\s]+)\1/g,
  ];
  return [...new Set(patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[2])))]
    .filter((specifier) => specifier !== undefined)
    .sort();
}

/** The package a bare specifier names (`@scope/name` or `name`), or undefined for a path. */
export function packageOf(specifier: string): string | undefined {
  if (/^(?:\.|\/|[a-z]+:)/.test(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Packages the packed code imports that a consumer's install does not give it: neither the
 * package itself, a dependency, a peer, nor Node's. `files` maps each path to its text.
 */
export function undeclaredImports(
  files: ReadonlyMap<string, string>,
  pkg: PackageManifest,
  isBuiltin: (name: string) => boolean,
): string[] {
  const declared = new Set([
    pkg.name,
    ...Object.keys(pkg.dependencies ?? {}),
    ...Object.keys(pkg.peerDependencies ?? {}),
  ]);
  const found: string[] = [];
  for (const [path, text] of files) {
    for (const specifier of importedSpecifiers(text)) {
      const name = packageOf(specifier);
      if (name && !declared.has(name) && !isBuiltin(name)) found.push(`${path}: ${specifier}`);
    }
  }
  return found.sort();
}
