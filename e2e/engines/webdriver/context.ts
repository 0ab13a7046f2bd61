import type { APIRequestContext } from '@playwright/test';
import { BrowsingSession } from './browsingSession.js';
import type { WebDriverSession } from './client.js';
import { WebKitPage } from './page.js';
import { ACTION_TIMEOUT_MS, retry } from './polling.js';
import { lacks } from './unsupported.js';

export interface ContextOptions {
  baseURL?: string;
  viewport?: { width: number; height: number } | null;
}

const BROWSER = {
  browserType: () => ({ name: () => 'webkit' }),
  version: () => 'WebKitGTK',
};

/** A Playwright BrowserContext for WebKit: one WebDriver session, its windows as pages. */
export class WebKitContext {
  readonly session: BrowsingSession;
  readonly lastUrl = new Map<string, string>();
  private readonly open = new Map<string, WebKitPage>();

  constructor(
    driver: WebDriverSession,
    readonly options: ContextOptions,
    readonly request: APIRequestContext,
  ) {
    this.session = new BrowsingSession(driver);
  }

  get baseURL(): string | undefined {
    return this.options.baseURL;
  }

  browser() {
    return BROWSER;
  }

  pages(): WebKitPage[] {
    return [...this.open.values()];
  }

  async newPage(): Promise<WebKitPage> {
    const handle = this.open.size
      ? (
          await this.session.driver.command<{ handle: string }>('POST', '/window/new', {
            type: 'window',
          })
        ).handle
      : await this.session.driver.command<string>('GET', '/window');
    const page = this.adopt(handle);
    if (this.options.viewport) await page.setViewportSize(this.options.viewport);
    return page;
  }

  private adopt(handle: string): WebKitPage {
    const page = new WebKitPage(this, handle, this.request);
    this.open.set(handle, page);
    return page;
  }

  forget(page: WebKitPage): void {
    this.open.delete(page.handle);
  }

  /** A window the page opened (a popup): the first handle not yet known. */
  waitForPage(timeout = ACTION_TIMEOUT_MS): Promise<WebKitPage> {
    return retry('wait for a popup', timeout, async () => {
      const handles = await this.handles();
      const fresh = handles.find((handle) => !this.open.has(handle));
      return fresh ? this.adopt(fresh) : undefined;
    });
  }

  waitForClose(page: WebKitPage, timeout = ACTION_TIMEOUT_MS): Promise<WebKitPage> {
    return retry('wait for the window to close', timeout, async () => {
      const handles = await this.handles();
      if (handles.includes(page.handle)) return undefined;
      this.forget(page);
      return page;
    });
  }

  private handles(): Promise<string[]> {
    return this.session.exclusive(() =>
      this.session.driver.command<string[]>('GET', '/window/handles'),
    );
  }

  /** Playwright's own fixtures listen for new pages (for videos); nothing to tell them here. */
  on(): void {}

  async close(): Promise<void> {
    await this.session.driver.close();
    await this.request.dispose();
  }
}

lacks(WebKitContext.prototype, 'context');
