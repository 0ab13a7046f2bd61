import { keyText } from './keys.js';
import { LocatorBase } from './locatorBase.js';
import {
  byRole,
  ENTER_FRAME,
  forText,
  join,
  type RoleOptions,
  type TextMatch,
} from './selectors.js';
import { lacks } from './unsupported.js';

/**
 * A Playwright Locator for WebKit over WebDriver: the same selector strings, the same in-page
 * engine, the same `expect` (through `_expect`), with actions done by WebDriver's own input.
 */
export class WebKitLocator extends LocatorBase {
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

  async click(): Promise<void> {
    await this.act(
      'click',
      (s) => s.visible && s.enabled,
      (el) => this.page.driver.element(el, 'click'),
      { stable: true },
    );
  }

  /** Two presses of the pointer on the element in one WebDriver action, as a double-click. */
  async dblclick(): Promise<void> {
    await this.act(
      'double-click',
      (s) => s.visible && s.enabled,
      async (el) => {
        const press = [
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ];
        await this.page.driver.command('POST', '/actions', {
          actions: [
            {
              type: 'pointer',
              id: 'mouse',
              parameters: { pointerType: 'mouse' },
              actions: [{ type: 'pointerMove', origin: el, x: 0, y: 0 }, ...press, ...press],
            },
          ],
        });
        await this.page.driver.command('DELETE', '/actions');
      },
      { stable: true },
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

  /**
   * Focuses, then returns after the next frame is drawn: WebKitGTK scrolls to show a focused
   * field only when it draws, so a pointer action aimed before then would land where the page
   * is about to scroll away from.
   */
  async focus(): Promise<void> {
    await this.act(
      'focus',
      () => true,
      (el) =>
        this.page.driver.executeAsync(
          'const done = arguments[1]; arguments[0].focus();' +
            ' requestAnimationFrame(() => requestAnimationFrame(() => done()));',
          [el],
        ),
    );
  }

  /** WebDriver's clear, then its typing into the element (which focuses it, frames included). */
  async fill(value: string): Promise<void> {
    await this.act(
      'fill',
      (s) => s.visible && s.enabled,
      async (el) => {
        // A date or time field takes its value whole, with the events typing would fire (as
        // Playwright's fill does): typed keys would land in its segments one by one.
        if (await this.page.driver.execute<boolean>(SET_WHOLE, [el, value])) return;
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
}

const SET_WHOLE = `const [el, value] = arguments;
  if (!['date', 'time', 'datetime-local', 'month', 'week', 'color', 'range'].includes(el.type)) return false;
  el.focus();
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
  return true;`;

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

lacks(WebKitLocator.prototype, 'locator');
