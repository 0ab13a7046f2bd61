import type { FramedPage } from './handles.js';
import { nextPoll } from './polling.js';

export interface ExpectOptions {
  isNot: boolean;
  timeout: number;
  expectedText?: unknown[];
  expectedNumber?: number;
  expectedValue?: unknown;
  expressionArg?: string;
  useInnerText?: boolean;
  [key: string]: unknown;
}

export interface ExpectResult {
  matches: boolean;
  received?: { value: unknown; ariaSnapshot?: string } | undefined;
  timedOut?: boolean;
  log?: string[];
  errorMessage?: string;
}

const CHECK = `const [selector, options] = arguments;
  const isArray = options.expression === 'to.have.count' || options.expression.endsWith('.array');
  const all = injected.querySelectorAll(injected.parseSelector(selector), document);
  if (!isArray && all.length > 1) return { strict: all.length };
  if (!isArray && all.length === 0) return { missing: true };
  return Promise.resolve(injected.expect(all[0], options, all, true)).then((r) => ({ matches: r.matches, received: r.received }));`;

interface Once {
  matches?: boolean;
  received?: unknown;
  missing?: boolean;
  strict?: number;
}

/** What a missing element means, as Playwright's own frames decide it. */
function whenMissing(expression: string, options: ExpectOptions): boolean {
  if (expression === 'to.have.count') return options.expectedNumber === 0;
  if (expression.endsWith('.array')) return (options.expectedText?.length ?? 0) === 0;
  if (!options.isNot && (expression === 'to.be.hidden' || expression === 'to.be.detached'))
    return true;
  if (
    options.isNot &&
    ['to.be.visible', 'to.be.attached', 'to.be.in.viewport'].includes(expression)
  )
    return false;
  return options.isNot;
}

async function checkOnce(
  page: FramedPage,
  selector: string,
  expression: string,
  options: ExpectOptions,
): Promise<Once> {
  const { timeout: _timeout, ...rest } = options;
  try {
    return await page.inFrameOf(selector, (inner) =>
      page.session.inPage<Once>(CHECK, [inner, { ...rest, expression }]),
    );
  } catch (error) {
    // A frame not there yet is an element not there yet.
    if (/no frame matches|no such frame|stale element/.test((error as Error).message))
      return { missing: true };
    throw error;
  }
}

/** Polls until the expectation holds (or, with `isNot`, stops holding), as Playwright does. */
export async function pollExpectation(
  page: FramedPage,
  selector: string,
  expression: string,
  options: ExpectOptions,
): Promise<ExpectResult> {
  const deadline = Date.now() + options.timeout;
  let last: Once = {};
  for (;;) {
    last = await checkOnce(page, selector, expression, options);
    if (last.strict) {
      return {
        matches: options.isNot,
        errorMessage: `strict mode violation: ${selector} resolved to ${last.strict} elements`,
      };
    }
    const matches = last.missing ? whenMissing(expression, options) : last.matches === true;
    if (matches !== options.isNot) return { matches };
    if (Date.now() > deadline) {
      return {
        matches,
        timedOut: true,
        // The page's check already answers `{ value, ariaSnapshot }`, as Playwright's own does.
        received: last.missing ? undefined : (last.received as ExpectResult['received']),
        errorMessage: last.missing ? 'element(s) not found' : undefined,
        log: [`  waiting for ${selector} (WebKit over WebDriver)`],
      };
    }
    await nextPoll();
  }
}
