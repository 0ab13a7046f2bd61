import { expect, type Locator } from '@playwright/test';

/** One thing wrong with a layout: which element, and how, so the failure says what to fix. */
export interface LayoutProblem {
  element: string;
  problem: string;
}

/** At most this many problems are reported: the first ones say where to look. */
const MAX_PROBLEMS = 25;

/**
 * Runs in the page (or frame) against `root` and its descendants, so it cannot use anything from
 * this module's scope. Looks for: (a) text cut by its box (overflow hidden or clip, an ellipsis,
 * a line clamp) or spilling out of a box that does not clip; (b) horizontal scroll of the document
 * or of any element, and in a frame, content taller than the frame; (c) siblings, text blocks or
 * controls, whose boxes intersect; (d) boxes outside the viewport horizontally.
 */
function findProblems(root: Element, max: number): { element: string; problem: string }[] {
  const view = root.ownerDocument.defaultView as Window;
  const viewport = view.innerWidth;
  const problems: { element: string; problem: string }[] = [];
  const CONTROLS = 'a[href],button,input,select,textarea,label,summary,iframe,[role=button]';
  const FORM_FIELDS = new Set(['INPUT', 'SELECT', 'TEXTAREA', 'OPTION']);

  const describeOne = (el: Element): string => {
    const id = el.id ? `#${el.id}` : '';
    const classes = [...el.classList].map((name) => `.${name}`).join('');
    const attrs = ['data-step', 'role', 'aria-label', 'title', 'name']
      .filter((name) => el.hasAttribute(name))
      .map((name) => `[${name}="${el.getAttribute(name)}"]`)
      .join('');
    return `${el.tagName.toLowerCase()}${id}${classes}${attrs}`;
  };
  /** The element with two ancestors for context, and the start of its text. */
  const describe = (el: Element): string => {
    const chain = [describeOne(el)];
    for (let up = el.parentElement; up && chain.length < 3 && up !== root.parentElement; ) {
      chain.unshift(describeOne(up));
      up = up.parentElement;
    }
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
    const shown = text.length > 48 ? `${text.slice(0, 48)}…` : text;
    return `${chain.join(' > ')}${shown ? ` "${shown}"` : ''}`;
  };
  const report = (el: Element, problem: string) => {
    if (problems.length < max) problems.push({ element: describe(el), problem });
  };

  /** Hidden, or visually hidden on purpose (the 1 px clipped pattern for screen readers). */
  const hiddenCache = new Map<Element, boolean>();
  const isHidden = (el: Element): boolean => {
    const known = hiddenCache.get(el);
    if (known !== undefined) return known;
    const style = getComputedStyle(el);
    const rect = el.getBoundingClientRect();
    const contents = style.display === 'contents';
    let hidden =
      !contents &&
      (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
        (rect.width <= 1 && rect.height <= 1) ||
        (style.position === 'absolute' && style.clip !== 'auto') ||
        style.clipPath.startsWith('inset(50%'));
    if (!hidden && el !== root && el.parentElement) hidden = isHidden(el.parentElement);
    hiddenCache.set(el, hidden);
    return hidden;
  };
  const hasText = (el: Element) => (el.textContent ?? '').trim() !== '';
  const ownText = (el: Element) =>
    [...el.childNodes].some((node) => node.nodeType === 3 && (node.textContent ?? '').trim());
  const clips = (value: string) => value === 'hidden' || value === 'clip';
  const px = (n: number) => `${Math.round(n)} px`;

  // (b) the document: no horizontal scroll; a frame shows all of its content.
  const doc = root.ownerDocument.documentElement;
  if (doc.scrollWidth > viewport) {
    report(doc, `the page scrolls horizontally: ${px(doc.scrollWidth)} wide in ${px(viewport)}`);
  }
  if (view !== view.top && doc.scrollHeight > view.innerHeight + 1) {
    report(
      doc,
      `the frame cuts its content: ${px(doc.scrollHeight)} tall in a ${px(view.innerHeight)} frame`,
    );
  }

  const elements = [root, ...root.querySelectorAll('*')].filter((el) => !isHidden(el));
  const outside = new Set<Element>();
  for (const el of elements) {
    const style = getComputedStyle(el);
    const boxed = style.display !== 'inline' && style.display !== 'contents';
    // (a) text cut or spilling. Form fields scroll their own value by design.
    if (boxed && hasText(el) && !FORM_FIELDS.has(el.tagName)) {
      const wide = el.scrollWidth - el.clientWidth;
      const tall = el.scrollHeight - el.clientHeight;
      if (wide > 1 && (clips(style.overflowX) || style.textOverflow === 'ellipsis')) {
        report(
          el,
          `cuts its text horizontally: ${px(el.scrollWidth)} of content in ${px(el.clientWidth)} (overflow-x: ${style.overflowX}, text-overflow: ${style.textOverflow})`,
        );
      } else if (wide > 1 && style.overflowX === 'visible' && ownText(el)) {
        report(
          el,
          `its text spills out of its box: ${px(el.scrollWidth)} of content in ${px(el.clientWidth)}`,
        );
      }
      if (tall > 1 && (clips(style.overflowY) || style.webkitLineClamp !== 'none')) {
        report(
          el,
          `cuts its text vertically: ${px(el.scrollHeight)} of content in ${px(el.clientHeight)} (overflow-y: ${style.overflowY})`,
        );
      } else if (tall > 1 && style.overflowY === 'visible' && ownText(el)) {
        report(
          el,
          `its text spills below its box: ${px(el.scrollHeight)} of content in ${px(el.clientHeight)}`,
        );
      }
    }
    // (b) an element that scrolls sideways.
    if (
      boxed &&
      (style.overflowX === 'auto' || style.overflowX === 'scroll') &&
      el.scrollWidth > el.clientWidth + 1
    ) {
      report(el, `scrolls horizontally: ${px(el.scrollWidth)} of content in ${px(el.clientWidth)}`);
    }
    // (d) inside the viewport horizontally (an ancestor already reported covers its children).
    if (!(el.parentElement && outside.has(el.parentElement))) {
      for (const rect of el.getClientRects()) {
        if (rect.width === 0) continue;
        if (rect.left < -1 || rect.right > viewport + 1) {
          outside.add(el);
          report(
            el,
            `is outside the ${px(viewport)} viewport: from ${px(rect.left)} to ${px(rect.right)}`,
          );
          break;
        }
      }
    } else {
      outside.add(el);
    }
  }

  // (c) siblings that intersect: controls and text blocks, looking through display: contents.
  const boxedChildren = (el: Element): Element[] =>
    [...el.children].flatMap((child) =>
      getComputedStyle(child).display === 'contents' ? boxedChildren(child) : [child],
    );
  for (const parent of elements) {
    const siblings = boxedChildren(parent).filter(
      (child) => !isHidden(child) && (child.matches(CONTROLS) || hasText(child)),
    );
    const rects = siblings.map((child) =>
      [...child.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0),
    );
    for (let i = 0; i < siblings.length; i += 1) {
      for (let j = i + 1; j < siblings.length; j += 1) {
        const hit = rects[i]?.some((a) =>
          rects[j]?.some(
            (b) =>
              Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
              Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1,
          ),
        );
        const other = siblings[j];
        if (hit && other) report(siblings[i] as Element, `overlaps ${describe(other)}`);
      }
    }
  }
  return problems;
}

