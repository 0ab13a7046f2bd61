// The bench's host page: a tiny node:http server for bench/browser/public and the script-tag
// build, on its own origin (a merchant page is never on the service's origin). The script-tag
// file and its chunks are served from dist/ at the root; /baseline/ serves the same pages with the
// pre-split build (bench/baseline/nft-checkout.iife.js), so one run measures both; /adyen/ serves
// the peer the first-field bench compares with (bench/browser/adyen/build.ts).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADYEN_DIR } from './adyen/build.js';

const PUBLIC = fileURLToPath(new URL('./public/', import.meta.url));
const DIST = 'dist';
export const BASELINE_FILE = 'bench/baseline/nft-checkout.iife.js';
/** The script-tag file and its chunks: `nft-checkout.iife.js`, `nft-checkout.<name>-<hash>.js`. */
const BUILD_FILE = /^\/nft-checkout\.[\w-]+(?:\.[\w-]+)?\.js$/;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.css': 'text/css; charset=utf-8',
};

export interface PageServer {
  origin: string;
  close(): Promise<void>;
}

/** The file behind a URL path, or undefined outside what the bench serves. */
function resolveFile(path: string): string | undefined {
  if (path === '/baseline/nft-checkout.iife.js') return BASELINE_FILE;
  if (path === '/adyen/adyen.js' || path === '/adyen/adyen.css') {
    return join(ADYEN_DIR, path.slice('/adyen/'.length));
  }
  const page = path.startsWith('/baseline/') ? path.slice('/baseline'.length) : path;
  if (BUILD_FILE.test(page)) return path === page ? join(DIST, page) : undefined;
  const file = join(PUBLIC, normalize(page));
  return file.startsWith(PUBLIC) ? file : undefined;
}

export async function startPageServer(): Promise<PageServer> {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = resolveFile(path);
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': body.length,
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
