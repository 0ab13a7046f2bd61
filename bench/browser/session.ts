// What every browser measurement shares: the sandbox (in this process), the host page server,
// Chromium, and a guard so no page wait can hang the bench.
import type { Browser } from '@playwright/test';
import { type Sandbox, startSandbox } from '../../src/sandbox/index.js';
import { launchChromium } from './chromium.js';
import { type PageServer, startPageServer } from './pageServer.js';

export interface BrowserSession {
  browser: Browser;
  sandbox: Sandbox;
  pages: PageServer;
  /** An NFT image on the host page's server, so no page reaches the internet. */
  imageUrl: string;
  close(): Promise<void>;
}

export async function startBrowserSession(): Promise<BrowserSession> {
  const sandbox = await startSandbox({ quiet: true, delays: 'fast' });
  const pages = await startPageServer();
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    await Promise.all([sandbox.close(), pages.close()]);
    throw error;
  }
  return {
    browser,
    sandbox,
    pages,
    imageUrl: `${pages.origin}/nft.svg`,
    async close() {
      await browser.close();
      await Promise.all([sandbox.close(), pages.close()]);
    },
  };
}

/** Rejects after `ms` with a message naming what did not happen. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no result within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
