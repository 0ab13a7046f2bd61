// Node version ranges as package.json `engines.node` writes them, small enough to read: `||`
// unions of space-separated comparators (`>=`, `>`, `<=`, `<`, `=`, `^`, `~`, or a bare, possibly
// partial version such as `20`, `12.*` or `v12.22.7`). Anything else is refused, so a new kind
// of range makes the check fail loudly instead of passing by accident.

type Version = readonly [number, number, number];
type Test = (v: Version) => boolean;

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** A version with its parts; a missing or `*`/`x` part is undefined (a partial version). */
function parsePartial(text: string): (number | undefined)[] {
  const match = /^v?(\d+|[*xX])(?:\.(\d+|[*xX]))?(?:\.(\d+|[*xX]))?$/.exec(text);
  if (!match) throw new Error(`Unsupported version "${text}" in an engines range`);
  const parts = match.slice(1, 4).map((p) => (p === undefined || /[*xX]/.test(p) ? undefined : +p));
  // Once a part is a wildcard, the later ones are too (`12.*.3` means 12.x).
  const first = parts.indexOf(undefined);
  return first === -1 ? parts : parts.map((p, i) => (i < first ? p : undefined));
}

const filled = (parts: (number | undefined)[]): Version => [
  parts[0] ?? 0,
  parts[1] ?? 0,
  parts[2] ?? 0,
];

/** The first version after every version the partial one stands for (`20` → 21.0.0). */
function nextAfter(parts: (number | undefined)[]): Version | undefined {
  const known = parts.filter((p) => p !== undefined) as number[];
  if (known.length === 0) return undefined;
  if (known.length === 3) return [known[0]!, known[1]!, known[2]! + 1];
  if (known.length === 2) return [known[0]!, known[1]! + 1, 0];
  return [known[0]! + 1, 0, 0];
}

const atLeast =
  (min: Version): Test =>
  (v) =>
    compare(v, min) >= 0;
const below =
  (max: Version | undefined): Test =>
  (v) =>
    max === undefined || compare(v, max) < 0;

function comparator(token: string): { test: Test; bounds: Version[] } {
  const [, op = '', rest = ''] = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(token) ?? [];
  const parts = parsePartial(rest);
  const low = filled(parts);
  const high = nextAfter(parts);
  const bounds = high ? [low, high] : [low];
  switch (op) {
    case '>=':
      return { test: atLeast(low), bounds };
    case '>':
      return { test: (v) => high === undefined || compare(v, high) >= 0, bounds };
    case '<':
      return { test: below(low), bounds };
    case '<=':
      return { test: below(high), bounds };
    case '^': {
      // ^0.x.y and ^0.0.z are narrower, as in semver.
      const upper: Version | undefined =
        low[0] > 0 || parts[1] === undefined
          ? [low[0] + 1, 0, 0]
          : low[1] > 0 || parts[2] === undefined
            ? [0, low[1] + 1, 0]
            : [0, 0, low[2] + 1];
      return { test: (v) => atLeast(low)(v) && below(upper)(v), bounds: [low, upper] };
    }
    case '~': {
      const upper: Version = parts[1] === undefined ? [low[0] + 1, 0, 0] : [low[0], low[1] + 1, 0];
      return { test: (v) => atLeast(low)(v) && below(upper)(v), bounds: [low, upper] };
    }
    default:
      return { test: (v) => atLeast(low)(v) && below(high)(v), bounds };
  }
}

export interface NodeRange {
  text: string;
  satisfies(version: Version): boolean;
  /** Versions where the range starts or stops admitting versions. */
  bounds: Version[];
}

export function parseNodeRange(text: string): NodeRange {
  const sets = text.split('||').map((set) => {
    // ">= 12" is one comparator: join an operator to the version after it.
    const tokens = set
      .trim()
      .replace(/([<>=^~]+)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    if (tokens.length === 0 || tokens.some((t) => t === '*' || t === 'x')) {
      return { test: () => true, bounds: [] as Version[] };
    }
    const comparators = tokens.map(comparator);
    return {
      test: (v: Version) => comparators.every((c) => c.test(v)),
      bounds: comparators.flatMap((c) => c.bounds),
    };
  });
  return {
    text,
    satisfies: (v) => sets.some((s) => s.test(v)),
    bounds: sets.flatMap((s) => s.bounds),
  };
}

const format = (v: Version) => v.join('.');

/**
 * Node versions the project's range accepts and the package's range refuses, checked at every
 * minor release line up to 40.x and at each bound of either range (where the answer can change).
 */
export function versionsRefused(project: NodeRange, dependency: NodeRange): string[] {
  const candidates: Version[] = [];
  for (let major = 0; major <= 40; major++) {
    for (let minor = 0; minor <= 40; minor++) candidates.push([major, minor, 0]);
  }
  for (const bound of [...project.bounds, ...dependency.bounds]) {
    candidates.push(bound, [bound[0], bound[1], bound[2] + 1]);
    if (bound[2] > 0) candidates.push([bound[0], bound[1], bound[2] - 1]);
  }
  const refused = candidates.filter((v) => project.satisfies(v) && !dependency.satisfies(v));
  return [...new Set(refused.sort(compare).map(format))];
}
