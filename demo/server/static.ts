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

/**
 * The shop's pages: one shell (`demo/public/shop.html`), each with its own way in. `embed` names
 * the page in its title; `scripts` are its script tags, written from this table, never from a
 * request.
 */
const SHOP_PAGES: Record<string, { embed: string; scripts: string[] }> = {
  'index.html': {
    embed: 'npm build',
    scripts: ['<script type="module" src="/assets/npm.js"></script>'],
  },
  'script-tag.html': {
    embed: 'script tag',
    scripts: [
      '<script src="/dist/nft-checkout.iife.js" defer></script>',
      '<script src="/assets/script-tag.js" defer></script>',
    ],
  },
  'element.html': {
    embed: 'custom element',
    scripts: [
      '<script src="/dist/nft-checkout.iife.js" defer></script>',
      '<script src="/assets/element.js" defer></script>',
    ],
  },
  'react.html': {
    embed: 'React',
    scripts: ['<script type="module" src="/assets/react.js"></script>'],
  },
};

/** The demo pages by URL path. `/strict/…` serves the same pages under the strict CSP. */
export const PAGES: Record<string, string> = {
  '/': 'index.html',
  '/index.html': 'index.html',
  '/script-tag.html': 'script-tag.html',
  '/element.html': 'element.html',
  '/popup.html': 'popup.html',
  '/react.html': 'react.html',
};

/**
 * A demo page: a shop page made from the shell, any other a file of `dir`. Every page gets the
 * one site header (`partials/header.html`), its own link in it marked as the current page.
 */
export async function readPage(dir: string, name: string): Promise<StaticFile | undefined> {
  const shop = SHOP_PAGES[name];
  const [page, header] = await Promise.all([
    readStatic(dir, shop ? 'shop.html' : name),
    readStatic(dir, 'partials/header.html'),
  ]);
  if (!page || !header) return undefined;
  const path = name === 'index.html' ? '/' : `/${name}`;
  const current = header.body
    .toString('utf8')
    .trim()
    .replace(`<li><a href="${path}">`, `<li><a href="${path}" aria-current="page">`);
  let html = page.body.toString('utf8').replace('%HEADER%', current);
  if (shop) {
    html = html.replace('%EMBED%', shop.embed).replace('%SCRIPTS%', shop.scripts.join('\n    '));
  }
  return { body: Buffer.from(html), type: page.type };
}

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
