// Test-only: what the checkout view's tests read of the rendered checkout.
import { screen } from '@testing-library/preact';
import { expect } from 'vitest';

export const root = (container: Element) => container.querySelector('.nftc-root') as HTMLElement;

/** No inline style attribute anywhere, and every class is one of the checkout's own. */
export function expectCleanMarkup(container: Element) {
  expect(container.querySelectorAll('[style]')).toHaveLength(0);
  const classes = [...container.querySelectorAll('[class]')].flatMap((el) => [...el.classList]);
  expect(classes.length).toBeGreaterThan(0);
  expect(classes.filter((name) => !name.startsWith('nftc-'))).toEqual([]);
}

export const focusedHeading = (name: string) =>
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name }));
