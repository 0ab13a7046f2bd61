import type { ElementRef } from './client.js';
import { type ExpectOptions, type ExpectResult, pollExpectation } from './expectation.js';
import type { FramedPage } from './handles.js';
import { ACTION_TIMEOUT_MS, retry } from './polling.js';

export interface Actionable {
  element?: ElementRef;
  count: number;
  visible: boolean;
  enabled: boolean;
  checked: boolean | 'mixed' | null;
  /** Where the element is drawn, to tell a moving element from one at rest. */
  box?: string;
}

const ACTIONABLE = `const all = injected.querySelectorAll(injected.parseSelector(arguments[0]), document);
  const el = all[0];
  if (all.length !== 1) return { count: all.length, visible: false, enabled: false, checked: null };
  const state = (name) => { try { return injected.elementState(el, name, true).matches; } catch { return null; } };
  const seen = el.getBoundingClientRect();
  const inView = seen.top >= 0 && seen.left >= 0 && seen.bottom <= innerHeight && seen.right <= innerWidth;
  if (arguments[1] && !inView) el.scrollIntoView({ block: 'end', inline: 'nearest' });
  const r = el.getBoundingClientRect();
  return { element: el, count: 1, visible: state('visible'), enabled: state('enabled'), checked: state('checked'), box: [r.x, r.y, r.width, r.height].join() };`;

/** What a WebKit locator reads, and the waiting every action shares (locator.ts acts). */
export class LocatorBase {
  readonly _apiName = 'Locator';

  constructor(
    readonly page: FramedPage,
    readonly _selector: string,
  ) {}

  toString(): string {
    return `locator(${this._selector})`;
  }

  /** Runs once in the innermost frame, with the session to itself. */
  protected once<T>(work: (selector: string) => Promise<T>): Promise<T> {
    return this.page.inFrameOf(this._selector, work);
  }

  protected inPage<T>(selector: string, body: string, args: unknown[] = []): Promise<T> {
    return this.page.session.inPage<T>(body, [selector, ...args]);
  }

  /** Waits until exactly one element matches and passes `ready`, then acts on it at once. */
  protected act<T>(
    what: string,
    ready: (state: Actionable) => boolean,
    work: (element: ElementRef, state: Actionable) => Promise<T>,
    { timeout = ACTION_TIMEOUT_MS, stable = false } = {},
  ): Promise<T> {
    // A pointer action brings the element into view first, then waits, as Playwright's does,
    // until it is where it was one poll before: a click aimed at a button a growing frame is
    // pushing down would land elsewhere. Scrolled here, not by the click: WebKit draws a frame
    // that was out of view only once it is in view, and its growth then moves the button
    // between the press and the release.
    let last: string | undefined;
    return retry(`${what} ${this}`, timeout, () =>
      this.once(async (selector) => {
        const state = await this.inPage<Actionable>(selector, ACTIONABLE, [stable]);
        if (state.count > 1) throw new Error(`strict mode violation: ${state.count} elements`);
        if (!state.element || !ready(state)) return undefined;
        if (stable) {
          const moved = state.box !== last;
          last = state.box;
          if (moved) return undefined;
        }
        return { value: await work(state.element, state) };
      }),
    ).then((result) => result.value);
  }

  async inputValue(): Promise<string> {
    return this.act(
      'read value',
      () => true,
      (el) => this.page.driver.execute<string>('return arguments[0].value;', [el]),
    );
  }

  async getAttribute(name: string): Promise<string | null> {
    return this.act(
      'read attribute',
      () => true,
      (el) =>
        this.page.driver.execute<string | null>('return arguments[0].getAttribute(arguments[1]);', [
          el,
          name,
        ]),
    );
  }

  async textContent(): Promise<string | null> {
    return this.act(
      'read text',
      () => true,
      (el) => this.page.driver.execute<string | null>('return arguments[0].textContent;', [el]),
    );
  }

  async innerText(): Promise<string> {
    return this.act(
      'read text',
      () => true,
      (el) => this.page.driver.execute<string>('return arguments[0].innerText;', [el]),
    );
  }

  async evaluate<R, A>(fn: (element: Element, arg: A) => R, arg?: A): Promise<R> {
    return this.act(
      'evaluate',
      () => true,
      (el) =>
        this.page.driver.executeAsync<R>(
          `const done = arguments[arguments.length - 1];
         Promise.resolve().then(() => (${fn.toString()})(arguments[0], arguments[1])).then(done, (e) => done({ __nftcError: String(e) }));`,
          [el, arg],
        ),
    );
  }

  async count(): Promise<number> {
    try {
      return await this.once(async (selector) => (await this.page.session.query(selector)).length);
    } catch {
      return 0;
    }
  }

  async isVisible(): Promise<boolean> {
    try {
      return await this.once(async (selector) => {
        const state = await this.inPage<Actionable>(selector, ACTIONABLE, [false]);
        return state.visible === true;
      });
    } catch {
      return false;
    }
  }

  async waitFor(
    options: { state?: 'visible' | 'hidden' | 'attached' | 'detached'; timeout?: number } = {},
  ): Promise<void> {
    const state = options.state ?? 'visible';
    const result = await this._expect(`to.be.${state}`, {
      isNot: false,
      timeout: options.timeout ?? ACTION_TIMEOUT_MS,
    });
    if (!result.matches) throw new Error(`waitFor ${state} ${this}: timed out`);
  }

  /** What Playwright's `expect(locator)` matchers call. */
  _expect(expression: string, options: ExpectOptions): Promise<ExpectResult> {
    return pollExpectation(this.page, this._selector, expression, options);
  }

  /** The element's box in the page's coordinates (frames add their own offsets). */
  async boundingBox(): Promise<{ x: number; y: number; width: number; height: number } | null> {
    return this.act(
      'read box',
      () => true,
      (el) =>
        this.page.driver.execute<{ x: number; y: number; width: number; height: number } | null>(
          BOX,
          [el],
        ),
    );
  }
}

const BOX = `let r = arguments[0].getBoundingClientRect();
  if (!r.width && !r.height) return null;
  let x = r.x, y = r.y;
  for (let w = window; w.frameElement; w = w.parent) {
    const f = w.frameElement.getBoundingClientRect();
    x += f.x; y += f.y;
  }
  return { x, y, width: r.width, height: r.height };`;
