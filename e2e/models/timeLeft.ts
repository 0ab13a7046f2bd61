import type { Page } from '@playwright/test';
import type { CheckoutWidget } from './CheckoutWidget.js';

/** The countdown's text as seconds: "1:50" → 110, "1:00:00" → 3600. */
export async function secondsShown(widget: CheckoutWidget): Promise<number> {
  const text = (await widget.timer().textContent()) ?? '';
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * Moves the page's clock on until the countdown shows about `seconds` left. `fastForward` fires
 * each due timer at most once, as a throttled background tab does.
 */
export async function fastForwardTo(page: Page, widget: CheckoutWidget, seconds: number) {
  const left = await secondsShown(widget);
  if (left > seconds) await page.clock.fastForward((left - seconds) * 1000);
}
