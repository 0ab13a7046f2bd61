import { expect, type Frame, type Locator, type Page } from '@playwright/test';

interface FocusInfo {
  description: string;
  inFrame: boolean;
  visible: boolean;
}

/** Is a focus indicator drawn on the focused element (outline or box-shadow ring)? */
function describeFocus(): { description: string; isFrame: boolean; visible: boolean } {
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!el || el === document.body) return { description: 'body', isFrame: false, visible: false };
  const style = getComputedStyle(el);
  const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
  const ring = style.boxShadow !== 'none';
  const name = el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent ?? '';
  return {
    description: `<${el.tagName.toLowerCase()}> ${name.trim().slice(0, 40)}`,
    isFrame: el.tagName === 'IFRAME',
    visible: outline || ring,
  };
}

async function focusInfo(page: Page): Promise<FocusInfo> {
  const top = await page.evaluate(describeFocus);
  if (!top.isFrame) return { description: top.description, inFrame: false, visible: top.visible };
  // The service frame that holds focus (card, tax id, document, the bank's challenge).
  let inner = top;
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    const focused = await (frame as Frame)
      .evaluate(() => document.hasFocus() && document.activeElement !== document.body)
      .catch(() => false);
    if (focused) {
      inner = await (frame as Frame).evaluate(describeFocus);
      break;
    }
  }
  return {
    description: `service frame ${inner.description}`,
    inFrame: true,
    visible: inner.visible,
  };
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el.matches(':focus')).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that the focused
 * element shows a focus indicator. Fails after `max` presses: that would be a trap or a
 * missing control.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const info = await focusInfo(page);
    stops.push(info.description);
    if (info.description !== 'body') {
      // Styles of a just-rendered step may land a frame after focus does: wait for the ring.
      await expect
        .poll(async () => (await focusInfo(page)).visible, {
          message: `focus indicator on ${info.description}`,
        })
        .toBe(true);
    }
  }
  if (await isFocused(target)) return;
  throw new Error(`Tab never reached the target. Focus went through:\n${stops.join('\n')}`);
}
