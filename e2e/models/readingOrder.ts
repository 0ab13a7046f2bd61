import { expect, type Locator, type Page } from '@playwright/test';

export interface LabelledBox {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Names in visual reading order: line by line from the top, then left to right within a line.
 * A box belongs to a line when its vertical middle lies within the line's first box.
 */
export function readingOrder(boxes: readonly LabelledBox[]): string[] {
  const lines: LabelledBox[][] = [];
  for (const box of [...boxes].sort((a, b) => a.y - b.y)) {
    const middle = box.y + box.height / 2;
    const line = lines.find(
      ([first]) => first && middle > first.y && middle < first.y + first.height,
    );
    if (line) line.push(box);
    else lines.push([box]);
  }
  return lines.flatMap((line) => line.sort((a, b) => a.x - b.x).map((box) => box.name));
}

/** Visible controls with their accessible text and box, in DOM order. */
export async function boxesOf(controls: Locator): Promise<LabelledBox[]> {
  const boxes: LabelledBox[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    if (!box) continue;
    boxes.push({ name: ((await control.textContent()) ?? '').trim(), ...box });
  }
  return boxes;
}

/**
 * The controls are drawn in the order they come in the DOM, and Tab moves through them in that
 * same order (WCAG 2.4.3 focus order, 1.3.2 meaningful sequence).
 */
export async function expectReadingOrderIsFocusOrder(
  page: Page,
  controls: Locator,
  where: string,
): Promise<void> {
  const boxes = await boxesOf(controls);
  const dom = boxes.map((box) => box.name);
  expect(dom.length, `${where}: controls found`).toBeGreaterThan(1);
  // Soft: every state of a spec is checked and reported, not only the first that fails.
  expect.soft(readingOrder(boxes), `${where}: visual reading order = DOM order`).toEqual(dom);

  const visible = [];
  for (const control of await controls.all()) if (await control.isVisible()) visible.push(control);
  await visible[0]?.focus();
  for (const [index, control] of visible.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await expect(control, `${where}: Tab stop ${index + 1} is "${dom[index]}"`).toBeFocused();
  }
}
