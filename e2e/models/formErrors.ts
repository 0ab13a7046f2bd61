import { expect, type Locator } from '@playwright/test';
import type { CheckoutWidget } from './CheckoutWidget.js';

/** The GOV.UK-style summary a form shows at its top after a failed submit. */
export function errorSummary(widget: CheckoutWidget): Locator {
  return widget.root.getByRole('alert').filter({
    has: widget.page.getByRole('heading', { name: 'There is a problem' }),
  });
}

/** The text of the field's own error message, found through its aria-describedby. */
export function inlineError(field: Locator): Promise<string | null> {
  return field.evaluate((el) => {
    const root = el.getRootNode() as Document | ShadowRoot;
    const ids = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const error = ids.map((id) => root.getElementById(id)).find((e) => e?.id.endsWith('-error'));
    return error?.textContent ?? null;
  });
}

/**
 * The summary lists exactly the invalid fields, in order, each link reading as the field's own
 * message and pointing at the field's id.
 */
export async function expectSummaryOf(
  widget: CheckoutWidget,
  fields: ReadonlyArray<{ field: Locator; message: string | RegExp }>,
): Promise<void> {
  const links = errorSummary(widget).getByRole('link');
  await expect(links).toHaveCount(fields.length);
  for (const [index, { field, message }] of fields.entries()) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const text = await inlineError(field);
    expect(text, `inline error of field ${index + 1}`).toMatch(message);
    await expect(links.nth(index)).toHaveText(text ?? '');
    const id = await field.getAttribute('id');
    await expect(links.nth(index)).toHaveAttribute('href', `#${id}`);
  }
}
