import type { ElementRef, WebDriverSession } from './client.js';
import { installScript } from './injected.js';
import { ENTER_FRAME } from './selectors.js';

const MISSING = '__nftcMissing';

/**
 * One WebDriver session (one WebKit window and its popups). WebDriver has a single "current
 * frame" per session, so every operation takes the session in turn: it selects its window and
 * frame, runs, and lets the next one go.
 */
export class BrowsingSession {
  private queue: Promise<unknown> = Promise.resolve();
  private window: string | undefined;

  constructor(readonly driver: WebDriverSession) {}

  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  async selectWindow(handle: string): Promise<void> {
    if (this.window !== handle) await this.driver.command('POST', '/window', { handle });
    this.window = handle;
  }

  /** The current window was closed: the next operation selects its own. */
  closedWindow(): void {
    this.window = undefined;
  }

  /** Runs `body` (with `injected`, Playwright's engine, in scope) in the current frame. */
  async inPage<T>(body: string, args: unknown[] = []): Promise<T> {
    const script = `const injected = window.__nftcInjected; if (!injected) return { ${MISSING}: true }; ${body}`;
    let result = await this.driver.execute<T>(script, args);
    if (result && typeof result === 'object' && MISSING in result) {
      await this.driver.execute(installScript());
      result = await this.driver.execute<T>(script, args);
    }
    return result;
  }

  /**
   * Enters the frames a selector names (`… >> internal:control=enter-frame >> …`) from the top of
   * the window, and answers the part left for the innermost one.
   */
  async enterFrames(selector: string): Promise<string> {
    await this.driver.command('POST', '/frame', { id: null });
    const parts = selector.split(` >> ${ENTER_FRAME}`);
    for (const frame of parts.slice(0, -1)) {
      const [element] = await this.query(frame.replace(/^ >> /, ''));
      if (!element) throw new Error(`no frame matches ${frame}`);
      await this.driver.command('POST', '/frame', { id: element });
    }
    return (parts.at(-1) ?? '').replace(/^ >> /, '');
  }

  query(selector: string): Promise<ElementRef[]> {
    return this.inPage<ElementRef[]>(
      'return injected.querySelectorAll(injected.parseSelector(arguments[0]), document);',
      [selector],
    );
  }
}
