import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** The demo pages by URL path. `/strict/…` serves the same files under the strict CSP. */
export const PAGES: Record<string, string> = {
  '/': 'index.html',
  '/index.html': 'index.html',
  '/script-tag.html': 'script-tag.html',
  '/element.html': 'element.html',
  '/popup.html': 'popup.html',
  '/react.html': 'react.html',
};

/** One path segment: word characters and dashes, dots only between them (never `..`). */
const SEGMENT = /^[\w-]+(?:\.[\w-]+)*$/;

export interface StaticFile {
  body: Buffer;
  type: string;
}

export function contentType(path: string): string {
  return TYPES[extname(path)] ?? 'application/octet-stream';
}

/**
 * Reads `name` inside `dir`, or undefined. Names come from the URL, so only plain file names and
 * sub-paths made of safe characters are accepted: no `..`, no absolute paths.
 */
export async function readStatic(dir: string, name: string): Promise<StaticFile | undefined> {
  const safe = name.split('/').every((segment) => SEGMENT.test(segment));
  if (!safe || !TYPES[extname(name)]) return undefined;
  try {
    return { body: await readFile(resolve(dir, name)), type: contentType(name) };
  } catch {
    return undefined;
  }
}
