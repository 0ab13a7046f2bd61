import type { ElementRef } from './client.js';
import { type ExpectOptions, type ExpectResult, pollExpectation } from './expectation.js';
import { keyText } from './keys.js';
import type { WebKitPage } from './page.js';
import { ACTION_TIMEOUT_MS, retry } from './polling.js';
import {
  byRole,
  ENTER_FRAME,
  forText,
  join,
  type RoleOptions,
  type TextMatch,
} from './selectors.js';
import { unsupported } from './unsupported.js';

interface Actionable {
  element?: ElementRef;
  count: number;
  visible: boolean;
  enabled: boolean;
  checked: boolean | 'mixed' | null;
}

const ACTIONABLE = `const all = injected.querySelectorAll(injected.parseSelector(arguments[0]), document);
  const el = all[0];
  if (all.length !== 1) return { count: all.length, visible: false, enabled: false, checked: null };
  const state = (name) => { try { return injected.elementState(el, name, true).matches; } catch { return null; } };
  return { element: el, count: 1, visible: state('visible'), enabled: state('enabled'), checked: state('checked') };`;

/**
 * A Playwright Locator for WebKit over WebDriver: the same selector strings, the same in-page
 * engine, the same `expect` (through `_expect`), with actions done by WebDriver's own input.
 */
export class WebKitLocator {
  readonly _apiName = 'Locator';

  constructor(
    readonly page: WebKitPage,
    readonly _selector: string,
  ) {}

  toString(): string {
    return `locator(${this._selector})`;
  }

  locator(selector: string | WebKitLocator, options: { hasText?: TextMatch } = {}): WebKitLocator {
    const inner = typeof selector === 'string' ? selector : selector._selector;
    const filtered = options.hasText
      ? join(inner, `internal:has-text=${forText(options.hasText)}`)
      : inner;
    return new WebKitLocator(this.page, join(this._selector, filtered));
  }

  getByRole(role: string, options?: RoleOptions): WebKitLocator {
    return this.locator(byRole(role, options));
  }

  getByLabel(text: TextMatch, options: { exact?: boolean } = {}): WebKitLocator {
    return this.locator(`internal:label=${forText(text, options.exact)}`);
  }

  getByText(text: TextMatch, options: { exact?: boolean } = {}): WebKitLocator {
    return this.locator(`internal:text=${forText(text, options.exact)}`);
  }

  getByTestId(id: string): WebKitLocator {
    return this.locator(`internal:testid=[data-testid=${JSON.stringify(id)}s]`);
  }

  filter(options: {
    hasText?: TextMatch;
    hasNotText?: TextMatch;
    has?: WebKitLocator;
  }): WebKitLocator {
    const parts = [this._selector];
    if (options.hasText) parts.push(`internal:has-text=${forText(options.hasText)}`);
    if (options.hasNotText) parts.push(`internal:has-not-text=${forText(options.hasNotText)}`);
    if (options.has) parts.push(`internal:has=${JSON.stringify(options.has._selector)}`);
    return new WebKitLocator(this.page, join(...parts));
  }

  nth(index: number): WebKitLocator {
    return new WebKitLocator(this.page, join(this._selector, `nth=${index}`));
  }

  first(): WebKitLocator {
    return this.nth(0);
  }

  last(): WebKitLocator {
    return this.nth(-1);
  }

  contentFrame(): WebKitLocator {
    return new WebKitLocator(this.page, join(this._selector, ENTER_FRAME));
  }

  frameLocator(selector: string): WebKitLocator {
    return this.locator(selector).contentFrame();
  }

  async all(): Promise<WebKitLocator[]> {
    return Array.from({ length: await this.count() }, (_, i) => this.nth(i));
  }

  /** Runs once in the innermost frame, with the session to itself. */
  private once<T>(work: (selector: string) => Promise<T>): Promise<T> {
    return this.page.inFrameOf(this._selector, work);
  }

  private inPage<T>(selector: string, body: string, args: unknown[] = []): Promise<T> {
    return this.page.session.inPage<T>(body, [selector, ...args]);
  }

