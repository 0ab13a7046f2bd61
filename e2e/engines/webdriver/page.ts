import { writeFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import type { BrowsingSession } from './browsingSession.js';
import type { WebDriverSession } from './client.js';
import type { PageOwner } from './handles.js';
import { WebKitLocator } from './locator.js';
import { ACTION_TIMEOUT_MS, retry } from './polling.js';
import type { RoleOptions, TextMatch } from './selectors.js';
import { lacks, unsupported } from './unsupported.js';

type Evaluated<R, A> = string | ((arg: A) => R | Promise<R>);

const ERROR = '__nftcError';

/**
 * A Playwright Page for WebKit over WebDriver: the part of Page the suite's models and the specs
 * that run on WebKit use. What WebDriver classic cannot do (intercepting requests, init scripts,
 * media emulation) is not here, and a spec that needs it runs on Chromium and Firefox only.
 */
export class WebKitPage {
  private viewport: { width: number; height: number } | null = null;
  private closed = false;

  constructor(
    readonly ctx: PageOwner<WebKitPage>,
    readonly handle: string,
    readonly request: APIRequestContext,
  ) {}

  get session(): BrowsingSession {
    return this.ctx.session;
  }

  get driver(): WebDriverSession {
    return this.ctx.session.driver;
  }

  /** Selects this window and the frames the selector enters; runs `work` with the rest. */
  inFrameOf<T>(selector: string, work: (inner: string) => Promise<T>): Promise<T> {
    return this.session.exclusive(async () => {
      await this.session.selectWindow(this.handle);
      const result = await work(await this.session.enterFrames(selector));
      // Playwright's page.url() answers at once: keep it as fresh as the last operation.
      this.ctx.lastUrl.set(this.handle, await this.driver.command<string>('GET', '/url'));
      return result;
    });
  }

  private top<T>(work: () => Promise<T>): Promise<T> {
    return this.inFrameOf('', () => work());
  }

  context(): PageOwner<WebKitPage> {
    return this.ctx;
  }

  locator(selector: string, options?: { hasText?: TextMatch }): WebKitLocator {
    return new WebKitLocator(this, '').locator(selector, options);
  }

  getByRole(role: string, options?: RoleOptions): WebKitLocator {
    return new WebKitLocator(this, '').getByRole(role, options);
  }

  getByLabel(text: TextMatch, options?: { exact?: boolean }): WebKitLocator {
    return new WebKitLocator(this, '').getByLabel(text, options);
  }

  getByText(text: TextMatch, options?: { exact?: boolean }): WebKitLocator {
    return new WebKitLocator(this, '').getByText(text, options);
  }

  frameLocator(selector: string): WebKitLocator {
    return this.locator(selector).contentFrame();
  }

  async goto(url: string): Promise<null> {
    const absolute = new URL(url, this.ctx.baseURL).href;
    await this.top(() => this.driver.command('POST', '/url', { url: absolute }));
    return null;
  }

  async reload(): Promise<null> {
    await this.top(() => this.driver.command('POST', '/refresh', {}));
    return null;
  }

  url(): string {
    return this.ctx.lastUrl.get(this.handle) ?? 'about:blank';
  }

  async title(): Promise<string> {
    return this.top(() => this.driver.command<string>('GET', '/title'));
  }

  /** The URL now (WebDriver asks the browser; `url()` stays synchronous as Playwright's is). */
  async currentUrl(): Promise<string> {
    await this.top(async () => undefined);
    return this.url();
  }

  async waitForURL(
    expected: string | RegExp | ((url: URL) => boolean),
    options: { timeout?: number } = {},
  ): Promise<void> {
    const test = (url: string) =>
      typeof expected === 'string'
        ? url === new URL(expected, this.ctx.baseURL).href
        : expected instanceof RegExp
          ? expected.test(url)
          : expected(new URL(url));
    await retry(`waitForURL ${expected}`, options.timeout ?? ACTION_TIMEOUT_MS, async () =>
      test(await this.currentUrl()) ? true : undefined,
    );
  }

  async evaluate<R, A = undefined>(fn: Evaluated<R, A>, arg?: A): Promise<R> {
    const body = typeof fn === 'string' ? `() => (${fn})` : fn.toString();
    const result = await this.top(() =>
      this.driver.executeAsync<R | { [ERROR]: string }>(
        `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => (${body})(arguments[0])).then(done, (e) => done({ ${ERROR}: String(e) + '\\n' + (e && e.stack || '') }));`,
        [arg],
      ),
    );
    if (result && typeof result === 'object' && ERROR in result) throw new Error(result[ERROR]);
    return result as R;
  }

  async waitForFunction<R, A = undefined>(
    fn: Evaluated<R, A>,
    arg?: A,
    options: { timeout?: number } = {},
  ): Promise<R> {
    return retry('waitForFunction', options.timeout ?? ACTION_TIMEOUT_MS, async () => {
      const value = await this.evaluate(fn, arg);
      return value ? value : undefined;
    });
  }

  async waitForTimeout(ms: number): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, ms));
  }

  viewportSize(): { width: number; height: number } | null {
    return this.viewport;
  }

  /** WebDriver sizes the window: the chrome around the page is measured and added. */
  async setViewportSize(size: { width: number; height: number }): Promise<void> {
    await this.top(async () => {
      const chrome = await this.driver.execute<{ w: number; h: number }>(
        'return { w: outerWidth - innerWidth, h: outerHeight - innerHeight };',
      );
      await this.driver.command('POST', '/window/rect', {
        width: size.width + chrome.w,
        height: size.height + chrome.h,
      });
    });
    this.viewport = size;
  }

  async keys(actions: { type: string; value: string }[]): Promise<void> {
    await this.driver.command('POST', '/actions', {
      actions: [{ type: 'key', id: 'keyboard', actions }],
    });
    await this.driver.command('DELETE', '/actions');
  }

  readonly keyboard = {
    press: async (key: string) => {
      const { keyActions } = await import('./keys.js');
      await this.top(() => this.keys(keyActions(key)));
    },
    type: async (text: string) => {
      const { typeActions } = await import('./keys.js');
      await this.top(() => this.keys(typeActions(text)));
    },
  };

  async screenshot(options: { path?: string } = {}): Promise<Buffer> {
    const data = await this.top(() => this.driver.command<string>('GET', '/screenshot'));
    const png = Buffer.from(data, 'base64');
    if (options.path) writeFileSync(options.path, png);
    return png;
  }

  async bringToFront(): Promise<void> {}

  isClosed(): boolean {
    return this.closed;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // Not through top(): it reads the URL after the work, and this window is gone by then.
    await this.session.exclusive(async () => {
      await this.session.selectWindow(this.handle);
      await this.driver.command('DELETE', '/window');
      this.session.closedWindow();
    });
    this.ctx.forget(this);
  }

  on(event: string): never {
    return unsupported(`page.on('${event}')`, '@requests');
  }

  /** A popup this page opens, or this window's closing. */
  async waitForEvent(event: string, options: { timeout?: number } = {}): Promise<WebKitPage> {
    if (event === 'popup') return this.ctx.waitForPage(options.timeout);
    if (event === 'close') return this.ctx.waitForClose(this, options.timeout);
    return this.on(event);
  }
}

lacks(WebKitPage.prototype, 'page');
