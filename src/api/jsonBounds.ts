/** How far a JSON value may nest and how many members it may hold. */
export interface JsonBounds {
  /** Nesting levels of objects and arrays; the value itself is level 1. */
  depth: number;
  /** Members of one object or items of one array. */
  members: number;
  /** Members and items in all, at every level. */
  total?: number;
}

/** Any request body the sandbox reads (`src/sandbox/http/body.ts`). */
export const BODY_BOUNDS: JsonBounds = { depth: 32, members: 1000 };
/** An opaque member of a request (a risk request's `counterparty`, `device`, `custom*`, …). */
export const OPAQUE_BOUNDS: JsonBounds = { depth: 10, members: 500, total: 500 };

export interface JsonBoundsProblem {
  /** Where the value goes past a bound, from the value's root. */
  path: (string | number)[];
  message: string;
}

interface Node {
  value: object;
  depth: number;
  parent: Node | undefined;
  key: string | number;
}

function pathTo(node: Node): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Node | undefined = node; at?.parent; at = at.parent) path.unshift(at.key);
  return path;
}

/**
 * The first place where `value` goes past `bounds`, shallowest first, or undefined. Walks with
 * a queue, not recursion, so no depth of input can overflow the stack.
 */
export function jsonBoundsProblem(
  value: unknown,
  bounds: JsonBounds,
): JsonBoundsProblem | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const queue: Node[] = [{ value, depth: 1, parent: undefined, key: '' }];
  let total = 0;
  for (let next = 0; next < queue.length; next++) {
    const node = queue[next] as Node;
    if (node.depth > bounds.depth) {
      return { path: pathTo(node), message: `nests deeper than ${bounds.depth} levels` };
    }
    const entries = Array.isArray(node.value)
      ? node.value.map((item, index) => [index, item] as const)
      : Object.entries(node.value);
    if (entries.length > bounds.members) {
      return { path: pathTo(node), message: `has more than ${bounds.members} members` };
    }
    total += entries.length;
    if (bounds.total !== undefined && total > bounds.total) {
      return { path: pathTo(node), message: `holds more than ${bounds.total} members in all` };
    }
    for (const [key, child] of entries) {
      if (typeof child === 'object' && child !== null) {
        queue.push({ value: child, depth: node.depth + 1, parent: node, key });
      }
    }
  }
  return undefined;
}