/** Every layout problem under `scope` (an element; for a frame, a locator inside it). */
export function layoutProblems(scope: Locator): Promise<LayoutProblem[]> {
  return scope.evaluate(findProblems, MAX_PROBLEMS);
}

export interface NoClippingOptions {
  /** Where the check is, for the failure message ("review, en-XA, 320 px"). */
  where: string;
  /** How long the layout may take to settle (frames resize after their content). */
  timeout?: number;
}

/**
 * The element and everything in it lay out without cut or overlapping text, without horizontal
 * scroll and inside the viewport. A layout still settling gets until `timeout`; the failure lists
 * each element and what is wrong with it.
 */
export async function expectNoClipping(scope: Locator, options: NoClippingOptions): Promise<void> {
  await expect
    .poll(() => layoutProblems(scope), {
      message: `layout problems at ${options.where}`,
      timeout: options.timeout ?? 5000,
    })
    .toEqual([]);
}

/** expectNoClipping inside each visible frame under `root` (the service's frames). */
export async function expectNoClippingInFrames(
  root: Locator,
  options: NoClippingOptions,
): Promise<number> {
  const frames = root.locator('iframe');
  let checked = 0;
  for (let index = 0; index < (await frames.count()); index += 1) {
    const frame = frames.nth(index);
    if (!(await frame.isVisible())) continue;
    const title = (await frame.getAttribute('title')) ?? `frame ${index + 1}`;
    const body = frame.contentFrame().locator('body');
    // The frame draws its content once its script has run.
    await expect(body.locator(':scope > *:visible').first()).toBeVisible();
    await expectNoClipping(body, { ...options, where: `${options.where}, in "${title}"` });
    checked += 1;
  }
  return checked;
}
