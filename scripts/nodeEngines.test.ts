// Every installed package must run on every Node version the project says it supports
// (package.json `engines.node`), so `npm ci` on a supported Node never warns EBADENGINE.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseNodeRange, versionsRefused } from './nodeEngines.js';

interface LockEntry {
  engines?: { node?: string } | string[];
  dev?: boolean;
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockEntry>;
};
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };

describe('parseNodeRange', () => {
  const admits = (range: string, version: string) =>
    parseNodeRange(range).satisfies(version.split('.').map(Number) as [number, number, number]);

  it('reads the forms package.json files use', () => {
    expect(admits('>=22.12.0', '22.12.0')).toBe(true);
    expect(admits('>=22.12.0', '22.11.9')).toBe(false);
    expect(admits('^20.19.0 || ^22.12.0 || >=24.0.0', '20.20.2')).toBe(true);
    expect(admits('^20.19.0 || ^22.12.0 || >=24.0.0', '21.7.0')).toBe(false);
    expect(admits('^20.19.0 || ^22.12.0 || >=24.0.0', '23.1.0')).toBe(false);
    expect(admits('>= 0.4', '20.0.0')).toBe(true);
    expect(admits('20 || >=22', '21.0.0')).toBe(false);
    expect(admits('10.* || >= 12.*', '11.2.0')).toBe(false);
    expect(admits('>=v12.22.7', '12.22.7')).toBe(true);
    expect(admits('<20.1', '20.1.0')).toBe(false);
    expect(admits('>20', '20.9.0')).toBe(false);
    expect(admits('~20.19.1', '20.20.0')).toBe(false);
    expect(admits('*', '4.0.0')).toBe(true);
  });

  it('refuses a range it cannot read', () => {
    expect(() => parseNodeRange('node 20')).toThrow(/Unsupported version "node"/);
  });

  it('finds the versions one range admits and another refuses', () => {
    const refused = versionsRefused(parseNodeRange('>=20.19'), parseNodeRange('>=22.12.0'));
    expect(refused).toContain('20.19.0');
    expect(refused).toContain('22.11.0');
    expect(refused).not.toContain('22.12.0');
    expect(versionsRefused(parseNodeRange('^20.19.0'), parseNodeRange('>=18'))).toEqual([]);
  });
});

describe('installed packages', () => {
  it("accept every Node version of the project's engines.node", () => {
    const project = parseNodeRange(pkg.engines.node);
    expect(lock.packages['']?.engines).toEqual(pkg.engines);
    const conflicts = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      // Optional packages of other platforms are listed in the lock but never installed.
      if (!path || !range || !existsSync(`${path}/package.json`)) return [];
      const refused = versionsRefused(project, parseNodeRange(range));
      if (refused.length === 0) return [];
      const some = refused.slice(0, 3).join(', ');
      return [`${path} wants node ${range}: refuses ${some} (${refused.length} checked versions)`];
    });
    expect(conflicts).toEqual([]);
  });
});
