import { render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { StatusAnnouncer } from './StatusAnnouncer.js';

it('is a polite status region holding the message', () => {
  const { rerender } = render(<StatusAnnouncer message="" />);
  const region = screen.getByRole('status');
  expect(region.getAttribute('aria-live')).toBe('polite');
  rerender(<StatusAnnouncer message="Purchase complete." />);
  expect(region.textContent).toBe('Purchase complete.');
});