  /** Waits until exactly one element matches and passes `ready`, then acts on it at once. */
  private act<T>(
    what: string,
    ready: (state: Actionable) => boolean,
    work: (element: ElementRef, state: Actionable) => Promise<T>,
    timeout = ACTION_TIMEOUT_MS,
  ): Promise<T> {
    return retry(`${what} ${this}`, timeout, () =>
      this.once(async (selector) => {
        const state = await this.inPage<Actionable>(selector, ACTIONABLE);
        if (state.count > 1) throw new Error(`strict mode violation: ${state.count} elements`);
        if (!state.element || !ready(state)) return undefined;
        return { value: await work(state.element, state) };
      }),
    ).then((result) => result.value);
  }

  async click(): Promise<void> {
    await this.act(
      'click',
      (s) => s.visible && s.enabled,
      (el) => this.page.driver.element(el, 'click'),
    );
  }

  async check(): Promise<void> {
    if ((await this.isChecked()) !== true) await this.click();
  }

  async uncheck(): Promise<void> {
    if ((await this.isChecked()) === true) await this.click();
  }

  async isChecked(): Promise<boolean | 'mixed' | null> {
    return this.act(
      'read checked',
      () => true,
      async (_element, state) => state.checked,
    );
  }

  async focus(): Promise<void> {
    await this.act(
      'focus',
      () => true,
      (el) => this.page.driver.execute('arguments[0].focus();', [el]),
    );
  }

  /** WebDriver's clear, then its typing into the element (which focuses it, frames included). */
  async fill(value: string): Promise<void> {
    await this.act(
      'fill',
      (s) => s.visible && s.enabled,
      async (el) => {
        // WebKit types into a frame's field only once a click has focused the frame; in the page
        // itself a click may land on the shadow host, so the field is focused directly.
        if (this._selector.includes(ENTER_FRAME)) await this.page.driver.element(el, 'click');
        // Typing replaces the selection of a field already focused (WebDriver moves the caret to
        // the end only of a field it focuses itself), with real input events.
        await this.page.driver.execute('arguments[0].focus(); arguments[0].select?.();', [el]);
        await this.page.driver.element(el, 'value', { text: value || '\uE003' });
      },
    );
  }

  async pressSequentially(text: string): Promise<void> {
    await this.act(
      'type',
      (s) => s.visible && s.enabled,
      (el) => this.page.driver.element(el, 'value', { text }),
    );
  }

  async press(key: string): Promise<void> {
    await this.act(
      'press',
      () => true,
      (el) => this.page.driver.element(el, 'value', { text: keyText(key) }),
    );
  }

  async setInputFiles(files: string | string[]): Promise<void> {
    const paths = (Array.isArray(files) ? files : [files]).map((file) => resolvePath(file));
    await this.act(
      'set files',
      () => true,
      (el) => this.page.driver.element(el, 'value', { text: paths.join('\n') }),
    );
  }

  async selectOption(
    wanted: string | string[] | { label?: string; value?: string },
  ): Promise<string[]> {
    return this.act(
      'select',
      (s) => s.visible && s.enabled,
      (el) => this.page.driver.execute<string[]>(SELECT, [el, [wanted].flat()]),
    );
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
        const state = await this.inPage<Actionable>(selector, ACTIONABLE);
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

  elementHandle(): never {
    return unsupported('locator.elementHandle');
  }

  /** What Playwright's `expect(locator)` matchers call. */
  _expect(expression: string, options: ExpectOptions): Promise<ExpectResult> {
    return pollExpectation(this.page, this._selector, expression, options);
  }
}

const SELECT = `const [el, wanted] = arguments;
  const picked = [...el.options].filter((o) => wanted.some((w) =>
    typeof w === 'string' ? o.value === w || o.label === w : (w.value === undefined || o.value === w.value) && (w.label === undefined || o.label === w.label)));
  if (!picked.length) throw new Error('no option matches ' + JSON.stringify(wanted));
  for (const o of el.options) o.selected = picked.includes(o);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
  return picked.map((o) => o.value);`;

function resolvePath(file: string): string {
  return file.startsWith('/') ? file : `${process.cwd()}/${file}`;
}
